// Which secrets each deployed environment of each Worker needs, and why: the one list `npm run secrets` and
// `npm run doctor` read.
export const REQUIRED_SECRETS = {
  production: {
    STORYBLOK_TOKEN_CARDS: 'Storyblok public token of the cards space (published content)',
    STORYBLOK_TOKEN_POSTER: 'Storyblok public token of the poster space (published content)',
    STORYBLOK_WEBHOOK_SECRET: 'secret of the Storyblok publish webhook (Settings > Webhooks)',
    OPS_TOKEN: "operators' bearer token for the details of /_health (at least 16 random characters)",
  },
  preview: {
    STORYBLOK_TOKEN_CARDS: 'Storyblok public token of the cards space',
    STORYBLOK_TOKEN_POSTER: 'Storyblok public token of the poster space',
    STORYBLOK_PREVIEW_TOKEN_CARDS: 'Storyblok preview token of the cards space (drafts; preview Worker only)',
    STORYBLOK_PREVIEW_TOKEN_POSTER: 'Storyblok preview token of the poster space (drafts; preview Worker only)',
    OPS_TOKEN: "operators' bearer token for the details of /_health (at least 16 random characters)",
  },
}

const OUTBOX_KEY = 'seals the links of outbox mails (at least 32 random characters; without it mails are stored without their link)'
/** The shop API Worker's (wrangler.api.toml), which writes the outbox. */
const AUTH_LOG_KEY = 'keys the pseudonymous account ids of the authentication log (at least 32 random characters; never rotate casually)'
const MAIL_API_KEY = 'key of the transactional-mail API at MAIL_API_URL (MAIL_TRANSPORT "http"; without it no mail leaves)'
export const API_SECRETS = {
  production: { OUTBOX_KEY, AUTH_LOG_KEY, MAIL_API_KEY },
  preview: { OUTBOX_KEY, AUTH_LOG_KEY, MAIL_API_KEY },
}

/** Each Worker: its config file and its secrets per environment. */
export const WORKERS = [
  { label: 'storefront', config: 'wrangler.toml', secrets: REQUIRED_SECRETS },
  { label: 'shop API', config: 'wrangler.api.toml', secrets: API_SECRETS },
]

/** Names of the secrets set on a deployed environment of a Worker (needs `wrangler login`). */
export async function listedSecrets(env, config = 'wrangler.toml') {
  const { execFileSync } = await import('node:child_process')
  const output = execFileSync('npx', ['wrangler', 'secret', 'list', '-c', config, '--env', env, '--format', 'json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Set(JSON.parse(output).map((secret) => secret.name))
}
