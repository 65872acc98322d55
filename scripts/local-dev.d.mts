// Types of scripts/local-dev.mjs for the TypeScript that imports it (the browser tests' global set-up).
export declare function freePort(): Promise<number>
export declare function devWorkersArgs(options: { port: number; persist: string }): string[]
export declare function startLocalShop(options: { root: string; prefix?: string }): Promise<{ port: number; stop: () => void }>
