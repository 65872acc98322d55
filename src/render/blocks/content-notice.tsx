// What the editor sees on a preview host where a block, or an entry of it, was left out for content that does not
// parse: the component, the field and the reason, in the block's place. Public hosts render nothing there (the log has
// it), and preview pages reach no cache (page cache and stored shell skip preview hosts).
import type { DroppedEntry } from '../../content/parse-once'
import type { Language } from '../../domain/locales'
import { createTranslator } from '../../i18n/translate'

export function ContentNotice({ entry, language }: { entry: DroppedEntry; language: Language }) {
  const t = createTranslator(language)
  return (
    <p className="content-notice" role="note" data-content-invalid={entry.uid || entry.component}>
      {t('preview.contentInvalid', { component: entry.component || '?', path: entry.path || '–', problem: entry.problem })}
    </p>
  )
}
