// The contact form (server and browser). Without JavaScript it is a plain form posting to the Worker, which answers
// with a 303 back to the page; with the island, the same fields are checked by the same rules before sending, posted
// with fetch, and the answer is shown in place.
import type { FormEvent, Ref } from 'react'
import { CONTACT_LIMITS, type ContactField } from '../../domain/contact-form'

export interface ContactFormProps {
  action: string
  /** The page's own path (with markers), where a form post returns to. */
  back: string
  person?: string | undefined
  topics: { value: string; label: string }[]
  labels: {
    name: string
    email: string
    orderNumber: string
    orderNumberHint: string
    topic: string
    topicChoose: string
    message: string
    send: string
    sending: string
    sent: string
    invalid: string
    failed: string
    errors: Record<'required' | 'email' | 'orderNumber' | 'topic' | 'tooShort' | 'tooLong', string>
  }
}

export interface ContactFormState {
  status: 'idle' | 'sending' | 'sent' | 'invalid' | 'failed'
  /** Per field, the text to show. */
  errors: Partial<Record<ContactField, string>>
  /** The server's text for the shopper, when it sent one. */
  message?: string | undefined
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: ContactField
  label: string
  error?: string | undefined
  hint?: string
  children: React.ReactNode
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={`contact-${id}`}>{label}</label>
      {children}
      {hint && (
        <p id={`contact-${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`contact-${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}

export function ContactFormView(
  props: ContactFormProps & {
    state?: ContactFormState
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void
    formRef?: Ref<HTMLFormElement>
  },
) {
  const { labels } = props
  const state = props.state ?? { status: 'idle', errors: {} }
  const error = (field: ContactField) => state.errors[field]
  const described = (field: ContactField, hint = false) =>
    [hint ? `contact-${field}-hint` : '', error(field) ? `contact-${field}-error` : ''].filter(Boolean).join(' ') || undefined
  const aria = (field: ContactField, hint = false) => ({
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': described(field, hint),
  })
  const summary =
    state.status === 'sent'
      ? labels.sent
      : state.status === 'invalid'
        ? labels.invalid
        : state.status === 'failed'
          ? (state.message ?? labels.failed)
          : ''
  return (
    <form ref={props.formRef} className="contact-form__form" method="post" action={props.action} onSubmit={props.onSubmit}>
      <input type="hidden" name="back" value={props.back} />
      {props.person && <input type="hidden" name="person" value={props.person} />}
      <div className="contact-form__row">
        <Field id="name" label={labels.name} error={error('name')}>
          <input id="contact-name" name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} {...aria('name')} />
        </Field>
        <Field id="email" label={labels.email} error={error('email')}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            {...aria('email')}
          />
        </Field>
      </div>
      <div className="contact-form__row">
        <Field id="orderNumber" label={labels.orderNumber} hint={labels.orderNumberHint} error={error('orderNumber')}>
          <input id="contact-orderNumber" name="orderNumber" maxLength={CONTACT_LIMITS.orderNumber} {...aria('orderNumber', true)} />
        </Field>
        <Field id="topic" label={labels.topic} error={error('topic')}>
          <select id="contact-topic" name="topic" required defaultValue="" {...aria('topic')}>
            <option value="" disabled>
              {labels.topicChoose}
            </option>
            {props.topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="message" label={labels.message} error={error('message')}>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.message}
          {...aria('message')}
        />
      </Field>
      <p className={`contact-form__status contact-form__status--${state.status}`} role="status" aria-live="polite">
        {summary}
      </p>
      <button type="submit" className="button button--primary" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? labels.sending : labels.send}
      </button>
    </form>
  )
}
