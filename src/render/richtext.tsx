// Storyblok richtext documents rendered straight to React elements: no HTML strings, so nothing to sanitise.
// Written here rather than taken from @storyblok/richtext, whose 5.x pulls tiptap, happy-dom and markdown-it into the Worker.
import type { ReactNode } from 'react'
import { linkAttributes, resolveLink, type LinkContext } from '../domain/links'
import { reportRefusedLink } from './content-errors'
import { usePageContext } from './page-context'

export interface RichNode {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: { type: string; attrs?: Record<string, unknown> }[]
  content?: RichNode[]
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function Marked({ node, links }: { node: RichNode; links: LinkContext }): ReactNode {
  let out: ReactNode = node.text ?? ''
  for (const mark of node.marks ?? []) {
    switch (mark.type) {
      case 'bold':
        out = <strong>{out}</strong>
        break
      case 'italic':
        out = <em>{out}</em>
        break
      case 'underline':
        out = <u>{out}</u>
        break
      case 'strike':
        out = <s>{out}</s>
        break
      case 'code':
        out = <code>{out}</code>
        break
      case 'link': {
        const attrs = mark.attrs ?? {}
        const raw = str(attrs.href)
        // A story link's href is the story's slug (`/fotokalender`, or with its folder `/de-de/fotokalender`).
        const type = str(attrs.linktype)
        const linktype = type === 'email' ? 'email' : type === 'story' ? 'story' : 'url'
        const slug = linktype === 'story' ? raw.replace(/^\/+/, '') || 'home' : raw
        const resolved = resolveLink({ linktype, url: raw, cached_url: slug, email: raw, anchor: str(attrs.anchor) || undefined }, links)
        if (!resolved) reportRefusedLink(raw)
        out = resolved ? <a {...linkAttributes(resolved)}>{out}</a> : out
        break
      }
      default:
        break
    }
  }
  return out
}

function Nodes({ nodes, links }: { nodes: RichNode[] | undefined; links: LinkContext }): ReactNode {
  return (nodes ?? []).map((node, index) => <Node key={index} node={node} links={links} />)
}

function Node({ node, links }: { node: RichNode; links: LinkContext }): ReactNode {
  const children = <Nodes nodes={node.content} links={links} />
  switch (node.type) {
    case 'doc':
      return children
    case 'paragraph':
      return <p>{children}</p>
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 2, 2), 6)
      const Tag = `h${level}` as 'h2'
      return <Tag>{children}</Tag>
    }
    case 'bullet_list':
      return <ul>{children}</ul>
    case 'ordered_list':
      return <ol>{children}</ol>
    case 'list_item':
      return <li>{children}</li>
    case 'blockquote':
      return <blockquote>{children}</blockquote>
    case 'hard_break':
      return <br />
    case 'horizontal_rule':
      return <hr />
    case 'text':
      return <Marked node={node} links={links} />
    default:
      return children
  }
}

export function RichText({ doc }: { doc: RichNode }) {
  const { links } = usePageContext()
  return <Node node={doc} links={links} />
}
