// A CMS link field as an anchor; a link that resolves to nothing (or to something unsafe) renders its content only.
import type { ReactNode } from 'react'
import { linkAttributes, resolveLink, type LinkField } from '../domain/links'
import { reportRefusedLink } from './content-errors'
import { usePageContext } from './page-context'

export function CmsLink({ link, className, children }: { link: LinkField; className?: string; children: ReactNode }) {
  const { links } = usePageContext()
  const resolved = resolveLink(link, links)
  if (!resolved) {
    reportRefusedLink(link)
    return <span className={className}>{children}</span>
  }
  return (
    <a {...linkAttributes(resolved)} className={className}>
      {children}
    </a>
  )
}
