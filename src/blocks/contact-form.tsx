// ContactForm: write to the service team (name, e-mail, optional order number, topic, message), optionally with the
// contact person the editor named. Posts to {markers}/contact-form (src/routes/contact.ts). Without JavaScript the
// Worker answers with a 303 back to `#contact-{result}`, and CSS shows that server-rendered message (:target).
import { useId } from 'react'
import * as z from 'zod/mini'
import { CONTACT_PERSONS, CONTACT_TOPICS, isContactPerson, type ContactPersonId } from '../domain/contact-form'
import { sitePath } from '../domain/links'
import { createTranslator } from '../i18n/translate'
import { log } from '../log'
import { Island } from '../views/island'
import { CmsImage } from '../views/layout/cms-image'
import { usePageContext } from '../views/page-context'
import { nestedField, optionField } from '../content/fields'
import { optionalText, requiredText } from './block-fields'

export const contactFormSchema = z.object({
  headline: requiredText,
  text: optionalText,
  contactPerson: optionField(z.optional(z.string())),
  topics: nestedField(z._default(z.array(z.enum(CONTACT_TOPICS)).check(z.minLength(1)), [...CONTACT_TOPICS])),
})

/**
 * The demo's drawing of a contact desk, in builds with stand-ins only (production's assets hold no demo pictures): a
 * deployed shop shows the desk's name and role without a portrait. (Read in a function: the Node scripts that load the
 * blocks define no build flags.)
 */
function demoPortrait(id: ContactPersonId): string | undefined {
  if (!__STAND_INS__) return undefined
  const portraits: Record<ContactPersonId, string> = {
    'service-team': '/demo/editorial/contact-anna.svg',
    'print-desk': '/demo/editorial/contact-luca.svg',
    'business-desk': '/demo/editorial/contact-sophie.svg',
  }
  return portraits[id]
}

/** The results a plain form post comes back with (`?contact=…#contact-…`). */
export const CONTACT_RESULTS = ['sent', 'invalid', 'failed', 'throttled'] as const

export function ContactForm({ block }: { block: z.infer<typeof contactFormSchema> }) {
  const { site, path } = usePageContext()
  const t = createTranslator(site.language)
  const headingId = useId()
  const personId = block.contactPerson
  // SPEC §8: a contact person the shop does not know is logged; the form works without the person card.
  if (personId !== undefined && !isContactPerson(personId)) log.warn('contact-form-person-not-found', { person: personId })
  const person = isContactPerson(personId) ? CONTACT_PERSONS[personId] : undefined
  const portrait = isContactPerson(personId) ? demoPortrait(personId) : undefined
  const back = sitePath(site, path)
  return (
    <section id="contact" className="contact-form" aria-labelledby={headingId}>
      <div className="contact-form__intro">
        <h2 id={headingId} className="contact-form__headline">
          {block.headline}
        </h2>
        {block.text && <p>{block.text}</p>}
        {person && (
          <div className="contact-person">
            {portrait && (
              <CmsImage asset={{ filename: portrait, alt: person.name }} width={96} ratio={1} className="contact-person__image" />
            )}
            <p>
              <span className="contact-person__intro">{t('blocks.contact.personIntro')}</span>
              <strong className="contact-person__name">{person.name}</strong>
              <span className="contact-person__role">{t(`blocks.contact.roles.${person.role}`)}</span>
            </p>
          </div>
        )}
      </div>
      <div className="contact-form__body">
        {CONTACT_RESULTS.map((result) => (
          <p key={result} id={`contact-${result}`} className={`contact-form__result contact-form__result--${result}`} tabIndex={-1}>
            {t(`blocks.contact.${result}`)}
          </p>
        ))}
        <Island
          name="contact-form"
          hydrate="interaction"
          props={{
            action: `${site.basePath}/contact-form`,
            back,
            person: person ? personId : undefined,
            topics: block.topics.map((topic) => ({ value: topic, label: t(`blocks.contact.topics.${topic}`) })),
            labels: {
              name: t('blocks.contact.name'),
              email: t('blocks.contact.email'),
              orderNumber: t('blocks.contact.orderNumber'),
              orderNumberHint: t('blocks.contact.orderNumberHint'),
              topic: t('blocks.contact.topic'),
              topicChoose: t('blocks.contact.topicChoose'),
              message: t('blocks.contact.message'),
              send: t('blocks.contact.send'),
              sending: t('blocks.contact.sending'),
              sent: t('blocks.contact.sent'),
              invalid: t('blocks.contact.invalid'),
              failed: t('blocks.contact.failed'),
              errors: {
                required: t('blocks.contact.errors.required'),
                email: t('blocks.contact.errors.email'),
                orderNumber: t('blocks.contact.errors.orderNumber'),
                topic: t('blocks.contact.errors.topic'),
                tooShort: t('blocks.contact.errors.tooShort'),
                tooLong: t('blocks.contact.errors.tooLong'),
              },
            },
          }}
        />
      </div>
    </section>
  )
}
