-- Shop blocks and listings (issue #5): the remaining SPEC §3 filter kinds of a theme (label, punching, style) and the
-- products of the families the shop blocks show (calendars, photo books, collages, cards, card accessories) with their
-- formats and prices. Texts (names, descriptions) are the CMS's; the shop knows what it sells, in which formats, for how
-- much, which designer makes it and whether a 3D view exists. Prices are INTEGER cents like 0002/0003.

-- SPEC §3 filter kinds: label (a badge), punching (the card's die cut) and style. NULL label: no badge.
ALTER TABLE catalogue_themes ADD COLUMN label TEXT CHECK (label IS NULL OR label IN ('neu', 'bestseller', 'nachhaltig'));
ALTER TABLE catalogue_themes ADD COLUMN punching TEXT NOT NULL DEFAULT 'ohne' CHECK (punching IN ('ohne', 'rund', 'welle', 'herz'));
ALTER TABLE catalogue_themes ADD COLUMN style TEXT NOT NULL DEFAULT 'klassisch' CHECK (style IN ('klassisch', 'modern', 'verspielt', 'elegant', 'natuerlich'));

UPDATE catalogue_themes SET label = 'bestseller' WHERE id IN ('winterzauber', 'ewige-liebe', 'konfetti-party', 'familienzeit', 'nordlicht', 'monstera');
UPDATE catalogue_themes SET label = 'neu' WHERE id IN ('pastellplaner', 'tannenduft', 'dschungelparty', 'erster-schultag', 'sternenhimmel', 'goldwelle', 'fotojahr-minimal');
UPDATE catalogue_themes SET label = 'nachhaltig' WHERE id IN ('eukalyptus', 'boho-blueten', 'kuechenkraeuter', 'wiesenblumen');
UPDATE catalogue_themes SET punching = 'rund' WHERE id IN ('sternenglanz', 'kleines-wunder', 'osterwiese', 'konfetti-party', 'dschungelparty');
UPDATE catalogue_themes SET punching = 'welle' WHERE id IN ('boho-blueten', 'regenbogen', 'ballonfest');
UPDATE catalogue_themes SET punching = 'herz' WHERE id IN ('ewige-liebe', 'sternchen');
UPDATE catalogue_themes SET style = 'modern' WHERE id IN ('tannenduft', 'firmengruss-klassik', 'fotojahr-minimal', 'schreibtischblick', 'skyline-berlin', 'new-york-grid', 'farbfelder', 'linienspiel', 'carpe-diem', 'zuhause');
UPDATE catalogue_themes SET style = 'verspielt' WHERE id IN ('konfetti-party', 'ballonfest', 'dschungelparty', 'sternchen', 'regenbogen', 'erster-schultag', 'osterwiese', 'pastellplaner', 'abc-tiere', 'flamingo');
UPDATE catalogue_themes SET style = 'elegant' WHERE id IN ('sternenglanz', 'ewige-liebe', 'lichtblick', 'goldwelle', 'paris-am-abend', 'terrazzo');
UPDATE catalogue_themes SET style = 'natuerlich' WHERE id IN ('boho-blueten', 'eukalyptus', 'kuechenkraeuter', 'jahreszeiten', 'bergsee', 'nebelwald', 'duenenlicht', 'monstera', 'wiesenblumen', 'ginkgo');
CREATE INDEX catalogue_themes_by_brand_product ON catalogue_themes (brand, product);

-- A product of a family. `designer` holds SPEC §3 selected options as JSON (the designer URL is built from them and
-- the request's locale and brand); `has_3d` says a 3D view of the product picture exists.
CREATE TABLE catalogue_products (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64 AND id NOT GLOB '*[^a-z0-9-]*'),
  family TEXT NOT NULL CHECK (family IN ('calendar', 'card', 'collage', 'photobook', 'accessory')),
  accessory_kind TEXT CHECK (accessory_kind IS NULL OR accessory_kind IN ('bow', 'box', 'envelope', 'inlay', 'posterbar', 'ribbon', 'screw', 'standard')),
  image TEXT NOT NULL CHECK (image GLOB '/demo/*'),
  has_3d INTEGER NOT NULL DEFAULT 0 CHECK (has_3d IN (0, 1)),
  designer TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(designer)),
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

-- A product's formats (SPEC §3/§5 WIDTHxHEIGHT in tenths of millimetres) and their prices per currency.
CREATE TABLE catalogue_product_prices (
  product_id TEXT NOT NULL REFERENCES catalogue_products (id),
  format TEXT NOT NULL CHECK (
    format GLOB '[1-9]*x[1-9]*' AND format NOT GLOB '*[^0-9x]*' AND format NOT GLOB '*x0*'
    AND length(format) - length(replace(format, 'x', '')) = 1),
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  price_original INTEGER NOT NULL CHECK (price_original > 0),
  price_current INTEGER NOT NULL CHECK (price_current > 0),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (product_id, format, currency)
) WITHOUT ROWID;

INSERT INTO catalogue_products (id, family, accessory_kind, image, has_3d, designer, sort_order) VALUES
  ('wandkalender', 'calendar', NULL, '/demo/shop/calendar-wall.svg', 1, '{"calendarType":"wandkalender","formatType":"a4-hoch"}', 1),
  ('tischkalender', 'calendar', NULL, '/demo/shop/calendar-desk.svg', 1, '{"calendarType":"tischkalender","formatType":"a5-quer"}', 2),
  ('familienplaner', 'calendar', NULL, '/demo/shop/calendar-family.svg', 0, '{"calendarType":"familienplaner"}', 3),
  ('fotobuch-hardcover', 'photobook', NULL, '/demo/shop/photobook-hard.svg', 1, '{"photobookType":"digitalfotobuch","photobookCover":"hard","photobookFormat":"a4-hoch"}', 1),
  ('fotobuch-softcover', 'photobook', NULL, '/demo/shop/photobook-soft.svg', 1, '{"photobookType":"digitalfotobuch","photobookCover":"soft","photobookFormat":"a5-quer"}', 2),
  ('fotoheft', 'photobook', NULL, '/demo/shop/photobook-booklet.svg', 0, '{"photobookType":"fotoheft","photobookFormat":"a5-hoch"}', 3),
  ('poster-collage', 'collage', NULL, '/demo/shop/collage-poster.svg', 0, '{"materialType":"poster"}', 1),
  ('leinwand-collage', 'collage', NULL, '/demo/shop/collage-canvas.svg', 1, '{"materialType":"leinwand"}', 2),
  ('klappkarte', 'card', NULL, '/demo/shop/card-folded.svg', 1, '{"card":"klappkarte"}', 1),
  ('postkarte', 'card', NULL, '/demo/shop/card-flat.svg', 0, '{"card":"postkarte"}', 2),
  ('umschlag-c6', 'accessory', 'envelope', '/demo/shop/envelope.svg', 0, '{"sku":"envelope-kraft-1620x1140"}', 1),
  ('einleger-transparent', 'accessory', 'inlay', '/demo/shop/inlay.svg', 0, '{"sku":"inlay-1400x1000-transparent"}', 2),
  ('schleife-satin', 'accessory', 'ribbon', '/demo/shop/ribbon.svg', 0, '{"sku":"ribbon-satin-gold"}', 3);

INSERT INTO catalogue_product_prices (product_id, format, currency, price_original, price_current, sort_order) VALUES
  ('wandkalender', '2100x2970', 'eur', 2999, 2499, 1),
  ('wandkalender', '2970x4200', 'eur', 3999, 3499, 2),
  ('wandkalender', '4200x5940', 'eur', 5499, 5499, 3),
  ('tischkalender', '2100x1480', 'eur', 1999, 1999, 1),
  ('tischkalender', '2970x1050', 'eur', 2299, 2299, 2),
  ('familienplaner', '2100x4500', 'eur', 2799, 2799, 1),
  ('familienplaner', '2970x6000', 'eur', 3499, 2999, 2),
  ('fotobuch-hardcover', '2100x2970', 'eur', 3499, 2999, 1),
  ('fotobuch-hardcover', '3000x3000', 'eur', 4999, 4999, 2),
  ('fotobuch-hardcover', '2970x2100', 'eur', 3499, 3499, 3),
  ('fotobuch-softcover', '2100x1480', 'eur', 1499, 1499, 1),
  ('fotobuch-softcover', '2970x2100', 'eur', 2299, 2299, 2),
  ('fotobuch-softcover', '2000x2000', 'eur', 1999, 1799, 3),
  ('fotoheft', '1480x2100', 'eur', 999, 999, 1),
  ('fotoheft', '2100x2970', 'eur', 1499, 1499, 2),
  ('poster-collage', '3000x4000', 'eur', 1999, 1999, 1),
  ('poster-collage', '5000x7000', 'eur', 2999, 2499, 2),
  ('poster-collage', '7000x10000', 'eur', 3999, 3999, 3),
  ('leinwand-collage', '3000x4000', 'eur', 3999, 3999, 1),
  ('leinwand-collage', '6000x9000', 'eur', 7999, 6999, 2),
  ('klappkarte', '1480x1050', 'eur', 149, 149, 1),
  ('klappkarte', '2100x1000', 'eur', 179, 179, 2),
  ('klappkarte', '1450x1450', 'eur', 169, 169, 3),
  ('postkarte', '1480x1050', 'eur', 99, 99, 1),
  ('postkarte', '1450x1450', 'eur', 119, 119, 2),
  ('umschlag-c6', '1620x1140', 'eur', 95, 95, 1),
  ('einleger-transparent', '1400x1000', 'eur', 35, 35, 1),
  ('schleife-satin', '50x10000', 'eur', 79, 79, 1);

-- Other currencies as in 0003, rounded to the country's usual ending; amounts under 2 EUR keep their cents exact
-- (SPEC §9 envelope prices: 1.00 CHF for the standard class), so they are converted without the ending rule.
INSERT INTO catalogue_product_prices (product_id, format, currency, price_original, price_current, sort_order)
SELECT product_id, format, 'chf',
  CASE WHEN price_original < 200 THEN CAST(ROUND(price_original * 1.05 / 5.0) AS INTEGER) * 5 ELSE CAST(ROUND((price_original * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90 END,
  CASE WHEN price_current < 200 THEN CAST(ROUND(price_current * 1.05 / 5.0) AS INTEGER) * 5 ELSE CAST(ROUND((price_current * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90 END,
  sort_order
FROM catalogue_product_prices WHERE currency = 'eur';

INSERT INTO catalogue_product_prices (product_id, format, currency, price_original, price_current, sort_order)
SELECT product_id, format, 'gbp',
  CASE WHEN price_original < 200 THEN CAST(ROUND(price_original * 0.87) AS INTEGER) ELSE CAST(ROUND((price_original * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99 END,
  CASE WHEN price_current < 200 THEN CAST(ROUND(price_current * 0.87) AS INTEGER) ELSE CAST(ROUND((price_current * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99 END,
  sort_order
FROM catalogue_product_prices WHERE currency = 'eur';

INSERT INTO catalogue_product_prices (product_id, format, currency, price_original, price_current, sort_order)
SELECT product_id, format, 'usd',
  CASE WHEN price_original < 200 THEN CAST(ROUND(price_original * 1.08) AS INTEGER) ELSE CAST(ROUND((price_original * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99 END,
  CASE WHEN price_current < 200 THEN CAST(ROUND(price_current * 1.08) AS INTEGER) ELSE CAST(ROUND((price_current * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99 END,
  sort_order
FROM catalogue_product_prices WHERE currency = 'eur';
