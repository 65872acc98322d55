// SPEC §2 `/_icons`: the internal icon sprite page. Every icon from the sprite with its name and viewBox, for
// designers and developers checking the set; never indexed.
import type { Site } from '../domain/site'
import { Document } from '../views/document'
import { Icon, IconSprite, iconViewBox } from '../views/icons/icon'
import { ICON_NAMES } from '../views/icons/icons'

export function IconsPage({ site }: { site: Site }) {
  return (
    <Document site={site} meta={{ title: 'Icons', description: '', robots: 'noindex,nofollow', canonical: undefined }}>
      <IconSprite names={ICON_NAMES} />
      <main id="main" className="main icons-page">
        <h1>Icons</h1>
        <p className="icons-page__intro">{ICON_NAMES.length} icons, drawn on a 24 px grid.</p>
        <ul className="icons-grid">
          {ICON_NAMES.map((name) => (
            <li key={name} className="icons-grid__item">
              <Icon name={name} size={48} />
              <code className="icons-grid__name">{name}</code>
              <span className="icons-grid__viewbox">{iconViewBox(name)}</span>
            </li>
          ))}
        </ul>
      </main>
    </Document>
  )
}
