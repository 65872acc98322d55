// Storyblok richtext documents rendered straight to React elements: no HTML strings, so nothing to sanitise; every
// element comes from a node or mark type named here, with only the attributes read here. Pictures go through the one
// image builder, embedded blocks through the block registry. A node or mark type we do not know is logged once per
// isolate and type; its text still shows, as Storyblok's own renderer keeps the content of a node it has no tag for.
// Written here rather than taken from @storyblok/richtext, whose 5.x pulls tiptap, happy-dom and markdown-it into the Worker.
import { createContext, useContext, type ReactNode } from 'react'
import { blockSchema, type RawBlock } from '../content/schemas'
import { linkAttributes, resolveLink, type LinkContext } from '../domain/links'
import { log } from '../log'
import { Blocks } from './registry'
import { reportRefusedLink } from '../views/content-errors'
import { Image } from '../views/image'
import { useOptionalPageContext, usePageContext } from '../views/page-context'

export interface RichNode {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: { type: string; attrs?: Record<string, unknown> }[]
  content?: RichNode[]
}

/**
 * How deep rich text may embed blocks that hold rich text again: each document is within its own limits
 * (./blocks/safe-rich-text.tsx), but a chain of them would not be. Editors nest one or two levels.
 */
export const MAX_EMBED_DEPTH = 3
const EmbedDepth = createContext(0)

/** Pictures in rich text fill the text column (`.text`, 75ch). */
export const RICH_IMAGE = { width: 720, sizes: '(min-width: 45rem) 720px, 100vw', fallbackRatio: 2 / 3 } as const

/** Marks whose styling is the editor's, not ours (classes and colours): their text renders plain, without a warning. */
const PLAIN_MARKS = new Set(['styled', 'textStyle'])

/** An element id an anchor mark may set: never one that could be mistaken for markup or a selector. */
const ANCHOR_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** A table cell's span, when it spans more than one column or row. */
function span(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 1 && n <= 1000 ? n : undefined
}

function unsupported(kind: 'node' | 'mark', type: string): void {
  log.once('warn', 'richtext-node-unsupported', `${kind}:${type}`, { [kind]: type })
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
      case 'superscript':
        out = <sup>{out}</sup>
        break
      case 'subscript':
        out = <sub>{out}</sub>
        break
      case 'highlight':
        out = <mark>{out}</mark>
        break
      case 'anchor': {
        const id = str(mark.attrs?.id)
        if (ANCHOR_ID.test(id)) out = <span id={id}>{out}</span>
        break
      }
      case 'link': {
        const attrs = mark.attrs ?? {}
        const raw = str(attrs.href)
        // A story link's href is the story's slug (`/fotokalender`, or with its folder `/de-de/fotokalender`); a
        // cleared anchor is null.
        const type = str(attrs.linktype)
        const linktype = type === 'email' ? 'email' : type === 'story' ? 'story' : 'url'
        const slug = linktype === 'story' ? raw.replace(/^\/+/, '') || 'home' : raw
        const resolved = resolveLink({ linktype, url: raw, cached_url: slug, email: raw, anchor: str(attrs.anchor) || undefined }, links)
        if (!resolved) reportRefusedLink(raw)
        out = resolved ? <a {...linkAttributes(resolved)}>{out}</a> : out
        break
      }
      default:
        if (!PLAIN_MARKS.has(mark.type)) unsupported('mark', mark.type)
        break
    }
  }
  return out
}

function Nodes({ nodes, links }: { nodes: RichNode[] | undefined; links: LinkContext }): ReactNode {
  return (nodes ?? []).map((node, index) => <Node key={index} node={node} links={links} />)
}

/** An image node (attrs src, alt, title, copyright, meta_data): a picture from a known provider, or nothing. */
function RichImage({ attrs }: { attrs: Record<string, unknown> | undefined }): ReactNode {
  const src = str(attrs?.src).trim()
  if (!src) return null
  return (
    <Image
      className="rich-text__image"
      src={src}
      alt={str(attrs?.alt)}
      width={RICH_IMAGE.width}
      fallbackRatio={RICH_IMAGE.fallbackRatio}
      sizes={RICH_IMAGE.sizes}
    />
  )
}

/** An emoji node (attrs name, emoji, fallbackImage): its character, or its name where it has none. */
function Emoji({ attrs }: { attrs: Record<string, unknown> | undefined }): ReactNode {
  const emoji = str(attrs?.emoji)
  const name = str(attrs?.name)
  if (emoji && emoji.length <= 16) {
    return (
      <span className="rich-text__emoji" role="img" aria-label={name || undefined}>
        {emoji}
      </span>
    )
  }
  return name ? `:${name}:` : null
}

/** A blok node (attrs id, body): its blocks through the one registry, as if they stood on the page. */
function EmbeddedBlocks({ attrs }: { attrs: Record<string, unknown> | undefined }): ReactNode {
  const depth = useContext(EmbedDepth)
  const story = useOptionalPageContext()?.story ?? ''
  const body = Array.isArray(attrs?.body) ? (attrs.body as unknown[]) : []
  const blocks: RawBlock[] = []
  for (const item of body) {
    const parsed = blockSchema.safeParse(item)
    if (parsed.success) blocks.push(typeof (item as { _uid?: unknown })._uid === 'string' ? (item as RawBlock) : parsed.data)
    else
      log.once('warn', 'content-invalid', `richtext-blok:${str(attrs?.id)}`, {
        story,
        uid: str(attrs?.id),
        component: 'blok',
        path: 'body',
        problem: 'an embedded entry that is not a block',
      })
  }
  if (blocks.length === 0) return null
  if (depth >= MAX_EMBED_DEPTH) {
    log.once('warn', 'richtext-render-error', 'embed-depth', { reason: 'embed-depth', limit: MAX_EMBED_DEPTH })
    return null
  }
  return (
    <EmbedDepth.Provider value={depth + 1}>
      <div className="rich-text__blocks">
        <Blocks blocks={blocks} />
      </div>
    </EmbedDepth.Provider>
  )
}

function Cell({ node, links, head }: { node: RichNode; links: LinkContext; head: boolean }): ReactNode {
  const props = { colSpan: span(node.attrs?.colspan), rowSpan: span(node.attrs?.rowspan) }
  const children = <Nodes nodes={node.content} links={links} />
  if (node.type === 'tableHeader') {
    return (
      <th scope={head ? 'col' : 'row'} {...props}>
        {children}
      </th>
    )
  }
  return <td {...props}>{children}</td>
}

function Row({ node, links, head }: { node: RichNode; links: LinkContext; head: boolean }): ReactNode {
  const cells = (node.content ?? []).filter((cell) => cell.type === 'tableCell' || cell.type === 'tableHeader')
  return (
    <tr>
      {cells.map((cell, index) => (
        <Cell key={index} node={cell} links={links} head={head} />
      ))}
    </tr>
  )
}

/** A table node: rows of cells; a first row of header cells becomes the table's head. */
function Table({ node, links }: { node: RichNode; links: LinkContext }): ReactNode {
  const rows = (node.content ?? []).filter((row) => row.type === 'tableRow')
  const first = rows[0]?.content ?? []
  const headed = first.length > 0 && first.every((cell) => cell.type === 'tableHeader')
  const body = headed ? rows.slice(1) : rows
  return (
    <table className="rich-text__table">
      {headed && rows[0] && (
        <thead>
          <Row node={rows[0]} links={links} head />
        </thead>
      )}
      <tbody>
        {body.map((row, index) => (
          <Row key={index} node={row} links={links} head={false} />
        ))}
      </tbody>
    </table>
  )
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
      return <ol start={span(node.attrs?.order)}>{children}</ol>
    case 'list_item':
      return <li>{children}</li>
    case 'blockquote':
      return <blockquote>{children}</blockquote>
    case 'code_block':
      return (
        <pre>
          <code>{children}</code>
        </pre>
      )
    case 'hard_break':
      return <br />
    case 'horizontal_rule':
      return <hr />
    case 'text':
      return <Marked node={node} links={links} />
    case 'image':
      return <RichImage attrs={node.attrs} />
    case 'emoji':
      return <Emoji attrs={node.attrs} />
    case 'blok':
      return <EmbeddedBlocks attrs={node.attrs} />
    case 'table':
      return <Table node={node} links={links} />
    default:
      unsupported('node', node.type)
      return children
  }
}

export function RichText({ doc }: { doc: RichNode }) {
  const { links } = usePageContext()
  return <Node node={doc} links={links} />
}
