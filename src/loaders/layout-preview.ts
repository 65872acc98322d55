// The layout story's preview page (preview hosts only): the layout as drafted, for the visual editor to open when an
// editor edits it. Null when the space has no layout story.
import { editableAttributes } from '../content/editable'
import type { LayoutPreviewPageProps } from '../pages/layout-preview-page'
import { previewExtras } from './content-page'
import { layoutView, loadLayoutStory } from './layout'
import type { PageScope } from './scope'

export async function loadLayoutPreview(scope: PageScope): Promise<LayoutPreviewPageProps | null> {
  const { site, variant } = scope
  const story = await loadLayoutStory(scope.content, site)
  if (!story) return null
  const context = scope.pageContext()
  const layout = await layoutView(story, site, {
    dismissedBars: variant.dismissedBars,
    back: variant.pathname + variant.search,
    smartBannerDismissed: variant.smartBannerDismissed,
    links: context.links,
  })
  return {
    context,
    meta: { title: story.name, description: '', robots: 'noindex,nofollow', canonical: undefined },
    layout,
    note: scope.t('preview.layout'),
    editable: editableAttributes(story.content._editable),
    preview: previewExtras(scope, story, story.id),
  }
}
