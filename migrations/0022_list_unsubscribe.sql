-- Newsletter mails carry List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058): the outbox row holds the
-- one-click URL, sealed like the body's link (src/api/customers/outbox-seal.ts), and the consumer turns it into the
-- two headers. NULL for every other mail.
ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;
