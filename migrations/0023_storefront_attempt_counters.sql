-- The storefront Worker's own fixed-window counters (its two per-IP limits: frontend breadcrumbs and wrong operator
-- tokens at /_health), so that each Worker writes only its own tables: the shop API owns attempt_counters. The
-- storefront clears expired windows itself, nightly (its cron in wrangler.toml).
CREATE TABLE storefront_attempt_counters (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;
