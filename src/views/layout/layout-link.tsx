// A CMS link in the shell, with any anchor attributes (aria-*, data-*); a link that resolves to nothing renders a span.
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { linkAttributes, resolveLink, type LinkField } from '../../domain/links'
import { reportRefusedLink } from '../content-errors'
import { usePageContext } from '../page-context'

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  [data: `data-${string}`]: string | undefined
}

export function LayoutLink({ link, children, ...rest }: AnchorProps & { link: LinkField; children: ReactNode }) {
  const { links } = usePageContext()
  const resolved = resolveLink(link, links)
  if (!resolved) {
    reportRefusedLink(link)
    return <span className={rest.className}>{children}</span>
  }
  return (
    <a {...rest} {...linkAttributes(resolved)}>
      {children}
    </a>
  )
}

/** A root-relative link field (for the shell's defaults, e.g. the account app). */
export function pathLink(path: string): LinkField {
  return { linktype: 'url', url: path, cached_url: path }
}
