-- Shop data lives in D1. This first migration records the schema version that /_health reports;
-- the customer, newsletter and wishlist tables come with their issues as further numbered migrations.
CREATE TABLE IF NOT EXISTS shop_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT OR REPLACE INTO shop_meta (key, value) VALUES ('schema', '1');
