// Types of scripts/ops/preflight.mjs for the TypeScript that imports it (the test config and the workerd tests).
export interface Route {
  pattern: string
  custom_domain?: boolean
  zone_name?: string
}
export interface WorkerFacts {
  name: string
  vars: Record<string, string>
  define: Record<string, string>
  routes: Route[]
  workersDev: boolean | undefined
  kv: { binding: string; id?: string }[]
  d1: { binding: string; database_id?: string; migrations_dir?: string }[]
  services: { binding: string; service: string }[]
  durableObjects: { name: string; class_name: string }[]
  queues: { producers: { binding: string; queue: string }[]; consumers: { queue: string; dead_letter_queue?: string }[] }
  sendEmail: { name: string }[]
}
export interface SiteEntry {
  brand: 'cards' | 'poster'
  country: string
  preview: boolean
  host: string
}
export interface WorkerModules {
  buildHostTable(brandHosts: never, previewPrefix: string, aliases: readonly string[]): ReadonlyMap<string, SiteEntry>
  getConfig(env: object): unknown
  mailSenders(raw: string): unknown
}
export declare const SITE_VARS: string[]
export declare const DEPLOYED: string[]
export declare function workerFacts(config: unknown): WorkerFacts
export declare function routeHost(route: Route): string | undefined
export declare function siteRoutes(
  env: string | undefined,
  hostTable: ReadonlyMap<string, SiteEntry>,
): { host: string; brand: SiteEntry['brand']; country: string }[]
export declare function storefrontHostTable(
  env: string | undefined,
  vars: Record<string, string>,
  worker: WorkerModules,
): ReadonlyMap<string, SiteEntry>
export declare function routesToml(hosts: readonly string[]): string
export declare function withRoutes(text: string, env: string, hosts: readonly string[]): string
export declare function preflight(input: {
  env: string | undefined
  storefront: WorkerFacts
  api: WorkerFacts
  worker: WorkerModules
  listSecrets(env: string, config: string): Promise<Set<string>>
}): Promise<{ ok: string[]; problems: string[] }>
