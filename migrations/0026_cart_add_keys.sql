-- A cart add's idempotency key (the `Idempotency-Key` header the shop's islands send with every add), per cart owner:
-- the first request with a key claims it (answer NULL) and stores its answer when done; a retry with the same key, after
-- an answer that never arrived, reads that answer instead of adding the lines again. Deleted after a day (cleanup).
CREATE TABLE cart_add_keys (
  owner TEXT NOT NULL,
  key TEXT NOT NULL,
  answer TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner, key)
) WITHOUT ROWID;
