// Types of scripts/island-registry.mjs for the TypeScript that imports it (the vitest config).
export declare const VIEWS_DIR: string
export declare const CLIENT_DIR: string
export declare const REGISTRY: string
export declare function islandViewNames(root?: string): string[]
export declare function islandClientFiles(root?: string): string[]
export declare function registrySource(names: readonly string[]): string
export declare function writeRegistry(root?: string): boolean
