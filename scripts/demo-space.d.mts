// Types of scripts/demo-space.mjs for the TypeScript that imports it (the vitest config).
/** One brand's space (src/content/demo/space.ts `demoSpaceSchema`, which checks it when the Worker reads it). */
interface DemoSpaceDocument {
  cv?: number
  stories: { full_slug: string; uuid?: string; name: string; content?: Record<string, unknown>; draft?: Record<string, unknown> }[]
}

export declare const ROOT: string
export declare const BRANDS: readonly ['cards', 'poster']
export declare function buildDemoSpaces(cv?: number): Promise<Record<'cards' | 'poster', DemoSpaceDocument>>
export declare function demoSpaceEntries(
  spaces: Record<string, DemoSpaceDocument>,
): Promise<{ entries: { key: string; value: string }[]; staleCacheKeys: string[] }>
