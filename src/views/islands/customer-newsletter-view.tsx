// The footer's newsletter form (SPEC §2 footer, §5, §7 newsletter subscribe): a plain urlencoded POST to
// `{markers}/newsletter/subscribe` that comes back to the form (`#newsletter`) with `?newsletter=…`, whose message the
// server renders here. The island sends the same form with fetch, only when the address has the SPEC §5 shape.
import type { FormEvent, Ref } from 'react'

/** SPEC §7: which form, on which page, the subscription came from. */
export const NEWSLETTER_SOURCE = 'footer-newsletter'
export const NEWSLETTER_ANCHOR = 'newsletter'

export interface CustomerNewsletterProps {
  labels: { email: string; placeholder: string; cta: string; sending: string; failed: string }
  basePath: string
  back: string
  /** Cloudflare Turnstile's public site key; without one the form is sent without a token (the server logs it). */
  turnstileSiteKey?: string | undefined
  /** The server's message for the result code this page was opened with. */
  result?: { text: string; tone: 'success' | 'error' } | undefined
}

export function CustomerNewsletterView(
  props: CustomerNewsletterProps & {
    busy?: boolean
    invalid?: boolean
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void
    widgetRef?: Ref<HTMLDivElement>
  },
) {
  const { labels, result } = props
  return (
    <form
      className="newsletter__form"
      method="post"
      action={`${props.basePath}/newsletter/subscribe`}
      onSubmit={props.onSubmit}
      noValidate={props.onSubmit ? true : undefined}
    >
      <input type="hidden" name="back" value={props.back} />
      <input type="hidden" name="uniqueIdentifier" value={NEWSLETTER_SOURCE} />
      <label className="visually-hidden" htmlFor="newsletter-email">
        {labels.email}
      </label>
      <input
        id="newsletter-email"
        className="newsletter__input"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={labels.placeholder}
        aria-invalid={props.invalid || undefined}
        aria-describedby={result ? 'newsletter-result' : undefined}
      />
      <button type="submit" className="button button--primary newsletter__submit" disabled={props.busy}>
        {props.busy ? labels.sending : labels.cta}
      </button>
      {props.turnstileSiteKey && <div className="newsletter__check" ref={props.widgetRef} />}
      {result && (
        <p
          id="newsletter-result"
          className={`newsletter__result newsletter__result--${result.tone}`}
          role={result.tone === 'error' ? 'alert' : 'status'}
        >
          {result.text}
        </p>
      )}
    </form>
  )
}
