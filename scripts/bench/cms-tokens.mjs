/** The tokens the cold run's storefront reads the bench's Storyblok with (its STORYBLOK_TOKEN_* vars), by brand. */
export const BENCH_CMS_TOKENS = Object.freeze({ 'bench-cms-cards': 'cards', 'bench-cms-poster': 'poster' })
