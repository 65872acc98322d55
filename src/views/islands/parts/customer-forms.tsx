// The log-in, sign-up, password-reset and password-confirm forms (SPEC §2 dialogs, §5 validation, §7 customer calls)
// as pure React: the server renders them as plain forms for shoppers without JavaScript (src/views/customer-panel.tsx),
// the dialogs render the very same markup and send it with fetch. Every form is a real POST with a `back` field, so it
// works without JavaScript; the links between them are `?customer=…` links that the dialogs turn into dialog switches.
import type { FormEvent, MouseEvent } from 'react'
import type { Problem } from '../../../domain/customer/limits'

export const CUSTOMER_FORM_KINDS = ['log-in', 'sign-up', 'password-reset', 'password-confirm'] as const
export type CustomerFormKind = (typeof CUSTOMER_FORM_KINDS)[number]

export function isCustomerFormKind(value: unknown): value is CustomerFormKind {
  return typeof value === 'string' && (CUSTOMER_FORM_KINDS as readonly string[]).includes(value)
}

/** SPEC §7: the call each form posts to, under the site's markers (`/fr/web-api/…` answers in French). */
export const FORM_ENDPOINTS: Readonly<Record<CustomerFormKind, string>> = {
  'log-in': '/web-api/customer-login',
  'sign-up': '/web-api/customer-signup',
  'password-reset': '/web-api/customer-password-reset',
  'password-confirm': '/web-api/customer-password-confirm',
}

/** The `?customer=` code that opens each form (the sign-up mails link to `?customer=login`). */
export const FORM_CODES: Readonly<Record<CustomerFormKind, string>> = {
  'log-in': 'login',
  'sign-up': 'signup',
  'password-reset': 'password-reset',
  'password-confirm': 'password-confirm',
}

export interface CustomerLabels {
  email: string
  password: string
  newPassword: string
  firstName: string
  lastName: string
  passwordHint: string
  loginTitle: string
  loginSubmit: string
  forgot: string
  noAccount: string
  toSignup: string
  signupTitle: string
  signupText: string
  signupSubmit: string
  haveAccount: string
  toLogin: string
  resetTitle: string
  resetText: string
  resetSubmit: string
  confirmTitle: string
  confirmSubmit: string
  sending: string
  failed: string
  checkField: string
  problems: {
    required: string
    emailShape: string
    passwordTooShort: string
    passwordTooLong: string
    nameTooLong: string
    tooLong: string
    characters: string
  }
}

/** The shopper's words for one field's Problem (the API words its 400s the same way). */
export function problemText(labels: CustomerLabels, field: string, problem: Problem): string {
  const p = labels.problems
  switch (problem) {
    case 'required':
      return p.required
    case 'shape':
      return field === 'email' ? p.emailShape : labels.checkField
    case 'too-short':
      return p.passwordTooShort
    case 'too-long':
      return field === 'password' ? p.passwordTooLong : field === 'email' ? p.tooLong : p.nameTooLong
    case 'characters':
      return p.characters
  }
}

export interface FormMessage {
  text: string
  tone: 'error' | 'success'
}

export interface CustomerFormProps {
  kind: CustomerFormKind
  labels: CustomerLabels
  /** The site's markers (`/fr`), prefixed to the endpoint. */
  basePath: string
  /** The same-site path a plain form post returns to. */
  back: string
  /** password-confirm: the token from the reset mail's link. */
  token?: string | undefined
  /** Where the links to the other forms go without JavaScript. */
  linkTo: (kind: CustomerFormKind) => string
  /** Field name -> text shown next to the field. */
  errors?: Readonly<Record<string, string>> | undefined
  message?: FormMessage | undefined
  /** Sent successfully: only the message (and the way on) is shown. */
  done?: boolean | undefined
  busy?: boolean | undefined
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined
  onSwitch?: ((kind: CustomerFormKind) => void) | undefined
  /** Makes the field ids unique on the page. */
  idPrefix: string
  titleId?: string | undefined
}

interface FieldProps {
  id: string
  name: string
  label: string
  type: 'email' | 'password' | 'text'
  autoComplete: string
  error?: string | undefined
  hint?: string | undefined
}

function Field({ id, name, label, type, autoComplete, error, hint }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

const TITLES = {
  'log-in': 'loginTitle',
  'sign-up': 'signupTitle',
  'password-reset': 'resetTitle',
  'password-confirm': 'confirmTitle',
} as const
const SUBMITS = {
  'log-in': 'loginSubmit',
  'sign-up': 'signupSubmit',
  'password-reset': 'resetSubmit',
  'password-confirm': 'confirmSubmit',
} as const

export function CustomerFormView(props: CustomerFormProps) {
  const { kind, labels, errors = {}, idPrefix, message } = props
  const id = (name: string) => `${idPrefix}-${name}`
  const field = (name: string, label: string, type: FieldProps['type'], autoComplete: string, hint?: string) => (
    <Field id={id(name)} name={name} label={label} type={type} autoComplete={autoComplete} error={errors[name]} hint={hint} />
  )
  const link = (to: CustomerFormKind, text: string) => {
    const onClick = props.onSwitch
      ? (event: MouseEvent) => {
          event.preventDefault()
          props.onSwitch?.(to)
        }
      : undefined
    return (
      <a className="customer-form__link" href={props.linkTo(to)} onClick={onClick}>
        {text}
      </a>
    )
  }
  const note = message && (
    <p className={`form-message form-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  )
  return (
    <div className={`customer-form customer-form--${kind}`} data-form={kind}>
      <h2 id={props.titleId} className="customer-form__title">
        {labels[TITLES[kind]]}
      </h2>
      {!props.done && kind === 'sign-up' && <p className="customer-form__text">{labels.signupText}</p>}
      {!props.done && kind === 'password-reset' && <p className="customer-form__text">{labels.resetText}</p>}
      {note}
      {props.done ? (
        (kind === 'password-confirm' || kind === 'sign-up') && <p className="customer-form__switch">{link('log-in', labels.toLogin)}</p>
      ) : (
        <form
          className="customer-form__form"
          method="post"
          action={`${props.basePath}${FORM_ENDPOINTS[kind]}`}
          onSubmit={props.onSubmit}
          noValidate={props.onSubmit ? true : undefined}
          aria-busy={props.busy || undefined}
        >
          <input type="hidden" name="back" value={props.back} />
          {kind === 'password-confirm' && <input type="hidden" name="token" value={props.token ?? ''} />}
          {kind === 'sign-up' && (
            <div className="customer-form__row">
              {field('firstName', labels.firstName, 'text', 'given-name')}
              {field('lastName', labels.lastName, 'text', 'family-name')}
            </div>
          )}
          {kind !== 'password-confirm' && field('email', labels.email, 'email', 'email')}
          {kind === 'log-in' && field('password', labels.password, 'password', 'current-password')}
          {kind === 'sign-up' && field('password', labels.password, 'password', 'new-password', labels.passwordHint)}
          {kind === 'password-confirm' && field('password', labels.newPassword, 'password', 'new-password', labels.passwordHint)}
          {kind === 'log-in' && <p className="customer-form__forgot">{link('password-reset', labels.forgot)}</p>}
          <button type="submit" className="button button--primary customer-form__submit" disabled={props.busy}>
            {props.busy ? labels.sending : labels[SUBMITS[kind]]}
          </button>
        </form>
      )}
      {!props.done && kind === 'log-in' && (
        <p className="customer-form__switch">
          {labels.noAccount} {link('sign-up', labels.toSignup)}
        </p>
      )}
      {!props.done && (kind === 'sign-up' || kind === 'password-reset') && (
        <p className="customer-form__switch">
          {kind === 'sign-up' && `${labels.haveAccount} `}
          {link('log-in', labels.toLogin)}
        </p>
      )}
    </div>
  )
}
