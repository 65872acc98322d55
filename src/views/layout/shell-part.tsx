// A site-wide part of the layout (flyouts, burger, footer lists, icon sprite) whose contents are the same on every page
// of a site and layout version: rendered once to HTML (src/respond/shell-cache.tsx) and written into the element
// as trusted HTML on every later page, so React no longer renders the biggest part of each page per request.
// The element itself stays a React element, so what the browser gets is byte for byte what a full render gives.
// A part must not contain anything that differs per request (path, query, shopper, nonce): those stay outside it.
import { cloneElement, createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react'
import type { LayoutView } from './layout-view'
import { useNonce } from '../nonce'

/**
 * Inner HTML of each part by name, split where the rendering's nonce stood (island markers carry the response's nonce):
 * each page joins the pieces with its own nonce, so a stored part never holds a nonce or a placeholder to search for.
 */
export type ShellHtml = ReadonlyMap<string, readonly string[]>

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
  marker(pieces: readonly string[]): string
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
  const pieces = parts?.get(name)
  if (pieces === undefined) return cloneElement(element, undefined, contents())
  if (splicing) return cloneElement(element, { dangerouslySetInnerHTML: { __html: splicing.marker(pieces) } })
  // Safe: the HTML is React's own rendering of this very part for this site and layout version (escaped as usual).
  // A nonce is base64 (no `"`, `&` or `<`), so it needs no escaping where React had written the stand-in.
  return cloneElement(element, { dangerouslySetInnerHTML: { __html: pieces.join(nonce ?? '') } })
}

/**
 * The parts' inner HTML from a render of the layout in `collect` mode. Throws when a part holds a script: scripts
 * carry the response's CSP nonce and so can never be shared between responses.
 */
export function collectParts(html: string): Map<string, string> {
  const parts = new Map<string, string>()
  const open = `<${MARKER} data-name="`
  for (let from = html.indexOf(open); from >= 0; from = html.indexOf(open, from)) {
    const nameEnd = html.indexOf('">', from)
    const end = html.indexOf(`</${MARKER}>`, nameEnd)
    if (nameEnd < 0 || end < 0) throw new Error('unterminated shell part')
    const name = html.slice(from + open.length, nameEnd)
    const outer = html.slice(nameEnd + 2, end)
    // React escapes `>` inside attribute values, so the element's start tag ends at the first `>`.
    const inner = outer.slice(outer.indexOf('>') + 1, outer.lastIndexOf('</'))
    if (/<script[\s>]/i.test(inner)) throw new Error(`shell part ${name} holds a script`)
    if (parts.has(name)) throw new Error(`shell part ${name} appears twice`)
    parts.set(name, inner)
    from = end
  }
  return parts
}
