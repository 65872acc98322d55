// Smart-banner island: hides the banner when it was dismissed before (the cookie is set here) and dismisses it.
import { useEffect, useState } from 'react'
import { SMART_BANNER_COOKIE } from '../../src/domain/cookies'
import { SMART_BANNER_COOKIE_MAX_AGE, SmartBannerView, type SmartBannerProps } from '../../src/views/islands/smart-banner-view'
import { readCookie, writeCookie } from '../lib/cookies'

export default function SmartBanner(props: SmartBannerProps) {
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (readCookie(SMART_BANNER_COOKIE)) setDismissed(true)
  }, [])
  if (dismissed) return null
  const dismiss = () => {
    writeCookie(SMART_BANNER_COOKIE, '1', SMART_BANNER_COOKIE_MAX_AGE)
    setDismissed(true)
  }
  return <SmartBannerView {...props} onDismiss={dismiss} />
}
