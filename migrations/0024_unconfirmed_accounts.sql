-- A sign-up creates the account at once and logs it in (SPEC §4); the account stays unconfirmed until the link mailed to
-- its address is opened (or a password reset, which proves the mailbox too). What an unconfirmed account may do is in
-- docs/architecture.md. Accounts made before this migration were made by the link, so they are confirmed.
ALTER TABLE customers ADD COLUMN confirmed_at INTEGER;
UPDATE customers SET confirmed_at = created_at;

-- The sign-up mail's link: only the SHA-256 of its token, single use.
CREATE TABLE account_activations (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX account_activations_customer ON account_activations (customer_id);

-- Sign-ups still waiting for their link become unconfirmed accounts, so a link mailed before this migration still
-- works. Of several pending for one address the newest wins; a link keeps working only for the account made with its
-- own password, so nobody else's link confirms an account whose password another person chose.
INSERT OR IGNORE INTO customers (brand, email, email_key, first_name, last_name, locale, password_algorithm,
  password_iterations, password_salt, password_hash, created_at, updated_at)
SELECT r.brand, r.email, r.email_key, r.first_name, r.last_name, r.locale, r.password_algorithm, r.password_iterations,
  r.password_salt, r.password_hash, r.created_at, r.created_at
FROM signup_requests r
WHERE r.used_at IS NULL
ORDER BY r.created_at DESC;

INSERT INTO account_activations (token_hash, customer_id, created_at, expires_at)
SELECT r.token_hash, c.id, r.created_at, r.expires_at
FROM signup_requests r JOIN customers c ON c.brand = r.brand AND c.email_key = r.email_key AND c.password_hash = r.password_hash
WHERE r.used_at IS NULL AND c.confirmed_at IS NULL;

DROP TABLE signup_requests;
