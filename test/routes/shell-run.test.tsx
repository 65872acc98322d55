// A stored run of the layout (src/views/layout/shell-part.tsx): collected once with its holes marked, then written as
// markers around the holes React renders per page, and spliced back (src/respond/shell-splice.ts) into exactly what
// React renders of the whole run.
import type { ReactElement, ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderStream } from '../../src/respond/render-stream'
import { ShellSplice } from '../../src/respond/shell-splice'
import {
  collectParts,
  collectRuns,
  ShellPart,
  ShellPartsProvider,
  ShellRun,
  ShellSplicingProvider,
  type ShellHoles,
  type ShellHtml,
} from '../../src/views/layout/shell-part'
import { NonceContext } from '../../src/views/nonce'

const NONCE = 'AbCdEfGhIjKlMnOpQrStUv=='
const STAND_IN = 'shellstandin'

async function html(element: ReactElement): Promise<string> {
  const stream = await renderStream(element, { onError: (error) => expect.unreachable(String(error)) })
  await stream.allReady
  return new Response(stream).text()
}

/** Renders nothing: a hole whose element turns out empty (a language switcher on a one-language site). */
function Nothing() {
  return null
}

/** A header-like run: a stored part inside, text, and three holes. */
function Header({ holes }: { holes: ShellHoles }) {
  return (
    <ShellRun name="header" holes={holes}>
      {(hole: (name: string) => ReactNode) => (
        <header className="header">
          <ShellPart name="shops" element={<nav className="shops" />}>
            {() => <a href="/poster">Poster</a>}
          </ShellPart>
          {hole('languages')}
          <p>
            Hotline <b>030</b>
          </p>
          <ul>
            <li>Magazin</li>
            {hole('account')}
            {hole('cart')}
          </ul>
        </header>
      )}
    </ShellRun>
  )
}

const PAGE_HOLES: ShellHoles = {
  languages: <Nothing />,
  account: <li className="account">Konto</li>,
  cart: (
    <li className="cart">
      Warenkorb <span>2</span>
    </li>
  ),
}

/** The run's stored shell, as the shell cache keeps it: collected with a stand-in nonce, split where it stood. */
async function storedShell(): Promise<ShellHtml> {
  const collected = await html(
    <NonceContext.Provider value={STAND_IN}>
      <ShellPartsProvider value="collect">
        <body>
          <Header holes={{ languages: null, account: null, cart: null }} />
        </body>
      </ShellPartsProvider>
    </NonceContext.Provider>,
  )
  const runs = collectRuns(collected)
  return {
    parts: new Map([...collectParts(collected)].map(([name, inner]) => [name, inner.split(STAND_IN)])),
    runs: new Map([...runs].map(([name, run]) => [name, { holes: run.holes, segments: run.segments.map((text) => text.split(STAND_IN)) }])),
  }
}

async function spliced(shell: ShellHtml, holes: ShellHoles): Promise<{ marked: string; out: string }> {
  const splice = new ShellSplice(NONCE)
  const stream = await renderStream(
    <NonceContext.Provider value={NONCE}>
      <ShellSplicingProvider value={splice}>
        <ShellPartsProvider value={shell}>
          <body>
            <Header holes={holes} />
          </body>
        </ShellPartsProvider>
      </ShellSplicingProvider>
    </NonceContext.Provider>,
    { onError: (error) => expect.unreachable(String(error)) },
  )
  await stream.allReady
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer())
  return { marked: new TextDecoder().decode(bytes), out: new TextDecoder().decode(splice.apply(bytes)) }
}

const full = (holes: ShellHoles) =>
  html(
    <NonceContext.Provider value={NONCE}>
      <body>
        <Header holes={holes} />
      </body>
    </NonceContext.Provider>,
  )

describe('a stored run', () => {
  it('is collected whole, with the parts inside it in place and its holes in order', async () => {
    const shell = await storedShell()
    expect(shell.parts.size).toBe(0)
    const run = shell.runs.get('header')
    expect(run?.holes).toEqual(['languages', 'account', 'cart'])
    expect(run?.segments.map((pieces) => pieces.join('|'))).toEqual([
      '<header class="header"><nav class="shops"><a href="/poster">Poster</a></nav>',
      '<p>Hotline <b>030</b></p><ul><li>Magazin</li>',
      '',
      '</ul></header>',
    ])
  })

  it('renders only its holes where the renderer splices, and gives back what React renders of it whole', async () => {
    const { marked, out } = await spliced(await storedShell(), PAGE_HOLES)
    expect(marked).not.toContain('header')
    expect(marked).toContain('<li class="account">Konto</li><li class="cart">')
    // The languages hole came out empty: React separated the two markers around it, and the splice drops that.
    expect(marked).toContain('<!-- -->')
    expect(out).not.toContain('<!-- -->')
    expect(out).toBe(await full(PAGE_HOLES))
  })

  it('leaves no trace of a hole that is left empty', async () => {
    const holes = { ...PAGE_HOLES, account: null }
    const { out } = await spliced(await storedShell(), holes)
    expect(out).toBe(await full(holes))
    expect(out).not.toContain('account')
  })

  it('renders its contents when the page fills a hole the stored run does not have', async () => {
    const holes = { ...PAGE_HOLES, banner: <aside>Sale</aside> } as ShellHoles
    const { marked, out } = await spliced(await storedShell(), holes)
    expect(marked).toContain('<header class="header">')
    expect(out).toBe(await full(holes))
  })

  it('renders its contents where nothing is stored', async () => {
    const { marked, out } = await spliced({ parts: new Map(), runs: new Map() }, PAGE_HOLES)
    expect(marked).toBe(out)
    expect(out).toBe(await full(PAGE_HOLES))
  })
})
