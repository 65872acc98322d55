// A render's whole HTML as one string: what the head, island and shell caches store and the visual editor's fragments
// answer. Complete (every boundary resolved), and never a failed render's bytes.
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { renderFragment } from '../../src/respond/render-page'
import { renderHtml, renderNonceFree } from '../../src/respond/render-html'
import { useNonce } from '../../src/views/nonce'
import { expectErrorLog } from '../setup/quiet-console'

function Later({ text }: { text: Promise<string> }) {
  return <b>{use(text)}</b>
}

function Broken(): never {
  throw new Error('broken block')
}

function Marker() {
  return <i data-nonce={useNonce()}>marked</i>
}

describe('renderHtml', () => {
  it('answers the whole HTML once every Suspense boundary has resolved', async () => {
    const html = await renderHtml(
      <Suspense fallback={<span>loading</span>}>
        <Later text={new Promise((resolve) => setTimeout(() => resolve('later'), 1))} />
      </Suspense>,
    )
    expect(html).toContain('<b>later</b>')
    expect(html).not.toContain('loading')
  })

  it("rejects with the render's first error, even where a boundary caught it", async () => {
    const render = renderHtml(
      <Suspense fallback={<span>fallback</span>}>
        <Broken />
      </Suspense>,
    )
    await expect(render).rejects.toThrow('broken block')
  })

  it('renders with a stand-in nonce and cuts the HTML where it stands', async () => {
    const { html, split } = await renderNonceFree(<Marker />)
    const pieces = split(html)
    expect(pieces).toEqual(['<i data-nonce="', '">marked</i>'])
    expect(pieces.join('n0nce')).toBe('<i data-nonce="n0nce">marked</i>')
  })
})

describe('renderFragment', () => {
  it("answers the fragment's HTML with the response's nonce", async () => {
    expect(await renderFragment({ nonce: 'abc', path: '/x' }, <Marker />)).toBe('<i data-nonce="abc">marked</i>')
  })

  it('answers undefined for a failed render and logs it', async () => {
    expectErrorLog('hybrid-ssr-error')
    expect(await renderFragment({ nonce: 'abc', path: '/x' }, <Broken />)).toBeUndefined()
  })
})
