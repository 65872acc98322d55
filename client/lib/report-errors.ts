// Reports uncaught browser errors to the shop's own log endpoint (`/_log`), at most 5 per page, never with `logging=0`
// on this visit (remembered for the tab's session, SPEC §2).
const QUIET = 'logging-off'
let sent = 0

function quiet(): boolean {
  if (new URLSearchParams(location.search).get('logging') === '0') sessionStorage.setItem(QUIET, '1')
  return sessionStorage.getItem(QUIET) === '1'
}

function report(message: string, stack: string | undefined, source: string | undefined): void {
  if (sent >= 5 || quiet()) return
  sent += 1
  const body = JSON.stringify({ message: message.slice(0, 500), stack: stack?.slice(0, 2000), source: source?.slice(0, 300) })
  navigator.sendBeacon('/_log', new Blob([body], { type: 'application/json' }))
}

export function reportErrors(): void {
  if (quiet()) return
  addEventListener('error', (event) => report(String(event.message), (event.error as Error | undefined)?.stack, event.filename))
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: unknown; stack?: unknown } | undefined
    report(String(reason?.message ?? reason), typeof reason?.stack === 'string' ? reason.stack : undefined, undefined)
  })
}
