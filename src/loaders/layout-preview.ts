// The layout story's preview page (preview hosts only): the layout as drafted, for the visual editor to open when an
// editor edits it. Null when the space has no layout story.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { editableAttributes } from '../content/editable'
import { contentContext } from '../middleware/content-context'
import { createTranslator } from '../i18n/translate'
import type { LayoutPreviewPageProps } from '../render/pages/layout-preview-page'
import { previewExtras } from './content-page'
import { layoutView, loadLayoutStory } from './layout'
import { pageContextOf } from './shell'

export async function loadLayoutPreview(c: Context<AppEnv>): Promise<LayoutPreviewPageProps | null> {
  const site = c.get('site')
  const story = await loadLayoutStory(contentContext(c), site)
  if (!story) return null
  const context = pageContextOf(c)
  const variant = c.get('variant')
  const layout = await layoutView(story, site, {
    dismissedBars: variant.dismissedBars,
    back: variant.pathname + variant.search,
    smartBannerDismissed: variant.smartBannerDismissed,
    links: context.links,
  })
  const t = createTranslator(site.language)
  return {
    context,
    meta: { title: story.name, description: '', robots: 'noindex,nofollow', canonical: undefined },
    layout,
    note: t('preview.layout'),
    editable: editableAttributes(story.content._editable),
    preview: previewExtras(c, story),
  }
}
