-- Card accessories a card order can carry, and on their own (SPEC §3 sku parts, §5 envelope order, §9 unit prices):
-- envelopes (type, colour, WxH in whole millimetres), inlays (size and paper), ribbons (type and colour). Envelope and
-- inlay prices are SPEC §9's per size class and country (src/domain/commerce/envelope.ts), so only ribbons carry
-- prices here, in cents per currency like 0002/0003. Each card says its fold (SPEC §9: pocketfold and booklet cards
-- pay the compact envelope price).

CREATE TABLE card_accessory_options (
  sku TEXT PRIMARY KEY CHECK (length(sku) BETWEEN 3 AND 64 AND sku NOT GLOB '*[^a-z0-9-]*'),
  kind TEXT NOT NULL CHECK (kind IN ('envelope', 'inlay', 'ribbon')),
  -- envelope: the flap type (straight, pointed); inlay: the paper; ribbon: the ribbon type.
  variant TEXT NOT NULL,
  -- envelope and ribbon colour; NULL for inlays.
  colour TEXT,
  width INTEGER CHECK (width IS NULL OR width > 0),
  height INTEGER CHECK (height IS NULL OR height > 0),
  sort_order INTEGER NOT NULL,
  CHECK ((kind = 'ribbon') = (width IS NULL))
) WITHOUT ROWID;

INSERT INTO card_accessory_options (sku, kind, variant, colour, width, height, sort_order) VALUES
  ('straight-white-114x162', 'envelope', 'straight', 'white', 114, 162, 1),
  ('straight-kraft-114x162', 'envelope', 'straight', 'kraft', 114, 162, 2),
  ('straight-dark-blue-114x162', 'envelope', 'straight', 'dark-blue', 114, 162, 3),
  ('pointed-white-114x162', 'envelope', 'pointed', 'white', 114, 162, 4),
  ('straight-white-162x114', 'envelope', 'straight', 'white', 162, 114, 5),
  ('straight-kraft-162x114', 'envelope', 'straight', 'kraft', 162, 114, 6),
  ('straight-white-125x176', 'envelope', 'straight', 'white', 125, 176, 7),
  ('straight-kraft-125x176', 'envelope', 'straight', 'kraft', 125, 176, 8),
  ('straight-white-110x220', 'envelope', 'straight', 'white', 110, 220, 9),
  ('pointed-white-220x110', 'envelope', 'pointed', 'white', 220, 110, 10),
  ('straight-white-148x148', 'envelope', 'straight', 'white', 148, 148, 11),
  ('straight-kraft-170x170', 'envelope', 'straight', 'kraft', 170, 170, 12),
  ('straight-white-162x229', 'envelope', 'straight', 'white', 162, 229, 13),
  ('inlay-148x105-transparent', 'inlay', 'transparent', NULL, 148, 105, 20),
  ('inlay-105x148-transparent', 'inlay', 'transparent', NULL, 105, 148, 21),
  ('inlay-148x105-natural', 'inlay', 'natural', NULL, 148, 105, 22),
  ('inlay-148x148-natural', 'inlay', 'natural', NULL, 148, 148, 23),
  ('ribbon-satin-gold', 'ribbon', 'satin', 'gold', NULL, NULL, 30),
  ('ribbon-satin-red', 'ribbon', 'satin', 'red', NULL, NULL, 31),
  ('ribbon-organza-silver', 'ribbon', 'organza', 'silver', NULL, NULL, 32);

CREATE TABLE card_accessory_prices (
  sku TEXT NOT NULL REFERENCES card_accessory_options (sku),
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  price INTEGER NOT NULL CHECK (price > 0),
  PRIMARY KEY (sku, currency)
) WITHOUT ROWID;

INSERT INTO card_accessory_prices (sku, currency, price) VALUES
  ('ribbon-satin-gold', 'eur', 79), ('ribbon-satin-gold', 'chf', 85), ('ribbon-satin-gold', 'gbp', 69), ('ribbon-satin-gold', 'usd', 85),
  ('ribbon-satin-red', 'eur', 79), ('ribbon-satin-red', 'chf', 85), ('ribbon-satin-red', 'gbp', 69), ('ribbon-satin-red', 'usd', 85),
  ('ribbon-organza-silver', 'eur', 99), ('ribbon-organza-silver', 'chf', 105), ('ribbon-organza-silver', 'gbp', 86), ('ribbon-organza-silver', 'usd', 107);

CREATE TABLE card_folds (
  product_id TEXT PRIMARY KEY REFERENCES catalogue_products (id),
  fold TEXT NOT NULL CHECK (fold IN ('single', 'pocketfold', 'booklet'))
) WITHOUT ROWID;

INSERT INTO card_folds (product_id, fold) VALUES ('klappkarte', 'single'), ('postkarte', 'single');

-- The Accessory blocks' products order these skus (SPEC §3 sku parts instead of 0007's placeholders); the inlay is
-- the A6 one, so its size has a SPEC §9 price class.
UPDATE catalogue_products SET designer = '{"sku":"straight-kraft-162x114"}' WHERE id = 'umschlag-c6';
UPDATE catalogue_products SET designer = '{"sku":"inlay-148x105-transparent"}' WHERE id = 'einleger-transparent';
UPDATE catalogue_product_prices SET format = '1480x1050' WHERE product_id = 'einleger-transparent' AND format = '1400x1000';
UPDATE catalogue_product_prices SET price_original = CASE currency WHEN 'chf' THEN 120 ELSE 110 END,
  price_current = CASE currency WHEN 'chf' THEN 120 ELSE 110 END
  WHERE product_id = 'einleger-transparent' AND currency IN ('eur', 'chf');

-- Shopper-facing names of the accessory colours, papers and types (the API answers them in the X-Locale's language).
INSERT OR IGNORE INTO catalogue_value_labels (value, language, label) VALUES
  ('white', 'de', 'Weiß'), ('white', 'en', 'White'), ('white', 'es', 'Blanco'), ('white', 'fr', 'Blanc'), ('white', 'it', 'Bianco'), ('white', 'nl', 'Wit'),
  ('kraft', 'de', 'Kraftpapier'), ('kraft', 'en', 'Kraft paper'), ('kraft', 'es', 'Papel kraft'), ('kraft', 'fr', 'Papier kraft'), ('kraft', 'it', 'Carta kraft'), ('kraft', 'nl', 'Kraftpapier'),
  ('dark-blue', 'de', 'Dunkelblau'), ('dark-blue', 'en', 'Dark blue'), ('dark-blue', 'es', 'Azul oscuro'), ('dark-blue', 'fr', 'Bleu foncé'), ('dark-blue', 'it', 'Blu scuro'), ('dark-blue', 'nl', 'Donkerblauw'),
  ('gold', 'de', 'Gold'), ('gold', 'en', 'Gold'), ('gold', 'es', 'Dorado'), ('gold', 'fr', 'Or'), ('gold', 'it', 'Oro'), ('gold', 'nl', 'Goud'),
  ('red', 'de', 'Rot'), ('red', 'en', 'Red'), ('red', 'es', 'Rojo'), ('red', 'fr', 'Rouge'), ('red', 'it', 'Rosso'), ('red', 'nl', 'Rood'),
  ('silver', 'de', 'Silber'), ('silver', 'en', 'Silver'), ('silver', 'es', 'Plateado'), ('silver', 'fr', 'Argent'), ('silver', 'it', 'Argento'), ('silver', 'nl', 'Zilver'),
  ('straight', 'de', 'gerade Klappe'), ('straight', 'en', 'straight flap'), ('straight', 'es', 'solapa recta'), ('straight', 'fr', 'rabat droit'), ('straight', 'it', 'aletta dritta'), ('straight', 'nl', 'rechte klep'),
  ('pointed', 'de', 'spitze Klappe'), ('pointed', 'en', 'pointed flap'), ('pointed', 'es', 'solapa en pico'), ('pointed', 'fr', 'rabat pointu'), ('pointed', 'it', 'aletta a punta'), ('pointed', 'nl', 'puntklep'),
  ('transparent', 'de', 'Transparentpapier'), ('transparent', 'en', 'Vellum'), ('transparent', 'es', 'Papel vegetal'), ('transparent', 'fr', 'Papier calque'), ('transparent', 'it', 'Carta lucida'), ('transparent', 'nl', 'Transparant papier'),
  ('natural', 'de', 'Naturpapier'), ('natural', 'en', 'Natural paper'), ('natural', 'es', 'Papel natural'), ('natural', 'fr', 'Papier naturel'), ('natural', 'it', 'Carta naturale'), ('natural', 'nl', 'Natuurpapier'),
  ('satin', 'de', 'Satinband'), ('satin', 'en', 'Satin ribbon'), ('satin', 'es', 'Cinta de satén'), ('satin', 'fr', 'Ruban satin'), ('satin', 'it', 'Nastro di raso'), ('satin', 'nl', 'Satijnen lint'),
  ('organza', 'de', 'Organzaband'), ('organza', 'en', 'Organza ribbon'), ('organza', 'es', 'Cinta de organza'), ('organza', 'fr', 'Ruban organza'), ('organza', 'it', 'Nastro di organza'), ('organza', 'nl', 'Organza lint');
