// A shopper who leaves while a page still streams stops its render: the runtime cancels the response's stream, the
// cancel reaches React through the stored parts' splice, and React drops the work still waiting (the page is then
// never one to keep). The renderer hands React no abort signal of its own: this is how a render ends early.
import { describe, expect, it } from 'vitest'
import type { PageReply, PageScope } from '../../src/loaders/scope'
import { drawNonce } from '../../src/middleware/security-headers'
import { renderPage } from '../../src/respond/render-page'
import { expectErrorLog } from '../setup/quiet-console'
import { heldThemePage } from './held-theme-page'

describe('a streamed page whose shopper leaves', () => {
  it('stops rendering what was still waiting, and the page is marked as not to keep', async () => {
    // The related themes come from the shop after the page's own content: held back until the shopper has left.
    const { scope, element, release, settle } = await heldThemePage()
    const events: string[] = []
    const reply: PageReply = {
      send: (body, status, headers) => {
        events.push(body instanceof Uint8Array ? 'bytes' : 'stream')
        return new Response(body, { status, headers })
      },
      failed: () => events.push('failed'),
    }
    const request = Object.create(scope, { nonce: { value: drawNonce() }, reply: { value: reply } }) as PageScope
    const response = await renderPage(request, element, 200)
    expect(events).toEqual(['stream'])
    const reader = response.body!.getReader()
    const shell = new TextDecoder().decode((await reader.read()).value)
    expect(shell).toContain('<!DOCTYPE html>')
    expect(shell).not.toContain('class="related-themes"')

    // React reports the abandoned boundary, and the render is marked failed (never kept in the page cache).
    expectErrorLog('hybrid-ssr-error')
    await reader.cancel('the shopper left')
    // The cancel travels back through the splice's pipe to React's own stream over a few turns of the event loop.
    await expect.poll(() => events).toEqual(['stream', 'failed'])
    release()
    await settle()
    expect(events).toEqual(['stream', 'failed'])
  })
})
