-- Photo prints and photo boxes (SPEC §3: photobox kinds small, large, MAX and photoprint; paper variants simple,
-- poster glossy, fotopapier-matt, hahnemuehle; photo formats 100x100 to 300x200), for `/web-api/photobox-data` and
-- `/price-api/photoboxes`. A photo format is WIDTHxHEIGHT in millimetres (the designer's photoboxFormat width and
-- height); en-US shows the nominal inch name SPEC §3 gives each. Prices are INTEGER cents: a print's price per piece,
-- a box's for the box with its prints. EUR is written; CHF, GBP and USD derived below.

CREATE TABLE catalogue_photo_formats (
  format TEXT PRIMARY KEY CHECK (format GLOB '[1-9]*x[1-9]*' AND format NOT GLOB '*[^0-9x]*'),
  inch_name TEXT NOT NULL CHECK (inch_name GLOB '[1-9]*x[1-9]*'),
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE catalogue_photobox_types (
  photobox_type TEXT PRIMARY KEY CHECK (photobox_type IN ('small', 'large', 'MAX', 'photoprint')),
  label_key TEXT NOT NULL,
  -- How many prints the box holds; NULL for loose prints.
  capacity INTEGER CHECK (capacity IS NULL OR capacity > 0),
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE catalogue_photobox_papers (
  paper TEXT PRIMARY KEY CHECK (paper IN ('simple', 'poster-glossy', 'fotopapier-matt', 'hahnemuehle')),
  label_key TEXT NOT NULL,
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

-- The formats each kind is made in; exactly one initial format per kind.
CREATE TABLE catalogue_photobox_formats (
  photobox_type TEXT NOT NULL REFERENCES catalogue_photobox_types (photobox_type),
  format TEXT NOT NULL REFERENCES catalogue_photo_formats (format),
  is_initial INTEGER NOT NULL DEFAULT 0 CHECK (is_initial IN (0, 1)),
  PRIMARY KEY (photobox_type, format)
) WITHOUT ROWID;
CREATE UNIQUE INDEX catalogue_photobox_formats_one_initial ON catalogue_photobox_formats (photobox_type) WHERE is_initial = 1;

-- The papers each kind is printed on; exactly one default per kind.
CREATE TABLE catalogue_photobox_paper_offers (
  photobox_type TEXT NOT NULL REFERENCES catalogue_photobox_types (photobox_type),
  paper TEXT NOT NULL REFERENCES catalogue_photobox_papers (paper),
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  PRIMARY KEY (photobox_type, paper)
) WITHOUT ROWID;
CREATE UNIQUE INDEX catalogue_photobox_papers_one_default ON catalogue_photobox_paper_offers (photobox_type) WHERE is_default = 1;

CREATE TABLE catalogue_photobox_prices (
  photobox_type TEXT NOT NULL,
  format TEXT NOT NULL,
  paper TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  price_original INTEGER NOT NULL CHECK (price_original > 0),
  price_current INTEGER NOT NULL CHECK (price_current > 0 AND price_current <= price_original),
  PRIMARY KEY (photobox_type, format, paper, currency),
  FOREIGN KEY (photobox_type, format) REFERENCES catalogue_photobox_formats (photobox_type, format),
  FOREIGN KEY (photobox_type, paper) REFERENCES catalogue_photobox_paper_offers (photobox_type, paper)
) WITHOUT ROWID;

-- ---------------------------------------------------------------------------------------------------------------
-- Data

-- SPEC §3: 10x10 to 30x20 cm; for en-US the nominal inch names 4x4, 4x4.5, 5x3.5, 6x4, 7x5, 12x8.
INSERT INTO catalogue_photo_formats (format, inch_name, sort_order) VALUES
  ('100x100', '4x4', 1),
  ('100x120', '4x4.5', 2),
  ('130x90', '5x3.5', 3),
  ('150x100', '6x4', 4),
  ('180x130', '7x5', 5),
  ('300x200', '12x8', 6);

INSERT INTO catalogue_photobox_types (photobox_type, label_key, capacity, sort_order) VALUES
  ('photoprint', 'photobox.types.photoprint', NULL, 1),
  ('small', 'photobox.types.small', 30, 2),
  ('large', 'photobox.types.large', 60, 3),
  ('MAX', 'photobox.types.MAX', 100, 4);

INSERT INTO catalogue_photobox_papers (paper, label_key, sort_order) VALUES
  ('simple', 'photobox.papers.simple', 1),
  ('poster-glossy', 'photobox.papers.posterGlossy', 2),
  ('fotopapier-matt', 'photobox.papers.fotopapierMatt', 3),
  ('hahnemuehle', 'photobox.papers.hahnemuehle', 4);

INSERT INTO catalogue_photobox_formats (photobox_type, format, is_initial) VALUES
  ('photoprint', '100x100', 0), ('photoprint', '100x120', 0), ('photoprint', '130x90', 0),
  ('photoprint', '150x100', 1), ('photoprint', '180x130', 0), ('photoprint', '300x200', 0),
  ('small', '100x100', 0), ('small', '130x90', 0), ('small', '150x100', 1),
  ('large', '150x100', 1), ('large', '180x130', 0),
  ('MAX', '180x130', 1), ('MAX', '300x200', 0);

INSERT INTO catalogue_photobox_paper_offers (photobox_type, paper, is_default) VALUES
  ('photoprint', 'simple', 1), ('photoprint', 'poster-glossy', 0), ('photoprint', 'fotopapier-matt', 0), ('photoprint', 'hahnemuehle', 0),
  ('small', 'simple', 1), ('small', 'poster-glossy', 0), ('small', 'fotopapier-matt', 0),
  ('large', 'simple', 1), ('large', 'poster-glossy', 0), ('large', 'fotopapier-matt', 0),
  ('MAX', 'simple', 1), ('MAX', 'fotopapier-matt', 0), ('MAX', 'hahnemuehle', 0);

-- EUR: prints per piece, boxes with their prints; paper surcharges poster glossy +20 %, photo paper matt +30 %,
-- Hahnemühle +150 %. The small box in 15 x 10 cm and the MAX box in 30 x 20 cm are this season's reductions.
INSERT INTO catalogue_photobox_prices (photobox_type, format, paper, currency, price_original, price_current) VALUES
  ('photoprint', '100x100', 'simple', 'eur', 19, 19),
  ('photoprint', '100x100', 'poster-glossy', 'eur', 23, 23),
  ('photoprint', '100x100', 'fotopapier-matt', 'eur', 25, 25),
  ('photoprint', '100x100', 'hahnemuehle', 'eur', 48, 48),
  ('photoprint', '100x120', 'simple', 'eur', 22, 22),
  ('photoprint', '100x120', 'poster-glossy', 'eur', 26, 26),
  ('photoprint', '100x120', 'fotopapier-matt', 'eur', 29, 29),
  ('photoprint', '100x120', 'hahnemuehle', 'eur', 55, 55),
  ('photoprint', '130x90', 'simple', 'eur', 15, 15),
  ('photoprint', '130x90', 'poster-glossy', 'eur', 18, 18),
  ('photoprint', '130x90', 'fotopapier-matt', 'eur', 20, 20),
  ('photoprint', '130x90', 'hahnemuehle', 'eur', 38, 38),
  ('photoprint', '150x100', 'simple', 'eur', 19, 19),
  ('photoprint', '150x100', 'poster-glossy', 'eur', 23, 23),
  ('photoprint', '150x100', 'fotopapier-matt', 'eur', 25, 25),
  ('photoprint', '150x100', 'hahnemuehle', 'eur', 48, 48),
  ('photoprint', '180x130', 'simple', 'eur', 49, 49),
  ('photoprint', '180x130', 'poster-glossy', 'eur', 59, 59),
  ('photoprint', '180x130', 'fotopapier-matt', 'eur', 64, 64),
  ('photoprint', '180x130', 'hahnemuehle', 'eur', 122, 122),
  ('photoprint', '300x200', 'simple', 'eur', 199, 199),
  ('photoprint', '300x200', 'poster-glossy', 'eur', 239, 239),
  ('photoprint', '300x200', 'fotopapier-matt', 'eur', 259, 259),
  ('photoprint', '300x200', 'hahnemuehle', 'eur', 498, 498),
  ('small', '100x100', 'simple', 'eur', 1499, 1499),
  ('small', '100x100', 'poster-glossy', 'eur', 1799, 1799),
  ('small', '100x100', 'fotopapier-matt', 'eur', 1899, 1899),
  ('small', '130x90', 'simple', 'eur', 1299, 1299),
  ('small', '130x90', 'poster-glossy', 'eur', 1599, 1599),
  ('small', '130x90', 'fotopapier-matt', 'eur', 1699, 1699),
  ('small', '150x100', 'simple', 'eur', 1699, 1399),
  ('small', '150x100', 'poster-glossy', 'eur', 1999, 1599),
  ('small', '150x100', 'fotopapier-matt', 'eur', 2199, 1799),
  ('large', '150x100', 'simple', 'eur', 2999, 2999),
  ('large', '150x100', 'poster-glossy', 'eur', 3599, 3599),
  ('large', '150x100', 'fotopapier-matt', 'eur', 3899, 3899),
  ('large', '180x130', 'simple', 'eur', 3999, 3999),
  ('large', '180x130', 'poster-glossy', 'eur', 4799, 4799),
  ('large', '180x130', 'fotopapier-matt', 'eur', 5199, 5199),
  ('MAX', '180x130', 'simple', 'eur', 5999, 5999),
  ('MAX', '180x130', 'fotopapier-matt', 'eur', 7799, 7799),
  ('MAX', '180x130', 'hahnemuehle', 'eur', 14999, 14999),
  ('MAX', '300x200', 'simple', 'eur', 8999, 8099),
  ('MAX', '300x200', 'fotopapier-matt', 'eur', 11699, 10499),
  ('MAX', '300x200', 'hahnemuehle', 'eur', 22499, 20199);

-- Other currencies: boxes to the country's usual ending like 0003 (CHF .90, GBP and USD .99); prints, which cost
-- cents, by the factor alone.
INSERT INTO catalogue_photobox_prices (photobox_type, format, paper, currency, price_original, price_current)
SELECT photobox_type, format, paper, 'chf',
  CASE WHEN photobox_type = 'photoprint' THEN CAST(ROUND(price_original * 1.05) AS INTEGER)
       ELSE CAST(ROUND((price_original * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90 END,
  CASE WHEN photobox_type = 'photoprint' THEN CAST(ROUND(price_current * 1.05) AS INTEGER)
       ELSE CAST(ROUND((price_current * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90 END
FROM catalogue_photobox_prices WHERE currency = 'eur';
INSERT INTO catalogue_photobox_prices (photobox_type, format, paper, currency, price_original, price_current)
SELECT photobox_type, format, paper, 'gbp',
  CASE WHEN photobox_type = 'photoprint' THEN CAST(ROUND(price_original * 0.87) AS INTEGER)
       ELSE CAST(ROUND((price_original * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99 END,
  CASE WHEN photobox_type = 'photoprint' THEN CAST(ROUND(price_current * 0.87) AS INTEGER)
       ELSE CAST(ROUND((price_current * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99 END
FROM catalogue_photobox_prices WHERE currency = 'eur';
INSERT INTO catalogue_photobox_prices (photobox_type, format, paper, currency, price_original, price_current)
SELECT photobox_type, format, paper, 'usd',
  CASE WHEN photobox_type = 'photoprint' THEN CAST(ROUND(price_original * 1.08) AS INTEGER)
       ELSE CAST(ROUND((price_original * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99 END,
  CASE WHEN photobox_type = 'photoprint' THEN CAST(ROUND(price_current * 1.08) AS INTEGER)
       ELSE CAST(ROUND((price_current * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99 END
FROM catalogue_photobox_prices WHERE currency = 'eur';
