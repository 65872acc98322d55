// Types of scripts/ops/required-secrets.mjs for the TypeScript that imports it (the test config).
type Secrets = Record<string, Record<string, string>>
export declare const REQUIRED_SECRETS: Secrets
export declare const API_SECRETS: Secrets
export declare const WORKERS: { label: string; config: string; secrets: Secrets }[]
export declare function listedSecrets(env: string, config?: string): Promise<Set<string>>
