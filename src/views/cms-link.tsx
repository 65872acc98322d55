// A CMS link field as an anchor; a link that resolves to nothing (or to something unsafe) renders its content only.
import type { ReactNode } from 'react'
import type { EditableAttributes } from '../content/editable'
import { linkAttributes, resolveLink, type LinkField } from '../domain/links'
import { reportRefusedLink } from './content-errors'
import { usePageContext } from './page-context'

interface CmsLinkProps {
  link: LinkField
  className?: string
  /** The visual editor's attributes where the link stands for an entry of a block (preview hosts only). */
  marks?: EditableAttributes | undefined
  children: ReactNode
}

export function CmsLink({ link, className, marks, children }: CmsLinkProps) {
  const { links } = usePageContext()
  const resolved = resolveLink(link, links)
  if (!resolved) {
    reportRefusedLink(link)
    return (
      <span className={className} {...marks}>
        {children}
      </span>
    )
  }
  return (
    <a {...linkAttributes(resolved)} className={className} {...marks}>
      {children}
    </a>
  )
}
