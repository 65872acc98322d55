-- Customers, sessions, sign-up and password-reset tokens, newsletter subscriptions, wishlists, attempt counters and the
-- outbox of e-mails (SPEC §1, §3 Customer, §4 Customer state). Times are epoch milliseconds; every token is stored only
-- as its SHA-256 (hex), so a copy of the database opens no session and confirms no link.

-- Accounts are per brand (the two shops are separate to the shopper); an address is unique per brand whatever its case:
-- `email_key` is the address lower-cased by the Worker (Unicode-aware, unlike SQLite's lower()).
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- SPEC §3: type (number, default 0). White-label customers are flagged by operators; the order flag is /whitelabel/switch.
  type INTEGER NOT NULL DEFAULT 0,
  is_whitelabel INTEGER NOT NULL DEFAULT 0 CHECK (is_whitelabel IN (0, 1)),
  whitelabel_order INTEGER NOT NULL DEFAULT 0 CHECK (whitelabel_order IN (0, 1)),
  locale TEXT NOT NULL,
  -- The password record carries its parameters, so the cost can be raised later and old records rehashed at login.
  password_algorithm TEXT NOT NULL CHECK (password_algorithm IN ('pbkdf2-sha256')),
  password_iterations INTEGER NOT NULL CHECK (password_iterations > 0),
  password_salt TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX customers_email ON customers (brand, email_key);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
) WITHOUT ROWID;
CREATE INDEX sessions_customer ON sessions (customer_id);

-- A sign-up waits here until the link mailed to the address is opened; only then does the customer row exist. An
-- address that already has an account gets a "you already have an account" mail instead, and the same answer.
-- `browser_hash` is the hash of a cookie set on the signing-up browser: opening the link there also logs in.
-- `consumed_by` is a random id written by the one request that used the token (single use under concurrency).
CREATE TABLE signup_requests (
  token_hash TEXT PRIMARY KEY,
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  locale TEXT NOT NULL,
  password_algorithm TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  password_salt TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  browser_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  consumed_by TEXT
) WITHOUT ROWID;

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  consumed_by TEXT
) WITHOUT ROWID;
CREATE INDEX password_resets_customer ON password_resets (customer_id);

-- Consecutive failed log-ins per brand and address, known or not: an unknown address is throttled exactly like a real
-- account, so a 429 reveals nothing (NIST SP 800-63B §5.2.2). A successful log-in deletes the row.
CREATE TABLE login_failures (
  brand TEXT NOT NULL,
  email_key TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  locked_until INTEGER,
  PRIMARY KEY (brand, email_key)
) WITHOUT ROWID;

-- Fixed-window counters: per client IP and action (`ip:login:203.0.113.7`) and per address and mail kind.
CREATE TABLE attempt_counters (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;

-- SPEC §5 newsletter: double opt-in. `bot_check` records what the Turnstile check said (the subscription is kept
-- either way, SPEC §5); `source` is the form's uniqueIdentifier.
CREATE TABLE newsletter_subscriptions (
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  email_key TEXT NOT NULL,
  email TEXT NOT NULL,
  locale TEXT NOT NULL,
  source TEXT NOT NULL DEFAULT '',
  bot_check TEXT NOT NULL CHECK (bot_check IN ('passed', 'failed', 'missing', 'skipped')),
  confirmed_at INTEGER,
  token_hash TEXT,
  token_expires_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (brand, email_key)
) WITHOUT ROWID;
CREATE UNIQUE INDEX newsletter_token ON newsletter_subscriptions (token_hash) WHERE token_hash IS NOT NULL;

-- SPEC §9: the cards brand has a wishlist; an item is a design (theme) of the catalogue. The Worker checks the theme
-- exists when it is added; no foreign key, so the catalogue can be reloaded without touching wishlists.
CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  theme_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, theme_id)
) WITHOUT ROWID;

-- E-mails the shop would send (no mail provider is wired in): read them locally with
-- `npx wrangler d1 execute DB --local --command "SELECT * FROM outbox ORDER BY id DESC LIMIT 5"`.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('signup-confirm', 'signup-exists', 'password-reset', 'password-changed', 'newsletter-confirm')),
  brand TEXT NOT NULL,
  locale TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_to ON outbox (to_address);
