// The editable part of a content page: teaser area and body blocks. The preview bridge swaps exactly this element.
import type { PageContent } from '../../content/schemas'
import { Blocks } from '../blocks/registry'

export { PAGE_CONTENT_ID } from '../islands/preview-bridge-view'

export function PageBlocks({ page }: { page: PageContent }) {
  return (
    <>
      {page.teaser.length > 0 && (
        <div className="page__teaser">
          <Blocks blocks={page.teaser} />
        </div>
      )}
      <div className="page__body">
        <Blocks blocks={page.body} />
      </div>
    </>
  )
}
