// The contact form's one set of rules, run by the browser (before sending) and the Worker (before storing): required
// fields, lengths, an e-mail's basic shape (SPEC §5's newsletter rule), an optional order number, a known topic.
// Pure and dependency-free, so the island's chunk carries it for a few hundred bytes.

export const CONTACT_TOPICS = ['order', 'delivery', 'design', 'invoice', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const CONTACT_FIELDS = ['name', 'email', 'orderNumber', 'topic', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactProblem = 'required' | 'email' | 'orderNumber' | 'topic' | 'tooShort' | 'tooLong'

export interface ContactRequest {
  name: string
  email: string
  orderNumber: string | null
  topic: ContactTopic
  message: string
}

export const CONTACT_LIMITS = { name: 100, email: 254, orderNumber: 20, messageMin: 10, message: 5000 } as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i
const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]{3,19}$/i

export type ContactValidation = { ok: true; value: ContactRequest } | { ok: false; errors: Partial<Record<ContactField, ContactProblem>> }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

export function validateContact(fields: Readonly<Record<string, unknown>>): ContactValidation {
  const name = text(fields.name)
  const email = text(fields.email)
  const orderNumber = text(fields.orderNumber)
  const topic = text(fields.topic)
  const message = text(fields.message)
  const errors: Partial<Record<ContactField, ContactProblem>> = {}
  if (!name) errors.name = 'required'
  else if (name.length > CONTACT_LIMITS.name) errors.name = 'tooLong'
  if (!email) errors.email = 'required'
  else if (email.length > CONTACT_LIMITS.email || !EMAIL.test(email)) errors.email = 'email'
  if (orderNumber && !ORDER_NUMBER.test(orderNumber)) errors.orderNumber = 'orderNumber'
  if (!(CONTACT_TOPICS as readonly string[]).includes(topic)) errors.topic = 'topic'
  if (!message) errors.message = 'required'
  else if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'tooShort'
  else if (message.length > CONTACT_LIMITS.message) errors.message = 'tooLong'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: { name, email, orderNumber: orderNumber ? orderNumber.toUpperCase() : null, topic: topic as ContactTopic, message },
  }
}

/** Contact persons an editor may name in a ContactForm block (`contactPerson`): our service desks, not individuals' data. */
export const CONTACT_PERSONS = {
  'service-team': { name: 'Anna Berger', role: 'service' },
  'print-desk': { name: 'Luca Romano', role: 'print' },
  'business-desk': { name: 'Sophie Martin', role: 'business' },
} as const
export type ContactPersonId = keyof typeof CONTACT_PERSONS

export function isContactPerson(id: unknown): id is ContactPersonId {
  return typeof id === 'string' && Object.hasOwn(CONTACT_PERSONS, id)
}
