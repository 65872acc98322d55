// The white-label bar island's server view (SPEC §2, /whitelabel/switch): nothing, since the bar is for white-label
// customers only, known in the browser alone. The browser draws WhiteLabelBarView (parts/customer-menu.tsx), which the
// Worker never needs to bundle; the account menu wakes the island for white-label customers.

export interface CustomerWhitelabelProps {
  labels: { whiteLabel: string; whitelabelSwitch: string }
  basePath: string
}

export function CustomerWhitelabelView(_props: CustomerWhitelabelProps): null {
  return null
}
