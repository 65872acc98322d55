// A site-wide part of the layout (flyouts, burger, footer lists, icon sprite) whose contents are the same on every page
// of a site and layout version: rendered once to HTML (src/respond/shell-cache.tsx) and written into the element
// as trusted HTML on every later page, so React does not render the biggest part of each page per request.
// The element itself stays a React element, so what the browser gets is byte for byte what a full render gives.
// A part must not contain anything that differs per request (path, query, shopper, nonce): those stay outside it.
// A run (<ShellRun>) stores a whole stretch, its own tags included, with holes for what differs per page (the header
// around its logo, account and cart items; the footer around its newsletter form and breadcrumb): React then renders
// only the holes, and the renderer splices the stretches in around them.
import { cloneElement, createContext, createElement, Fragment, useContext, type ReactElement, type ReactNode } from 'react'
import type { LayoutView } from './layout-view'
import { useNonce } from '../nonce'

/**
 * A part's HTML split where the rendering's nonce stood (island markers carry the response's nonce): each page joins the
 * pieces with its own nonce, so a stored part never holds a nonce or a placeholder to search for.
 */
export type StoredHtml = readonly string[]

/** A run's HTML around its holes, in the order the holes came in: one more segment than holes. */
export interface StoredRun {
  readonly segments: readonly StoredHtml[]
  readonly holes: readonly string[]
}

/** The stored shell of a site: each part's inner HTML and each run's HTML, by name. */
export interface ShellHtml {
  readonly parts: ReadonlyMap<string, StoredHtml>
  readonly runs: ReadonlyMap<string, StoredRun>
}

/** `collect` while the parts are being rendered once; the stored parts on later pages; nothing on preview hosts. */
type ShellPartsValue = ShellHtml | 'collect' | undefined

const ShellPartsContext = createContext<ShellPartsValue>(undefined)
export const ShellPartsProvider = ShellPartsContext.Provider

/**
 * The stored parts of a layout view's site and layout version (src/respond/shell-cache.tsx), asked for by the
 * layout while the page renders; settles at once when the parts are held. The renderer provides it, never on preview
 * hosts.
 */
export type ShellLookup = (source: object, view: LayoutView) => PromiseLike<ShellHtml | undefined>

/**
 * Where the renderer splices the stored parts into its output as bytes (src/respond/shell-splice.ts): a part writes
 * the marker it is given instead of its HTML. Without it (a fragment, an error page's last resort) a part writes its
 * HTML through React.
 */
export interface ShellSplicing {
  /** The marker for stored HTML: the segments one after the other, each segment's pieces joined with the nonce. */
  marker(segments: readonly StoredHtml[]): string
}

const ShellSplicingContext = createContext<ShellSplicing | undefined>(undefined)
export const ShellSplicingProvider = ShellSplicingContext.Provider

export function useShellSplicing(): ShellSplicing | undefined {
  return useContext(ShellSplicingContext)
}

const ShellLookupContext = createContext<ShellLookup | undefined>(undefined)
export const ShellLookupProvider = ShellLookupContext.Provider

export function useShellLookup(): ShellLookup | undefined {
  return useContext(ShellLookupContext)
}

/** The tag around a part while collecting: custom, so nothing inside a part can be mistaken for its end. */
const MARKER = 'shell-part'

export interface ShellPartProps {
  /** Unique within the layout. */
  name: string
  /** The element holding the part, without children: its attributes must be the same on every page of the site. */
  element: ReactElement<{ children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } }, string>
  /** The part's contents; as a function, they are only built where the stored shell does not supply them. */
  children: ReactNode | (() => ReactNode)
}

export function ShellPart({ name, element, children }: ShellPartProps) {
  const parts = useContext(ShellPartsContext)
  const splicing = useContext(ShellSplicingContext)
  const nonce = useNonce()
  const contents = () => (typeof children === 'function' ? children() : children)
  if (parts === 'collect') return createElement(MARKER, { 'data-name': name }, cloneElement(element, undefined, contents()))
  const pieces = parts?.parts.get(name)
  if (pieces === undefined) return cloneElement(element, undefined, contents())
  if (splicing) return cloneElement(element, { dangerouslySetInnerHTML: { __html: splicing.marker([pieces]) } })
  // Safe: the HTML is React's own rendering of this very part for this site and layout version (escaped as usual).
  // A nonce is base64 (no `"`, `&` or `<`), so it needs no escaping where React had written the stand-in.
  return cloneElement(element, { dangerouslySetInnerHTML: { __html: pieces.join(nonce ?? '') } })
}

/** The tags around a run and each of its holes while collecting. */
const RUN_MARKER = 'shell-run'
const HOLE_MARKER = 'shell-hole'

/** What differs per page inside a run, by name: an element, rendered by React where the run's HTML leaves its hole. */
export type ShellHoles = Readonly<Record<string, ReactElement | null | false | undefined>>

export interface ShellRunProps {
  /** Unique within the layout; a run is stored in the one shape its site's home page gives it. */
  name: string
  /**
   * Every hole the contents use, by name; a hole is an element or nothing, never bare text, so no text of the page
   * meets a marker.
   */
  holes: ShellHoles
  /**
   * The run's contents, with `hole(name)` where each hole goes: between elements, never between two runs of text
   * (React would separate those texts in a render where the hole is empty, and the splice drops such a separator).
   */
  children: (hole: (name: string) => ReactNode) => ReactNode
}

const holeMarker = (name: string) => createElement(HOLE_MARKER, { 'data-name': name })

/**
 * Whether a stored run fits this page: each of its holes is one the page names, and whatever the page fills is one of
 * its holes. Else the run renders its contents.
 */
function fits(stored: readonly string[], holes: ShellHoles): boolean {
  for (const name in holes) if (holes[name] && !stored.includes(name)) return false
  return stored.every((name) => Object.hasOwn(holes, name))
}

/**
 * A stretch of the layout stored as one piece of HTML, its own tags included, with holes for what differs per page:
 * where the renderer splices, the run writes one marker per stretch between the holes that are filled, and React
 * renders only the holes. Elsewhere (no stored run, other holes, no splicing) React renders its contents. Inside a run
 * being collected, parts render in place: the run holds them, so they are not stored as parts of their own either.
 */
export function ShellRun({ name, holes, children }: ShellRunProps) {
  const shell = useContext(ShellPartsContext)
  const splicing = useContext(ShellSplicingContext)
  if (shell === 'collect')
    return createElement(RUN_MARKER, { 'data-name': name }, createElement(ShellPartsProvider, { value: undefined }, children(holeMarker)))
  const run = shell?.runs.get(name)
  if (!run || !splicing || !fits(run.holes, holes)) return children((hole) => holes[hole])
  const out: ReactNode[] = []
  let pending: StoredHtml[] = []
  run.segments.forEach((segment, index) => {
    if (segment.length > 1 || segment[0] !== '') pending.push(segment)
    const hole = index < run.holes.length ? holes[run.holes[index]!] : undefined
    if (!hole) return
    if (pending.length > 0) out.push(splicing.marker(pending))
    pending = []
    out.push(hole)
  })
  if (pending.length > 0) out.push(splicing.marker(pending))
  // As arguments, not an array: the children keep their places without keys.
  return createElement(Fragment, null, ...out)
}

/** Each `<tag data-name="…">…</tag>` of a render in `collect` mode, in order: its name and what it encloses. */
function* marked(html: string, tag: string): Generator<{ name: string; inner: string }> {
  const open = `<${tag} data-name="`
  const close = `</${tag}>`
  const names = new Set<string>()
  for (let from = html.indexOf(open); from >= 0; from = html.indexOf(open, from)) {
    const nameEnd = html.indexOf('">', from)
    const end = html.indexOf(close, nameEnd)
    if (nameEnd < 0 || end < 0) throw new Error(`unterminated ${tag}`)
    const name = html.slice(from + open.length, nameEnd)
    const inner = html.slice(nameEnd + 2, end)
    if (/<script[\s>]/i.test(inner)) throw new Error(`${tag} ${name} holds a script`)
    if (names.has(name)) throw new Error(`${tag} ${name} appears twice`)
    names.add(name)
    yield { name, inner }
    from = end
  }
}

/**
 * The parts' inner HTML from a render of the layout in `collect` mode. Throws when a part holds a script: scripts
 * carry the response's CSP nonce and so can never be shared between responses.
 */
export function collectParts(html: string): Map<string, string> {
  const parts = new Map<string, string>()
  for (const { name, inner: outer } of marked(html, MARKER)) {
    // React escapes `>` inside attribute values, so the element's start tag ends at the first `>`.
    parts.set(name, outer.slice(outer.indexOf('>') + 1, outer.lastIndexOf('</')))
  }
  return parts
}

/** The runs' HTML from a render in `collect` mode, split at their holes; throws as collectParts. */
export function collectRuns(html: string): Map<string, { segments: string[]; holes: string[] }> {
  const runs = new Map<string, { segments: string[]; holes: string[] }>()
  for (const { name, inner } of marked(html, RUN_MARKER)) {
    const holes: string[] = []
    const segments = inner.split(new RegExp(`<${HOLE_MARKER} data-name="([^"]*)"></${HOLE_MARKER}>`)).filter((piece, index) => {
      if (index % 2 === 0) return true
      holes.push(piece)
      return false
    })
    runs.set(name, { segments, holes })
  }
  return runs
}
