// Types of scripts/cms-components.mjs for the TypeScript that imports it (the vitest config).
export declare function componentsFolder(space: string, path?: string): string
export declare function writeComponents(options: {
  space: string
  path?: string
}): Promise<{ file: string; folder: string; components: { name: string; is_root: boolean }[]; others: string[]; cli: string }>
