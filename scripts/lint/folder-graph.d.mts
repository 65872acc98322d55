// Types of scripts/lint/folder-graph.mjs for the TypeScript that imports it (the vitest config).
export declare const ALLOWED_CIRCLE: RegExp
export declare function folderOf(file: string): string
export declare function importGraph(): { all: Map<string, string[]>; runtime: Map<string, string[]> }
export declare function mutualFolderEdges(graph: Map<string, string[]>): string[]
export declare function fileCircles(graph: Map<string, string[]>): string[][]
export declare const STOREFRONT_ONLY: string[]
export declare function apiReachesStorefront(graph: Map<string, string[]>): string[]
