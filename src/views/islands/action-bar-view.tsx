// The promotional action bar's markup, shared by the server render and the island (SPEC §2 shared layout).
// Without JavaScript the close button posts a form; the island turns that into an instant dismissal.
import { countdownParts, type CountdownPhase } from '../../domain/countdown'
import { IslandIcon } from './island-icon'

export interface CountdownProps {
  /** End as epoch milliseconds. */
  end: number
  /** The server's clock when it rendered: the first client render shows the same time, so hydration matches. */
  now: number
  labels: { endsIn: string; days: string; hours: string; minutes: string; seconds: string }
}

export interface ActionBarProps {
  id: string
  /** Sanitised HTML from the CMS. */
  html: string
  color: string
  backgroundColor: string
  closeLabel: string
  /** Where the no-JavaScript form returns to. */
  back: string
  countdown?: CountdownProps | undefined
}

const two = (n: number) => String(n).padStart(2, '0')

function Countdown({ labels, remaining, phase }: CountdownProps & { remaining: number; phase: CountdownPhase }) {
  const { days, hours, minutes, seconds } = countdownParts(remaining)
  const parts: [number, string][] = [
    [hours, labels.hours],
    [minutes, labels.minutes],
    [seconds, labels.seconds],
  ]
  if (days > 0) parts.unshift([days, labels.days])
  return (
    <span className="countdown" data-phase={phase} role="timer">
      <span className="countdown__label">{labels.endsIn}</span>
      {parts.map(([value, unit]) => (
        <span key={unit} className="countdown__part">
          <b>{two(value)}</b>
          {unit}
        </span>
      ))}
    </span>
  )
}

export function ActionBarView(
  props: ActionBarProps & { onDismiss?: (event: { preventDefault(): void }) => void; phase?: CountdownPhase; remaining?: number },
) {
  const { countdown } = props
  const phase = props.phase ?? 'idle'
  return (
    <aside className="action-bar" data-bar-id={props.id} style={{ color: props.color, backgroundColor: props.backgroundColor }}>
      <p className="action-bar__text" dangerouslySetInnerHTML={{ __html: props.html }} />
      {countdown && (phase === 'idle' || phase === 'running') && (
        <Countdown {...countdown} phase={phase} remaining={props.remaining ?? countdown.end - countdown.now} />
      )}
      <form className="action-bar__form" method="post" action="/_action-bar/dismiss" onSubmit={props.onDismiss}>
        <input type="hidden" name="id" value={props.id} />
        <input type="hidden" name="back" value={props.back} />
        <button type="submit" className="action-bar__close" aria-label={props.closeLabel} title={props.closeLabel}>
          <IslandIcon name="close" />
        </button>
      </form>
    </aside>
  )
}
