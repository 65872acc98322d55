// SPEC §2 in-page links that glide and the SPEC §9 console greeting (page-extras.ts): extras nobody needs at first
// paint, loaded when the main thread is idle (until then an in-page link jumps, still stopping below the header by CSS).
import { loadChunk } from './chunk-load'

export function loadPageExtrasWhenIdle(): void {
  ;(window.requestIdleCallback ?? setTimeout)(() => void loadChunk('page extras', () => import('./page-extras')).catch(() => undefined))
}
