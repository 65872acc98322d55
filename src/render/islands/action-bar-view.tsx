// The promotional action bar's markup, shared by the server render and the island (SPEC §2 shared layout).
// Without JavaScript the close button posts a form; the island turns that into an instant dismissal.

export interface ActionBarProps {
  id: string
  /** Sanitised HTML from the CMS. */
  html: string
  color: string
  backgroundColor: string
  closeLabel: string
  /** Where the no-JavaScript form returns to. */
  back: string
}

export function ActionBarView(props: ActionBarProps & { onDismiss?: (event: { preventDefault(): void }) => void }) {
  return (
    <aside className="action-bar" data-bar-id={props.id} style={{ color: props.color, backgroundColor: props.backgroundColor }}>
      <p className="action-bar__text" dangerouslySetInnerHTML={{ __html: props.html }} />
      <form className="action-bar__form" method="post" action="/_action-bar/dismiss" onSubmit={props.onDismiss}>
        <input type="hidden" name="id" value={props.id} />
        <input type="hidden" name="back" value={props.back} />
        <button type="submit" className="action-bar__close" aria-label={props.closeLabel} title={props.closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </aside>
  )
}
