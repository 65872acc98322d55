// Hydration entry: finds island markers and hydrates each with the component of its island file and its JSON props.
// Loaded as an async module script, so it never blocks parsing or the first paint.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { chunkFailed } from './lib/chunk-load'
import { openDialogsFromLinks } from './lib/dialog-links'
import { placedByServer } from './lib/island-trust'
import { loadPageExtrasWhenIdle } from './lib/load-page-extras'
import { keepScrollOnQueryChange, restoreKeptScroll } from './lib/keep-scroll'
import { reportErrors } from './lib/report-errors'

// Renders the island unchanged and reports once its effects ran (a parent's effects run after its children's).
function Live({ children, onLive }: { children?: ReactNode; onLive: () => void }) {
  useEffect(onLive, [onLive])
  return children
}

/**
 * The island's module, found by file name: esbuild bundles every client/islands/*.tsx as a chunk of its own, loaded
 * only by a page that has that island. A name with no file (a page cached before its island was removed) is no island:
 * esbuild's lookup throws at once, and the marker stays server HTML.
 */
function islandModule(name: string): Promise<{ default: ComponentType<never> }> | undefined {
  try {
    return import(`./islands/${name}.tsx`) as Promise<{ default: ComponentType<never> }>
  } catch {
    return undefined
  }
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const module = islandModule(element.dataset.island ?? '')
  if (!module) return
  const props = JSON.parse(element.dataset.props ?? '{}') as never
  const { default: Component } = await module
  await new Promise<void>((live) => {
    hydrateRoot(element, createElement(Live, { onLive: live }, createElement(Component, props)), {
      onRecoverableError: (error) => console.warn('island hydration recovered', element.dataset.island, error),
    })
  })
  // The marker is outside React's tree; tests and tooling read it to know the island is live (its effects ran).
  element.dataset.hydrated = 'true'
}

const started = new WeakMap<HTMLElement, Promise<void>>()

/** Hydrates the island once; every caller gets the same promise, settled once it is live. */
function start(element: HTMLElement): Promise<void> {
  let live = started.get(element)
  if (!live) {
    live = hydrateIsland(element).catch((error: unknown) => chunkFailed(`island ${element.dataset.island ?? ''} hydration`, error))
    started.set(element, live)
  }
  return live
}

// "interaction": the first pointer, touch, focus or change inside the island's container loads it; a click in the
// container that comes before the island is live is held back and replayed once it is (so the island decides what it
// does), and so is a choice in a select, a radio or a checkbox, which hydration sets back to the island's state, and a
// value typed into a field.
function onInteraction(element: HTMLElement, box: HTMLElement): void {
  let held: Element | null = null
  let pointerType = ''
  const hold = (event: Event) => {
    if (element.dataset.hydrated) return box.removeEventListener('click', hold, true)
    event.preventDefault()
    event.stopPropagation()
    held = event.target as Element
    pointerType = (event as PointerEvent).pointerType
  }
  const go = () => {
    for (const type of ['pointerover', 'focusin', 'touchstart']) box.removeEventListener(type, go)
    // The replay keeps the pointer type: a first tap on a touch screen stays a tap.
    void start(element).then(() =>
      held?.dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, pointerType })),
    )
  }
  for (const type of ['pointerover', 'focusin', 'touchstart']) box.addEventListener(type, go, { passive: true })
  box.addEventListener('click', hold, true)
  // React learns a typed value from an `input` event when the field's value differs from the one it last saw: so the
  // field is set back to the server's value through the element (which React watches), to the typed one through the
  // prototype's setter (which it does not), and the event follows.
  box.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement
    const { value } = field
    if (!element.dataset.hydrated && field.tagName !== 'SELECT' && !/radio|checkbox/.test(field.type))
      void start(element).then(() => {
        field.value = field.defaultValue
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      })
  })
  box.addEventListener('change', (event) => {
    const field = event.target as HTMLInputElement
    const { value, checked } = field
    // Made again once the island is live, whatever its first renders did to the field: the island learns the choice.
    if (!element.dataset.hydrated)
      void start(element).then(() => {
        if (field.type === 'radio' || field.type === 'checkbox') {
          field.checked = !checked
          field.click()
        } else {
          field.value = value
          field.dispatchEvent(new Event('change', { bubbles: true }))
        }
      })
  })
}

// `data-hydrate` (src/views/island.tsx): "idle" waits for an idle main thread; "visible" until the island's container
// nears the viewport (the marker itself is `display: contents`, so it has no box to observe); "scroll" at the page's
// first scroll (what only matters once the shopper scrolls, like back-to-top); "interaction" see above;
// "manual" until an `island:wake` event names it (the dialog store wakes the dialog host).
// Only markers the server placed in this response (their nonce is the page's): a `data-island` that came in with
// content is HTML, never a component with props of its author's choosing.
// This async script may run while the page is still streaming in (a part that waited for the shop API comes later):
// the islands here now are wired at once, the ones that arrive later once the whole document has been parsed.
const wired = new WeakSet<HTMLElement>()

function wireIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (wired.has(element) || !placedByServer(element)) continue
    wired.add(element)
    wire(element)
  }
}

function wire(element: HTMLElement): void {
  const when = element.dataset.hydrate
  const box = element.parentElement ?? document.body
  if (when === 'idle') (window.requestIdleCallback ?? setTimeout)(() => void start(element))
  else if (when === 'interaction') onInteraction(element, box)
  else if (when === 'scroll') addEventListener('scroll', () => void start(element), { once: true, passive: true })
  else if (when === 'manual')
    document.addEventListener('island:wake', (event) => (event as CustomEvent).detail === element.dataset.island && void start(element))
  else if (when === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void start(element)
      },
      { rootMargin: '300px' },
    )
    observer.observe(box)
  } else void start(element)
}

wireIslands()
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wireIslands, { once: true })

// What a page with islands gets besides them, each from its own module: dialogs opened by links, reports of uncaught
// errors to the shop's own log endpoint (never with logging=0) and, when the main thread is idle, the page extras.
restoreKeptScroll()
openDialogsFromLinks()
// After the dialog links: a `?customer=login` link opens its dialog, which cancels the navigation this would keep.
keepScrollOnQueryChange()
reportErrors()
loadPageExtrasWhenIdle()
