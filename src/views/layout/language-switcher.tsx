// Links to the same page in the other languages of the site's country (CH: de/fr/it, BE: nl/fr, LU: de/fr, IT: it/de).
import { languageAlternates } from '../../domain/routes'
import type { ShellLabels } from '../labels'
import { usePageContext } from '../page-context'

export function LanguageSwitcher({ labels }: { labels: ShellLabels }) {
  const { site, path, url } = usePageContext()
  const alternates = languageAlternates(site, path, url?.includes('?') ? url.slice(url.indexOf('?')) : '')
  if (alternates.length < 2) return null
  return (
    <nav className="languages" aria-label={labels.languages}>
      <ul className="languages__list">
        {alternates.map((alternate) => (
          <li key={alternate.locale}>
            <a
              className="languages__link"
              href={alternate.path}
              hrefLang={alternate.locale}
              lang={alternate.locale}
              aria-current={alternate.current ? 'true' : undefined}
              title={labels.languageName(alternate.language)}
            >
              {alternate.language.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
