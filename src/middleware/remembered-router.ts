// The app's router: Hono's smallest (PatternRouter), which tries each of the app's some 130 routes in turn on every
// request, with its answers remembered per method and path. A route table is fixed once the app is built, so a path's
// matches never change; Hono only reads a match. Bounded, since paths come from anyone: a burst of new paths costs
// only their own first match.
import type { Result, Router } from 'hono/router'
import { PatternRouter } from 'hono/router/pattern-router'
import { BoundedMemo } from '../domain/bounded-memo'

/** Paths remembered per isolate: the pages a data centre serves most, many times over. */
const REMEMBERED_PATHS = 512

export class RememberedRouter<T> implements Router<T> {
  readonly name = 'RememberedRouter'
  readonly #router = new PatternRouter<T>()
  readonly #matches = new BoundedMemo<Result<T>>(REMEMBERED_PATHS)
  #sealed = false

  add(method: string, path: string, handler: T): void {
    // A route added after the first match would make remembered matches wrong: the app is built before it answers.
    if (this.#sealed) throw new Error(`route ${method} ${path} added after the router first answered`)
    this.#router.add(method, path, handler)
  }

  match(method: string, path: string): Result<T> {
    this.#sealed = true
    return this.#matches.get(`${method} ${path}`, () => this.#router.match(method, path))
  }
}
