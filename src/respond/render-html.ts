// A render's whole HTML as one string (every Suspense boundary resolved): the stored head, islands and shell parts and
// the visual editor's fragments all come from here. Rejects with the render's first error, so a failed render is never
// mistaken for its (incomplete) bytes.
import { createElement, type ReactElement } from 'react'
import { NonceContext } from '../views/nonce'
import { renderStream, renderWhole } from './render-stream'

export async function renderHtml(element: ReactElement, nonce?: string): Promise<string> {
  // At once when nothing suspends or fails (the same bytes as the stream's); else the stream waits and reports.
  const whole = renderWhole(element)
  if (whole !== undefined) return whole
  const failed: unknown[] = []
  const stream = await renderStream(element, { nonce, onError: (error: unknown) => void failed.push(error) })
  await stream.allReady
  const html = await new Response(stream).text()
  if (failed.length > 0) throw failed[0]
  return html
}

/** A render's HTML, and how to cut any piece of it where the response's nonce stands. */
export interface NonceFreeHtml {
  html: string
  split(html: string): string[]
}

/**
 * HTML kept for other responses: island markers carry the response's nonce, so the element is rendered with a random
 * stand-in that never leaves this isolate (no content can contain it), cut there, and each page joins the pieces with
 * its own nonce.
 */
export async function renderNonceFree(element: ReactElement): Promise<NonceFreeHtml> {
  const standIn = `nonce${crypto.randomUUID().replaceAll('-', '')}`
  const html = await renderHtml(createElement(NonceContext.Provider, { value: standIn }, element))
  return { html, split: (piece) => piece.split(standIn) }
}
