// Allowlist sanitiser for HTML written in the CMS (action bar text and other inline rich fields), on the runtime's own HTMLRewriter.
// The rewriter is used as a tokeniser only: the output is built from the tokens its handlers saw, never from its own
// output text, because lol-html copies bytes that never became a token (an unfinished last tag) straight through.
import { linkAttributes, resolveHref, type LinkContext } from '../domain/links'

const KEEP = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'br', 'span', 'p', 'mark'])
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'video',
  'audio',
  'img',
  'picture',
  'source',
  'canvas',
  'dialog',
  'portal',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
])
/** Kept on every kept element; `a` gets its href, target and rel from the link policy. */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['title', 'class'] }
const GLOBAL_ATTRIBUTES: readonly string[] = ['class']
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

// A character reference the browser reads as one: kept as written, so sanitising twice changes nothing.
const LONE_AMPERSAND = /&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  nbsp: '\u00a0',
}

/** Text as written, made inert: `<` and `>` escaped, an `&` that starts no character reference escaped. */
function escapeText(raw: string): string {
  return raw.replace(LONE_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** An attribute value as written (HTMLRewriter gives raw values), for a double-quoted attribute. */
function escapeRawAttribute(raw: string): string {
  return escapeText(raw).replace(/"/g, '&quot;')
}

/** A decoded value (a resolved href), for a double-quoted attribute. */
function escapeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The href the browser would follow: numeric and the few named references that matter for URLs decoded. */
function decodeHref(raw: string): string {
  return raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole)
}

function startTag(tag: string, attributes: ReadonlyArray<readonly [string, string]>): string {
  return `<${tag}${attributes.map(([name, value]) => ` ${name}="${value}"`).join('')}>`
}

/** A kept element's start tag, or undefined when it is unwrapped (a link the policy refuses renders as plain text). */
function keptStartTag(tag: string, source: ReadonlyMap<string, string>, links: LinkContext): string | undefined {
  const kept: Array<readonly [string, string]> = []
  if (tag === 'a') {
    const href = source.get('href')
    const resolved = href === undefined ? undefined : resolveHref(decodeHref(href), links)
    if (!resolved) return undefined
    for (const [name, value] of Object.entries(linkAttributes(resolved))) if (value !== undefined) kept.push([name, escapeValue(value)])
  }
  for (const name of ATTRIBUTES[tag] ?? GLOBAL_ATTRIBUTES) {
    const value = source.get(name)
    if (value !== undefined) kept.push([name, escapeRawAttribute(value)])
  }
  return startTag(tag, kept)
}

interface Open {
  /** The end tag to write when it closes; undefined for unwrapped elements. */
  close: string | undefined
  drop: boolean
}

async function rewrite(html: string, links: LinkContext): Promise<string> {
  const out: string[] = []
  const open: Open[] = []
  let dropping = 0
  let text = ''

  // A text node may arrive in several chunks; it is escaped whole, so a reference split between chunks stays one.
  const flushText = () => {
    if (text && dropping === 0) out.push(escapeText(text))
    text = ''
  }
  // lol-html calls an element's end handler when its end tag arrives or when an enclosing end tag closes it.
  const closeUpTo = (entry: Open) => {
    const index = open.lastIndexOf(entry)
    if (index < 0) return
    for (const closed of open.splice(index).reverse()) {
      if (closed.drop) dropping--
      else if (closed.close && dropping === 0) out.push(closed.close)
    }
  }

  const rewriter = new HTMLRewriter()
    .on('*', {
      element(el) {
        flushText()
        const tag = el.tagName.toLowerCase()
        // Foreign content (svg, math) parses differently in a browser: none of it is kept.
        const drop = dropping > 0 || DROP_WITH_CONTENT.has(tag) || el.namespaceURI !== HTML_NAMESPACE
        let tagText: string | undefined
        if (!drop && KEEP.has(tag)) {
          const source = new Map<string, string>()
          for (const [name, value] of el.attributes)
            if (name !== undefined && !source.has(name.toLowerCase())) source.set(name.toLowerCase(), value ?? '')
          tagText = keptStartTag(tag, source, links)
          if (tagText !== undefined) out.push(tagText)
        }
        const entry: Open = { close: tagText === undefined ? undefined : `</${tag}>`, drop }
        try {
          el.onEndTag(() => {
            flushText()
            closeUpTo(entry)
          })
        } catch {
          // Void elements (`br`, `img`, `meta`) have no end tag and no content: nothing to close or drop.
          return
        }
        open.push(entry)
        if (drop) dropping++
      },
    })
    // Document handlers see all text and comments, including those outside any element. Comments never survive.
    .onDocument({
      text(chunk) {
        text += chunk.text
        if (chunk.lastInTextNode) flushText()
      },
    })
  // The rewriter's own output is read only to drive it; it is never returned.
  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).arrayBuffer()
  flushText()
  // Elements still open at the end are closed, so nothing the editor opened leaks into the page around it.
  if (open[0]) closeUpTo(open[0])
  return out.join('')
}

// The same few editor strings (action bars) arrive on every request: keep their sanitised form per isolate.
const sanitised = new Map<string, string>()
const SANITISED_ENTRIES = 200

/** Sanitised HTML for an untrusted fragment; links inside it follow the site's link policy (src/domain/links.ts). */
export async function sanitizeHtml(html: string, links: LinkContext): Promise<string> {
  if (!/[<>&]/.test(html)) return html
  const key = [links.basePath, links.trailingSlash, [...links.internalHosts].join(','), html].join('\n')
  const known = sanitised.get(key)
  if (known !== undefined) return known
  const clean = await rewrite(html, links)
  if (sanitised.size >= SANITISED_ENTRIES) sanitised.delete(sanitised.keys().next().value as string)
  sanitised.set(key, clean)
  return clean
}
