// Allowlist sanitiser for HTML written in the CMS (action bar text and other inline rich fields), on the runtime's own HTMLRewriter.
// Only inline formatting and safe links survive; anything else is unwrapped or, for active content, dropped with its children.

const KEEP = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'br', 'span', 'p', 'mark'])
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'svg', 'math',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'title', 'head', 'video', 'audio',
  'img', 'picture', 'source', 'canvas', 'dialog', 'portal', 'xmp', 'plaintext', 'noembed', 'noframes',
])
const ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'target', 'rel', 'title', 'class']),
}
const GLOBAL_ATTRIBUTES = new Set(['class'])

// Absolute http(s), mail and phone links, site-relative paths, anchors and queries. No `//host`, no other schemes.
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()/-]+|\/(?!\/)[^\s]*|#[^\s]*|\?[^\s]*)$/i

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim()) && !/[\u0000-\u001f\u007f\\]/.test(href)
}

// The same few editor strings (action bars) arrive on every request: keep their sanitised form per isolate.
const sanitised = new Map<string, string>()
const SANITISED_ENTRIES = 200

/** Sanitised HTML for an untrusted fragment. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!/[<>&]/.test(html)) return html
  const known = sanitised.get(html)
  if (known !== undefined) return known
  const clean = await rewrite(html)
  if (sanitised.size >= SANITISED_ENTRIES) sanitised.delete(sanitised.keys().next().value as string)
  sanitised.set(html, clean)
  return clean
}

function rewrite(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(el) {
        const tag = el.tagName.toLowerCase()
        if (DROP_WITH_CONTENT.has(tag)) {
          el.remove()
          return
        }
        if (!KEEP.has(tag)) {
          el.removeAndKeepContent()
          return
        }
        const allowed = ATTRIBUTES[tag] ?? GLOBAL_ATTRIBUTES
        const names = [...el.attributes].map(([name]) => name ?? '')
        for (const name of names) if (!allowed.has(name.toLowerCase())) el.removeAttribute(name)
        if (tag === 'a') {
          const href = el.getAttribute('href')
          if (href !== null && !isSafeHref(href)) el.removeAttribute('href')
          const target = el.getAttribute('target')
          if (target !== null && target !== '_blank' && target !== '_self') el.removeAttribute('target')
          if (target === '_blank') el.setAttribute('rel', 'noopener noreferrer')
        }
      },
    })
    // Document handlers see all text and comments, including those outside any element.
    .onDocument({
      comments(comment) {
        comment.remove()
      },
      // A stray `<` left in text must not join with what follows a removed element into a new tag.
      text(chunk) {
        if (/[<>]/.test(chunk.text)) chunk.replace(chunk.text.replace(/</g, '&lt;').replace(/>/g, '&gt;'), { html: true })
      },
    })
  const output = rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }))
  return output.text()
}
