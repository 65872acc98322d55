// The one list of what this isolate keeps in memory between requests: each module that holds such state registers
// how to forget it, so a test starts a cold isolate with one call instead of a hand-kept list that misses a module.
// Production never forgets (an isolate's memory ends with the isolate); a module not yet loaded holds nothing.
//
// The rule all of it rests on: what a cache hands out is shared by every request of the isolate, so nobody changes it,
// nor changes a copy that shares its insides. A cached story (and the page index, and what is parsed or built from
// them: a layout view, a page's head) is the same object on every request until a publish brings a new one, which is
// what lets the memos keyed by such an object (`WeakMap`s: 'memos') do their work once: a parse, a head's key, a
// shell's version, the blocks that load data. Development and the tests enforce it: a story is deep-frozen where it
// enters the story cache (`frozenInDevelopment`), so a write to it throws there instead of leaking into other pages.

/** Every kind of memory the Worker keeps between requests, each held by one module. */
export type IsolateMemory =
  | 'pages'
  | 'page indexes'
  | 'space versions'
  | 'stories'
  | 'Storyblok clients'
  | 'shells'
  | 'heads'
  | 'islands'
  | 'flag definitions'
  | 'messages'
  | 'warm-up'
  | 'memos'

const holders = new Map<IsolateMemory, (() => void)[]>()

/**
 * Registers how a module forgets what it holds in isolate memory: once per holder (at the module's top level, or where
 * a cache is made; several holders may share a kind), and only in builds
 * with stand-ins (`if (__STAND_INS__)`: development, the tests, the benchmark), so production's and preview's bundles,
 * which never forget, carry none of it.
 */
export function holdsIsolateMemory(name: IsolateMemory, forget: () => void): void {
  holders.set(name, [...(holders.get(name) ?? []), forget])
}

/** The kinds of memory the loaded modules registered (tests). */
export function isolateMemoryNames(): IsolateMemory[] {
  return [...holders.keys()]
}

/**
 * Forgets what the loaded modules hold in isolate memory: everything (tests: a cold start of the isolate), or only the
 * named kinds (a test of one cache that keeps the others warm).
 */
export function forgetIsolateMemory(...only: IsolateMemory[]): void {
  for (const [name, forgets] of holders) if (only.length === 0 || only.includes(name)) for (const forget of forgets) forget()
}

/**
 * The value, deep-frozen in builds with stand-ins (development, the tests, the benchmark): a write to shared state then
 * throws where it happens. Call it as `if (__STAND_INS__) frozenInDevelopment(value)`, so production carries none of it.
 */
export function frozenInDevelopment<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) frozenInDevelopment(inner)
  }
  return value
}
