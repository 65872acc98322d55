// What the editor sees on a preview host where a block, or an entry of it, was left out for content that does not
// parse: the component, the field and the reason, in the block's place. Public hosts render nothing there (the log has
// it), and preview pages reach no cache (page cache and stored shell skip preview hosts).
import type { DroppedEntry } from '../content/parse-once'
import type { Language } from '../domain/locales'
import { createTranslator } from '../i18n/translate'

/** `block`: the block's component when only an entry of it was left out (the block itself is shown). */
export function ContentNotice({ entry, block, language }: { entry: DroppedEntry; block?: string | undefined; language: Language }) {
  const t = createTranslator(language)
  const params = { component: block ?? (entry.component || '?'), path: entry.path || '–', problem: entry.problem }
  return (
    <p className="content-notice" role="note" data-content-invalid={entry.uid || entry.component}>
      {t(block ? 'preview.contentEntryInvalid' : 'preview.contentInvalid', params)}
    </p>
  )
}
