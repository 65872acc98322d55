// The log-in, sign-up, password-reset and password-confirm dialogs (SPEC §2 dialogs, §5, §7, §8), loaded by the dialog
// host only when one of them opens — never with the page. The forms are the server's own markup
// (src/views/islands/parts/customer-forms.tsx); here they validate with the shared valibot rules before sending, send
// JSON, and show the answer: 400 its message (and sign-up's per-field errors), anything else its message or a calm
// one, logged under the SPEC key. A log-in updates the header at once through the customer store.
import { useEffect, useState, type FormEvent } from 'react'
import type { Customer } from '../../src/domain/customer/schemas'
import { formProblems, loginForm, passwordConfirmForm, passwordResetForm, signupForm } from '../../src/domain/customer/validation'
import { DIALOG_TITLE_ID } from '../../src/views/islands/dialog-host-view'
import {
  CustomerFormView,
  FORM_CODES,
  FORM_ENDPOINTS,
  problemText,
  type CustomerFormKind,
  type CustomerLabels,
  type FormMessage,
} from '../../src/views/islands/parts/customer-forms'
import { callApi } from '../lib/customer-api'
import { logCustomerFailure, type CustomerLogKey } from '../lib/customer-log'
import { setCustomer } from '../lib/customer-state'
import { openDialog } from '../lib/dialogs'

export interface CustomerDialogsProps {
  labels: CustomerLabels
  basePath: string
}

const RULES = {
  'log-in': loginForm,
  'sign-up': signupForm,
  'password-reset': passwordResetForm,
  'password-confirm': passwordConfirmForm,
} as const
const LOG_KEYS: Readonly<Record<CustomerFormKind, CustomerLogKey>> = {
  'log-in': 'log-in-error',
  'sign-up': 'sign-up-error',
  'password-reset': 'password-reset-error',
  'password-confirm': 'password-reset-error',
}

function pageWithout(): string {
  const url = new URL(location.href)
  for (const name of ['customer', 'wishlist', 'newsletter', 'fields', 'token']) url.searchParams.delete(name)
  return url.pathname + url.search + url.hash
}

function linkTo(kind: CustomerFormKind): string {
  const url = new URL(pageWithout(), location.origin)
  url.searchParams.set('customer', FORM_CODES[kind])
  return url.pathname + url.search
}

export function CustomerDialog(props: CustomerDialogsProps & { kind: CustomerFormKind; payload: unknown; close: () => void }) {
  const { kind, labels } = props
  const token = (props.payload as { token?: unknown } | null)?.token
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<FormMessage>()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  // The dialog opened before this code loaded: the first field takes the focus from the close button.
  useEffect(() => {
    document.querySelector<HTMLInputElement>(`[data-form="${kind}"] input:not([type="hidden"])`)?.focus()
  }, [kind])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const fields = Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    // SPEC §5: nothing is sent while a field breaks the rules the server applies too.
    const problems = formProblems(RULES[kind], fields)
    const found = Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, problemText(labels, name, problem)]))
    setErrors(found)
    setMessage(undefined)
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLInputElement>('[aria-invalid="true"], .form-field--invalid input')?.focus()
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    void callApi<Customer>(`${props.basePath}${FORM_ENDPOINTS[kind]}`, 'POST', fields).then((answer) => {
      setBusy(false)
      if (answer.ok) {
        // SPEC §4: log-in and sign-up answer the logged-in customer.
        if (answer.payload) setCustomer(answer.payload)
        if (kind === 'log-in') {
          props.close()
          return
        }
        if (kind === 'password-confirm') history.replaceState(history.state, '', pageWithout())
        setDone(true)
        setMessage({ text: answer.text ?? '', tone: 'success' })
        return
      }
      // SPEC §8: failures are logged, except validation errors (400); the message text is shown.
      if (answer.status !== 400) logCustomerFailure(LOG_KEYS[kind], answer.status)
      const calm = answer.status === 'network' || (typeof answer.status === 'number' && answer.status >= 500)
      setMessage({ text: calm || !answer.text ? labels.failed : answer.text, tone: 'error' })
      if (answer.errors) setErrors(answer.errors)
    })
  }

  return (
    <CustomerFormView
      kind={kind}
      labels={labels}
      basePath={props.basePath}
      back={pageWithout()}
      token={typeof token === 'string' ? token : undefined}
      linkTo={linkTo}
      errors={errors}
      message={message}
      done={done}
      busy={busy}
      onSubmit={onSubmit}
      onSwitch={(to) => openDialog(to)}
      idPrefix={`dialog-${kind}`}
      titleId={DIALOG_TITLE_ID}
    />
  )
}
