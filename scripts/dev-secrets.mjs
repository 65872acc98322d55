// The development values of the Workers' secrets: generated once per checkout into .dev.vars (git-ignored), where
// `wrangler dev` reads them for both Workers. No secret value is committed, so no config file can deploy one.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Every secret a local `wrangler dev` needs, for either Worker (scripts/ops/required-secrets.mjs lists the deployed ones). */
export const DEV_SECRET_NAMES = ['STORYBLOK_WEBHOOK_SECRET', 'OPS_TOKEN', 'OUTBOX_KEY', 'AUTH_LOG_KEY']

/** .dev.vars as `wrangler dev` reads it: KEY=value lines, `#` comments, optional double quotes. */
export function parseDevVars(text) {
  const values = {}
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*"?([^"\n]*)"?\s*$/.exec(line)
    if (match) values[match[1]] = match[2]
  }
  return values
}

/** The development secrets in `root`/.dev.vars; when the file is missing or lacks one, it is (re)written with new ones. */
export function devSecrets(root = ROOT) {
  const file = join(root, '.dev.vars')
  const present = existsSync(file) ? parseDevVars(readFileSync(file, 'utf8')) : {}
  const missing = DEV_SECRET_NAMES.filter((name) => !present[name])
  if (!missing.length) return present
  const values = { ...present }
  for (const name of missing) values[name] = randomBytes(24).toString('base64url')
  const lines = Object.entries(values).map(([name, value]) => `${name}="${value}"`)
  writeFileSync(file, `# Development secrets of this checkout (scripts/dev-secrets.mjs); never deployed.\n${lines.join('\n')}\n`, {
    mode: 0o600,
  })
  return values
}

/** One development secret for an operator script: the shell's value first, else this checkout's .dev.vars. */
export function devSecret(name, root = ROOT) {
  return process.env[name] ?? devSecrets(root)[name]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) devSecrets()
