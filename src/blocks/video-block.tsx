// VideoBlock: a YouTube or Vimeo video behind a click-to-load facade: the editor's poster picture and a play button.
// Nothing of the video host (script, frame, cookie, thumbnail) loads before the shopper asks for it; then a
// youtube-nocookie / Vimeo do-not-track player replaces the poster (the CSP allows exactly these two frame origins).
import * as z from 'zod/mini'
import { isVideoId } from '../domain/video'
import { createTranslator } from '../i18n/translate'
import { Island } from '../views/island'
import { CmsImage } from '../views/layout/cms-image'
import { usePageContext } from '../views/page-context'
import { optionField } from '../content/fields'
import { optionalText, pictureSchema, requiredText, textField } from './block-fields'

export const videoBlockSchema = z
  .object({
    provider: optionField(z.enum(['youtube', 'vimeo'])),
    videoId: textField(z.string()),
    title: requiredText,
    poster: pictureSchema,
    caption: optionalText,
  })
  .check(z.refine((video) => isVideoId(video.provider, video.videoId), { message: 'a video id of its provider', path: ['videoId'] }))

export function VideoBlock({ block }: { block: z.infer<typeof videoBlockSchema> }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const host = block.provider === 'youtube' ? 'YouTube' : 'Vimeo'
  return (
    <figure className="video">
      <div className="video__frame">
        <CmsImage asset={block.poster} width={1280} ratio={9 / 16} className="video__poster" />
        <Island
          name="video-facade"
          hydrate="interaction"
          props={{
            provider: block.provider,
            videoId: block.videoId,
            title: block.title,
            labels: { play: t('blocks.playVideo', { title: block.title }), notice: t('blocks.videoNotice', { host }) },
          }}
        />
      </div>
      {block.caption && <figcaption className="video__caption">{block.caption}</figcaption>}
    </figure>
  )
}
