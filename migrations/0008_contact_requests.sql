-- Contact-form requests (ContactForm block, POST {markers}/contact-form): what the shopper wrote, for the service team.
-- Times are epoch milliseconds. `person` is the contact person the block named, when the Worker knows it.
CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_number TEXT,
  topic TEXT NOT NULL CHECK (topic IN ('order', 'delivery', 'design', 'invoice', 'other')),
  message TEXT NOT NULL,
  person TEXT,
  page TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX contact_requests_open ON contact_requests (brand, created_at);
