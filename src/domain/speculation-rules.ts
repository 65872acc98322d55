// The browser's speculation rules for shop pages: same-site page links are prefetched when the shopper hovers them
// (`moderate`) and prerendered when they press them (`conservative`), so the next page is there before the click ends.
// Never a link with side effects or personal data: other applications' paths (the designer, the account and cart, the
// magazine: SPEC §2), the wishlist, the shop calls, operator and asset paths, and every link with a query (filters,
// paging and `?_` editor links); forms are never speculated by browsers. Preview hosts get no rules at all.

/** Same-site paths never fetched ahead, with and without a language prefix (URL pattern syntax). */
export const NEVER_AHEAD = ['configurator-*', 'kundenkonto', 'kundenkonto/*', 'magazin', 'magazin/*', 'wunschliste', 'wunschliste/*']
  .flatMap((path) => [`/${path}`, `/*/${path}`])
  .concat(['/web-api/*', '/_*', '/assets/*', '/*\\?(.+)'])

export const PAGE_LINKS = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: NEVER_AHEAD } },
    // A link an editor marked as not to be followed, or one opening elsewhere, is not the shopper's next page here.
    { not: { selector_matches: '[rel~=nofollow], [target], [download], [data-no-speculation]' } },
  ],
}

/** The rule set as the `<script type="speculationrules">` body (JSON). */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: PAGE_LINKS, eagerness: 'moderate' }],
  prerender: [{ where: PAGE_LINKS, eagerness: 'conservative' }],
})
