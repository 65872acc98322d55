// The editable part of a content page: teaser area (teaser, then the optional usp teaser, SPEC §2) and body blocks.
// The preview bridge swaps exactly this element; the calculator sits outside it and CSS places it after the teaser area.
import type { PageContent } from '../content/schemas'
import { Blocks } from '../blocks/registry'

export { PAGE_CONTENT_ID } from '../views/islands/preview-bridge-view'

export function PageBlocks({ page }: { page: PageContent }) {
  return (
    <>
      {(page.teaser.length > 0 || page.uspTeaser.length > 0) && (
        <div className="page__teaser">
          <Blocks blocks={page.teaser} />
          {page.uspTeaser.length > 0 && (
            <div className="page__usp">
              <Blocks blocks={page.uspTeaser} />
            </div>
          )}
        </div>
      )}
      <div className="page__body">
        <Blocks blocks={page.body} />
      </div>
    </>
  )
}
