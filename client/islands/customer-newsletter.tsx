// The footer's newsletter form island (view: src/views/islands/customer-newsletter-view.tsx), hydrated on the first
// interaction. SPEC §5: an address without the basic shape is not sent and no message is shown; a valid one is sent
// with fetch (the same urlencoded form, `Accept: application/json`) and the answer's text shown. With a Turnstile site
// key the widget's token goes along as `reCaptchaToken`; without one the form goes without (the server logs that).
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { newsletterForm, problemOf } from '../../src/domain/customer/validation'
import { CustomerNewsletterView, type CustomerNewsletterProps } from '../../src/views/islands/customer-newsletter-view'
import { callApi } from '../lib/customer-api'
import { logCustomerFailure } from '../lib/customer-log'

interface Turnstile {
  render: (element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => string
  reset: (id?: string) => void
}

export default function CustomerNewsletter(props: CustomerNewsletterProps) {
  const [result, setResult] = useState(props.result)
  const [busy, setBusy] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const widget = useRef<HTMLDivElement>(null)
  const token = useRef('')

  useEffect(() => {
    const siteKey = props.turnstileSiteKey
    const element = widget.current
    if (!siteKey || !element) return
    const script = document.createElement('script')
    script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
    script.async = true
    script.onload = () => {
      const turnstile = (window as unknown as { turnstile?: Turnstile }).turnstile
      turnstile?.render(element, { sitekey: siteKey, callback: (value) => void (token.current = value) })
    }
    document.head.append(script)
  }, [props.turnstileSiteKey])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = form.get('email')
    // SPEC §5: not the basic shape -> not submitted, no message.
    if (problemOf(newsletterForm.entries.email, email) !== undefined) {
      setInvalid(true)
      setResult(undefined)
      return
    }
    setInvalid(false)
    setBusy(true)
    const body = new URLSearchParams({
      email: String(email),
      uniqueIdentifier: String(form.get('uniqueIdentifier') ?? ''),
      reCaptchaToken: token.current,
    })
    void callApi(`${props.basePath}/newsletter/subscribe`, 'POST', body).then((answer) => {
      setBusy(false)
      if (!answer.ok && answer.status !== 400) logCustomerFailure('newsletter-error', answer.status)
      const calm = answer.status === 'network' || (typeof answer.status === 'number' && answer.status >= 500)
      setResult({ text: calm || !answer.text ? props.labels.failed : answer.text, tone: answer.ok ? 'success' : 'error' })
    })
  }
  return <CustomerNewsletterView {...props} result={result} busy={busy} invalid={invalid} onSubmit={onSubmit} widgetRef={widget} />
}
