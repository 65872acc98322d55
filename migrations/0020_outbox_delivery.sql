-- The outbox is delivered (src/api/mail/): each row carries its delivery state, written by the queue consumer, and the
-- contact form's requests are mailed through it too (kind contact-request, the shopper's address as Reply-To). 0004's
-- CHECK on kind names only the customer mails, and nothing references the outbox, so the table is rebuilt.
-- status: pending (written; enqueued_at says whether the queue has it), sending (a consumer holds it since claimed_at),
-- sent (message_id: the transport's id), failed (attempts used up: the message lies in the dead-letter queue).
CREATE TABLE outbox_delivered (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (
    kind IN ('signup-confirm', 'signup-exists', 'password-reset', 'password-changed', 'newsletter-confirm', 'contact-request')
  ),
  brand TEXT NOT NULL,
  locale TEXT NOT NULL,
  to_address TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  enqueued_at INTEGER,
  claimed_at INTEGER,
  sent_at INTEGER,
  transport TEXT,
  message_id TEXT,
  last_error TEXT
);
-- Rows written before delivery existed were never sent; most of their links have expired. They are kept as failed, not
-- sent late by the sweep: an operator may re-send one (`npm run outbox -- --resend ID`).
INSERT INTO outbox_delivered (id, kind, brand, locale, to_address, subject, body, created_at, status, last_error)
  SELECT id, kind, brand, locale, to_address, subject, body, created_at, 'failed', 'written before the outbox was delivered'
  FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_delivered RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_address);
-- The clean-up's sweep: rows written but not (or long ago) handed to the queue.
CREATE INDEX outbox_unsent ON outbox (status, created_at);

-- The local transport's mailbox (MAIL_TRANSPORT = "local": development and tests): each mail as it was handed over,
-- links opened, so `npm run outbox` and the browser tests read what a customer would. One row per outbox row.
CREATE TABLE local_mails (
  id INTEGER PRIMARY KEY,
  outbox_id INTEGER NOT NULL UNIQUE,
  message_id TEXT NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  headers TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX local_mails_to ON local_mails (to_address);
