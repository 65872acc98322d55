// The environment the test runners start vitest with (`npm test`, `npm run test:dates`): no Cloudflare network lookups,
// and temporary files in memory where the machine has a memory file system. Miniflare's storage for every workerd test
// file, the local shop's KV and D1, and Chromium's profile are written and synced many thousand times a run: on this
// machine's disk the suite spent much of its time waiting on those writes.
import { accessSync, constants } from 'node:fs'

const MEMORY = '/dev/shm'

function writable(folder) {
  try {
    accessSync(folder, constants.W_OK)
    return true
  } catch {
    return false
  }
}

/** `process.env` with the test runners' settings added; a TMPDIR the caller set is kept. */
export function testEnv(extra = {}) {
  const memory = !process.env.TMPDIR && writable(MEMORY) ? { TMPDIR: MEMORY } : {}
  return { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...memory, ...extra }
}
