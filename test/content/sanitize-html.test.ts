import { describe, expect, it } from 'vitest'
import { isSafeHref, sanitizeHtml } from '../../src/content/sanitize-html'

describe('sanitizeHtml', () => {
  it.each([
    ['<strong>Winter-Sale:</strong> 20 % mit <b>CODE</b>', '<strong>Winter-Sale:</strong> 20 % mit <b>CODE</b>'],
    ['plain text & more', 'plain text & more'],
    ['<em>x</em><br><small>y</small>', '<em>x</em><br><small>y</small>'],
    ['<a href="/fotokalender">Kalender</a>', '<a href="/fotokalender">Kalender</a>'],
    ['<a href="https://example.org" target="_blank">x</a>', '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>'],
  ])('keeps inline formatting and safe links: %s', async (input, output) => {
    expect(await sanitizeHtml(input)).toBe(output)
  })

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<img src=x onerror="alert(1)">ok', 'ok'],
    ['<b onclick="alert(1)" style="x">bold</b>', '<b>bold</b>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<div><p>para</p></div>', '<p>para</p>'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<!-- comment -->ok', 'ok'],
    ['<form action="https://evil.example"><button>x</button></form>ok', 'ok'],
    ['<<script></script>img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
  ])('neutralises %s', async (input, output) => {
    expect(await sanitizeHtml(input)).toBe(output)
  })

  it('never lets an element with an event handler or a script through', async () => {
    const vectors = [
      '<details open ontoggle=alert(1)>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<a href="  javascript:alert(1)">x</a>',
      '<p/onmouseover=alert(1)>x',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ]
    for (const vector of vectors) {
      const output = await sanitizeHtml(vector)
      expect(output).not.toMatch(/<[a-z][^>]*\son\w+\s*=/i)
      expect(output).not.toMatch(/<(script|img|iframe|svg|math|details|style)/i)
      expect(output).not.toMatch(/href="\s*javascript:/i)
    }
  })
})

describe('isSafeHref', () => {
  it.each([
    ['https://example.org', true],
    ['/path?x=1', true],
    ['#top', true],
    ['mailto:a@b.c', true],
    ['tel:+49 30 123', true],
    ['javascript:alert(1)', false],
    ['vbscript:x', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['relative/path', false],
  ])('%s -> %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe)
  })
})
