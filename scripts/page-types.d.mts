// Types of scripts/page-types.mjs for the TypeScript that imports it (the browser sweeps, the React development sweep).
export declare const PAGE_TYPES: readonly (readonly [host: string, path: string])[]
