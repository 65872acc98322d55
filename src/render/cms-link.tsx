// A CMS link field as an anchor within the site; a link that resolves to nothing renders its content only.
import type { ReactNode } from 'react'
import { linkHref, type LinkField } from '../domain/links'
import { usePageContext } from './page-context'

export function CmsLink({ link, className, children }: { link: LinkField; className?: string; children: ReactNode }) {
  const { site } = usePageContext()
  const href = linkHref(link, site.basePath)
  if (!href) return <span className={className}>{children}</span>
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
