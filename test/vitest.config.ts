// Two projects: `workers` runs domain, content and route tests inside workerd (real KV and D1 via Miniflare);
// `e2e` drives Debian's Chromium against `wrangler dev`.
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}/src/api/migrations`)
  return {
    root,
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              main: './src/index.ts',
              wrangler: { configPath: './wrangler.toml' },
              // The page cache would answer repeated requests before the code under test runs; its own tests turn it on.
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'test', PAGE_CACHE_SECONDS: '0' } },
            }),
          ],
          test: {
            name: 'workers',
            include: ['test/{domain,content,routes,api,shop}/**/*.test.{ts,tsx}'],
            setupFiles: ['./test/setup/apply-migrations.ts'],
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['test/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./test/e2e/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 90_000,
            // Islands load their chunk on first use; on a busy 2-core CI box that can take longer than the default 1 s.
            expect: { poll: { timeout: 5_000 } },
            // One wrangler dev and one Chromium for the whole run.
            fileParallelism: false,
          },
        },
      ],
    },
  }
})
