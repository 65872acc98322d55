// Types of scripts/dev-secrets.mjs for the TypeScript that imports it (the test config and the browser tests' set-up).
export declare const DEV_SECRET_NAMES: string[]
export declare function parseDevVars(text: string): Record<string, string>
export declare function devSecrets(root?: string): Record<string, string>
export declare function devSecret(name: string, root?: string): string | undefined
