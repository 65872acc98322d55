// The development-only query parameter that points a page's shop calls at another backend (SPEC §7 "dev override by
// query parameter"): read by the storefront's base choice (src/shop/base.ts) and carried by the islands' own calls.
export const API_BASE_PARAM = '_apiBase'
