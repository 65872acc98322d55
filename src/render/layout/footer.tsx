// Site footer: the CMS footer boxes and the copyright line with the current year.
import type { LayoutView } from '../../content/layout'
import { CmsLink } from '../cms-link'

export function Footer({ layout }: { layout: LayoutView }) {
  return (
    <footer className="footer">
      <div className="footer__boxes">
        {layout.footerBoxes.map((box, index) => (
          <section key={index} className="footer__box">
            <h2 className="footer__title">{box.title}</h2>
            <ul>
              {box.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <CmsLink link={item.link}>{item.text}</CmsLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer__copyright">{layout.copyright.replace('{year}', String(new Date().getUTCFullYear()))}</p>
    </footer>
  )
}
