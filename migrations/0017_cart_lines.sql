-- The shopper's cart on the built-in shop API: one row per line (a gift voucher, card accessories on their own), owned
-- by a guest cart (`guest:` + SHA-256 of the `__Host-cart` cookie's token) or a customer (`customer:` + id). A log-in
-- moves the guest lines to the customer, so nothing is lost. Amounts are the line's total in INTEGER cents.
CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  owner TEXT NOT NULL CHECK (owner GLOB 'guest:*' OR owner GLOB 'customer:*'),
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  kind TEXT NOT NULL CHECK (kind IN ('voucher', 'accessory')),
  sku TEXT CHECK ((kind = 'voucher') = (sku IS NULL)),
  label TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  created_at INTEGER NOT NULL
);
CREATE INDEX cart_lines_by_owner ON cart_lines (owner, brand);
