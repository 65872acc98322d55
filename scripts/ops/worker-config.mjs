// Both Workers' configurations as the preflight reads them, and the Worker's own site table and config parser bundled
// for Node (`npm run doctor`, `npm run routes`): the scripts resolve sites exactly as the Worker does.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { unstable_readConfig } from 'wrangler'
import { workerFacts } from './preflight.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** src/domain/site.ts's buildHostTable and src/config.ts's getConfig. */
export async function workerModules() {
  const result = await build({
    stdin: {
      contents: "export { buildHostTable } from './src/domain/site.ts'\nexport { getConfig, mailSenders } from './src/config.ts'\n",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'warning',
  })
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`)
}

/** Both Workers' configurations for `env` (undefined: development). */
export function readWorkers(env) {
  const read = (file) => workerFacts(unstable_readConfig({ config: `${root}/${file}`, env }, { hideWarnings: true }))
  return { storefront: read('wrangler.toml'), api: read('wrangler.api.toml') }
}

/** wrangler.toml's text, and a writer for it. */
export const storefrontToml = {
  read: () => readFileSync(`${root}/wrangler.toml`, 'utf8'),
  write: (text) => writeFileSync(`${root}/wrangler.toml`, text),
}
