// Consent banner (SPEC §4 consent states) and the tag-manager hand-off. The banner shows while consent is unknown;
// without JavaScript its buttons post a form, with JavaScript the island decides at once and loads tags only when
// consent is granted and tracking is not switched off.
import type { Consent } from '../../domain/consent'

export interface TrackingProps {
  consent: Consent
  /** The tag manager's script, or undefined when it must not load (not configured, or `tracking=0`). */
  scriptUrl: string | undefined
  /** SPEC §3 page tracking payload for the data layer. */
  dataLayer: Record<string, unknown>
  back: string
  labels: { text: string; accept: string; decline: string }
}

export function TrackingView(
  props: TrackingProps & { onChoose?: (consent: Consent, event: { preventDefault(): void }) => void; open?: boolean },
) {
  const open = props.open ?? props.consent === 'unknown'
  if (!open) return null
  return (
    <section className="consent" aria-label={props.labels.text}>
      <p className="consent__text">{props.labels.text}</p>
      <form className="consent__actions" method="post" action="/_consent" onSubmit={(event) => props.onChoose?.(submitted(event), event)}>
        <input type="hidden" name="back" value={props.back} />
        <button type="submit" name="consent" value="declined" className="button button--secondary">
          {props.labels.decline}
        </button>
        <button type="submit" name="consent" value="granted" className="button button--primary">
          {props.labels.accept}
        </button>
      </form>
    </section>
  )
}

function submitted(event: { nativeEvent?: unknown }): Consent {
  const submitter = (event.nativeEvent as { submitter?: { value?: string } } | undefined)?.submitter
  return submitter?.value === 'granted' ? 'granted' : 'declined'
}
