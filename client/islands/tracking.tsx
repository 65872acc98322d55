// Consent and tags in the browser: choosing writes the consent cookie at once; the tag manager loads only with consent
// granted (and never with `tracking=0`), so before consent no request reaches a tracking host. A `cookie-settings`
// window event (the footer's cookie-settings link) reopens the banner. A prerendered page loads its tags only once the
// shopper sees it, so speculation never counts as a visit.
import { useEffect, useState } from 'react'
import type { Consent } from '../../src/domain/consent'
import { CONSENT_COOKIE, MAX_COOKIE_AGE_SECONDS } from '../../src/domain/cookies'
import { TrackingView, type TrackingProps } from '../../src/views/islands/tracking-view'
import { writeCookie } from '../lib/cookies'
import { trustedScriptUrl } from '../lib/island-trust'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
  interface Document {
    /** Speculation rules: true while the page is prerendered, before the shopper sees it. */
    readonly prerendering?: boolean
  }
}

let loaded = false
function loadTags(props: TrackingProps): void {
  // The URL comes from configuration; the browser checks it against the origins the server's own script named too.
  const src = trustedScriptUrl(props.scriptUrl)
  if (loaded || !src) return
  loaded = true
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' }, props.dataLayer)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

/** Runs `show` once the page is shown: a page prerendered by the speculation rules is no visit until it is activated. */
function whenShown(show: () => void): void {
  if (document.prerendering) document.addEventListener('prerenderingchange', show, { once: true })
  else show()
}

export default function Tracking(props: TrackingProps) {
  const [consent, setConsent] = useState<Consent>(props.consent)
  const [open, setOpen] = useState(props.consent === 'unknown')

  useEffect(() => {
    if (consent === 'granted') whenShown(() => loadTags(props))
  }, [consent, props])

  useEffect(() => {
    const reopen = () => setOpen(true)
    const listening = new AbortController()
    addEventListener('cookie-settings', reopen, { signal: listening.signal })
    return () => listening.abort()
  }, [])

  const choose = (choice: Consent, event: { preventDefault(): void }) => {
    event.preventDefault()
    writeCookie(CONSENT_COOKIE, choice, MAX_COOKIE_AGE_SECONDS)
    setConsent(choice)
    setOpen(false)
  }
  return <TrackingView {...props} consent={consent} open={open} onChoose={choose} />
}
