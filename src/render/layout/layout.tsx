// The shell every page wears: action bar, header, main content, footer.
import type { ReactNode } from 'react'
import type { LayoutView } from '../../content/layout'
import { Island } from '../island'
import { Footer } from './footer'
import { Header } from './header'

export function Layout({ layout, children }: { layout: LayoutView; children: ReactNode }) {
  return (
    <>
      {layout.actionBar && <Island name="action-bar" props={layout.actionBar} />}
      <Header layout={layout} />
      <main id="main" className="main">
        {children}
      </main>
      <Footer layout={layout} />
    </>
  )
}
