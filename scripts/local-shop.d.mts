// Types of scripts/local-shop.mjs for the TypeScript that imports it (the browser tests' global set-up).
export interface LocalShop {
  /** The port on 127.0.0.1 every host is answered on (cards.de.localhost:PORT, …). */
  port: number
  /** The temporary folder of its KV, D1, Durable Objects and cache (`<persist>/v3/…`, as `wrangler dev --persist-to`). */
  persist: string
  /** Runs one SQL statement on the shop's D1; answers its rows. */
  runSql(sql: string): Promise<Record<string, unknown>[]>
  /** The Workers' latest log lines. */
  logs(): string
  /** Stops both Workers and removes the folder. */
  stop(): Promise<void>
}

export declare function startLocalShop(options?: {
  root?: string
  prefix?: string
  port?: number
  addStories?: Partial<Record<'cards' | 'poster', unknown[]>>
  /** The libraries' builds (React's): `production` as `npm run deploy` bundles; this process's NODE_ENV or development by default. */
  nodeEnv?: string
}): Promise<LocalShop>
