// Every event key the Worker logs, in one place: a typo is a type error, and operators find here what `wrangler tail`
// can show them. SPEC §8's keys keep their SPEC spelling; the others follow the same kebab-case shape.

/** SPEC §8's error-log keys and log events. */
const SPEC_EVENTS = [
  'log-in-error',
  'sign-up-error',
  'password-reset-error',
  'cms-page-not-found',
  'contact-form-person-not-found',
  'richtext-render-error',
  'asset-load-on-slug',
  'error-add-voucher',
  'error-add-accessory',
  'error-no-materials-for-frame-type',
  'error-no-default-option-for-material-type',
  'empty-hybrid-layout',
  'hybrid-ssr-error',
  'newsletter-no-recaptcha-token',
  'newsletter-recaptcha-error',
  'countdown-date-in-past',
  'feature-flag-initialise-failure',
  'feature-flag-no-treatment',
] as const

/** Content: Storyblok, the story cache, its cache version, the page index, the demo space. */
const CONTENT_EVENTS = [
  'cms-unavailable',
  'cms-page-deadline',
  'cms-published',
  'missing-content-access-token',
  'demo-cms-call',
  'story-cache-entry-invalid',
  'story-cache-read-failed',
  'story-cache-refresh-failed',
  'story-cache-served-stale',
  'story-cache-write-failed',
  'story-list-failed',
  'cache-version-refresh-failed',
  'cache-version-unavailable',
  'space-version-object-failed',
  'page-index-unavailable',
  'page-index-listing-failed',
  // Content that does not parse: the entry or block left out, and pictures without alternative text (src/content/parse-once.ts).
  'content-invalid',
  'image-alt-missing',
  'unknown-block',
  'richtext-node-unsupported',
  'feature-flag-definition-invalid',
] as const

/** Pages: rendering, the page and shell caches, interface words. */
const PAGE_EVENTS = [
  'page-not-found',
  'unhandled-error',
  'shell-render-failed',
  'head-render-failed',
  'island-render-failed',
  'page-cache-read-failed',
  'page-cache-write-failed',
  'page-cache-refresh-failed',
  'translations-unavailable',
  'translator-missing-key',
  'translator-unknown-locale',
  'browser-error',
  'config-invalid',
  'error-page-render-failed',
  // SPEC §8's refusals, logged where they occur (src/views/content-errors.ts, src/respond/return-path.ts).
  'disallowed-protocol',
  'external-navigation-refused',
  'unknown-image-provider',
] as const

/** Shop: calls to the shop API, the blocks and calculators fed by it, the built-in API's own work. */
const SHOP_EVENTS = [
  'shop-api-error',
  'shop-block-data-unavailable',
  'shop-block-unknown-product',
  'calculator-unavailable',
  'calculator-sku-unavailable',
  'calculator-more-formats-unavailable',
  'calculator-format-limits-unavailable',
  'related-themes-unavailable',
  'theme-unavailable',
  'shop-cleanup',
  'shop-cleanup-failed',
  // The storefront's nightly clean-up of its own rate-limit windows (src/index.ts).
  'storefront-cleanup',
  'storefront-cleanup-failed',
  // The built-in cart page's calls (src/api/cart/change.ts): a refused change (warn) and a failed one (error).
  'cart-change-refused',
  'cart-change-failed',
  'cart-page-unavailable',
  'cart-currencies-mixed',
  // The cart page's shipping line could not be read (the page shows the cart without it).
  'shipping-unavailable',
] as const

/** Customers, contact and the operator endpoints. */
const ACCOUNT_EVENTS = [
  'newsletter-error',
  'customer-api-error',
  'contact-request-stored',
  'contact-request-failed',
  'webhook-signature-invalid',
  'outbox-key-missing',
  // The outbox's delivery (src/api/mail/): the queue's producer, its consumer and the clean-up's sweep.
  'outbox-enqueue-failed',
  'outbox-reenqueued',
  'outbox-sweep-failed',
  'mail-sent',
  'mail-skipped',
  'mail-retry',
  'mail-dead-lettered',
  'mail-message-invalid',
  'contact-address-missing',
  'ops-token-throttled',
  // The authentication log (src/api/customers/auth-log.ts): one line per event, success or failure in `outcome`.
  'auth-login',
  'auth-logout',
  'auth-password-reset-request',
  'auth-password-change',
  'auth-activation',
  'auth-lock',
  'auth-unlock',
  'auth-log-key-missing',
] as const

export const LOG_EVENTS = [...SPEC_EVENTS, ...CONTENT_EVENTS, ...PAGE_EVENTS, ...SHOP_EVENTS, ...ACCOUNT_EVENTS] as const

export type LogEvent = (typeof LOG_EVENTS)[number]
