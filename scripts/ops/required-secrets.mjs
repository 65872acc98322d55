// Which secrets each deployed environment needs, and why: the one list `npm run secrets` and `npm run doctor` read.
export const REQUIRED_SECRETS = {
  production: {
    STORYBLOK_TOKEN_CARDS: 'Storyblok public token of the cards space (published content)',
    STORYBLOK_TOKEN_POSTER: 'Storyblok public token of the poster space (published content)',
    STORYBLOK_WEBHOOK_SECRET: 'secret of the Storyblok publish webhook (Settings > Webhooks)',
    OPS_TOKEN: "operators' bearer token for the details of /_health (at least 16 random characters)",
    OUTBOX_KEY: 'seals the links of outbox mails (at least 32 random characters; without it mails are stored without their link)',
  },
  preview: {
    STORYBLOK_TOKEN_CARDS: 'Storyblok public token of the cards space',
    STORYBLOK_TOKEN_POSTER: 'Storyblok public token of the poster space',
    STORYBLOK_PREVIEW_TOKEN_CARDS: 'Storyblok preview token of the cards space (drafts; preview Worker only)',
    STORYBLOK_PREVIEW_TOKEN_POSTER: 'Storyblok preview token of the poster space (drafts; preview Worker only)',
    OPS_TOKEN: "operators' bearer token for the details of /_health (at least 16 random characters)",
    OUTBOX_KEY: 'seals the links of outbox mails (at least 32 random characters; without it mails are stored without their link)',
    OUTBOX_KEY: 'seals the links of outbox mails (at least 32 random characters; without it mails are stored without their link)',
  },
}

/** Names of the secrets set on a deployed environment (needs `wrangler login`). */
export async function listedSecrets(env) {
  const { execFileSync } = await import('node:child_process')
  const output = execFileSync('npx', ['wrangler', 'secret', 'list', '--env', env, '--format', 'json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Set(JSON.parse(output).map((secret) => secret.name))
}
