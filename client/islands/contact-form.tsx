// The contact form island: checks the fields with the Worker's own rules (src/domain/contact-form.ts) before sending,
// posts with fetch asking for JSON, and shows the answer in place; field errors from the server replace the form's.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CONTACT_FIELDS, validateContact, type ContactField } from '../../src/domain/contact-form'
import { ContactFormView, type ContactFormProps, type ContactFormState } from '../../src/views/islands/contact-form-view'

interface Answer {
  message?: { text?: string }
  payload?: { errors?: Partial<Record<ContactField, string>> }
}

export default function ContactForm(props: ContactFormProps) {
  const [state, setState] = useState<ContactFormState>({ status: 'idle', errors: {} })
  const form = useRef<HTMLFormElement>(null)
  // With the island the shop's own messages replace the browser's bubbles (same rules, the shop's words).
  useEffect(() => {
    if (form.current) form.current.noValidate = true
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const data = new FormData(element)
    const checked = validateContact(Object.fromEntries(data))
    if (!checked.ok) {
      const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, problem]) => [field, props.labels.errors[problem]]))
      setState({ status: 'invalid', errors })
      const first = CONTACT_FIELDS.find((field) => field in errors)
      element.querySelector<HTMLElement>(`#contact-${first ?? 'name'}`)?.focus()
      return
    }
    setState({ status: 'sending', errors: {} })
    try {
      const response = await fetch(props.action, {
        method: 'POST',
        body: new URLSearchParams(data as unknown as Record<string, string>),
        headers: { accept: 'application/json' },
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (response.ok) {
        element.reset()
        setState({ status: 'sent', errors: {} })
      } else if (response.status === 400 && answer.payload?.errors) setState({ status: 'invalid', errors: answer.payload.errors })
      else setState({ status: 'failed', errors: {}, message: answer.message?.text })
    } catch {
      setState({ status: 'failed', errors: {} })
    }
  }

  return <ContactFormView {...props} state={state} formRef={form} onSubmit={(event) => void submit(event)} />
}
