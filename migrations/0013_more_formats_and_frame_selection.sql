-- The calculator's two dialogs and the photo-frame selection (SPEC §2 dialogs, §3 formats, frames, mats and glass):
-- formats a material is made in beyond the teaser's list (`/price-api/prices/format-group-prices-images`), a picture
-- per stored format ratio, each material's own-format limits (`…/product-selection-photo-frame/format-limits`), and the
-- glazing and mat surcharges of a framed picture (`…/product-selection-photo-frame/*`). Prices are INTEGER cents like
-- 0002's; EUR is written, CHF/GBP/USD derived with 0003's rounding rules.

-- Formats outside the teaser's list. The teaser lists catalogue_formats; the more-formats dialog lists both tables.
CREATE TABLE catalogue_more_formats (
  material_type TEXT NOT NULL REFERENCES catalogue_materials (material_type),
  format TEXT NOT NULL CHECK (
    format GLOB '[1-9]*x[1-9]*' AND format NOT GLOB '*[^0-9x]*' AND format NOT GLOB '*x0*'
    AND length(format) - length(replace(format, 'x', '')) = 1),
  format_type TEXT NOT NULL CHECK (format_type IN (
    '16:9', '2:1', '3:1', '3:2', '4:1', '4:3', '5:1', '5:2', '5:4', '6:1',
    'din', 'square', 'standard', 'wallpaper', 'panoramic-wide', 'panoramic-ultra-wide', 'hidden')),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (material_type, format)
) WITHOUT ROWID;

CREATE TABLE catalogue_more_prices (
  material_type TEXT NOT NULL,
  format TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  price_original INTEGER NOT NULL CHECK (price_original > 0),
  price_current INTEGER NOT NULL CHECK (price_current > 0 AND price_current <= price_original),
  PRIMARY KEY (material_type, format, currency),
  FOREIGN KEY (material_type, format) REFERENCES catalogue_more_formats (material_type, format)
) WITHOUT ROWID;

-- One picture per stored format ratio (SPEC §3), shown above its group in the dialog; `hidden` is never listed.
CREATE TABLE catalogue_format_group_images (
  format_type TEXT PRIMARY KEY CHECK (format_type IN (
    '16:9', '2:1', '3:1', '3:2', '4:1', '4:3', '5:1', '5:2', '5:4', '6:1',
    'din', 'square', 'standard', 'wallpaper', 'panoramic-wide', 'panoramic-ultra-wide')),
  image TEXT NOT NULL CHECK (image GLOB '/demo/shop/*.svg'),
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

-- Own-format limits in tenths of millimetres: each side at least min_side; the shorter side at most max_short and the
-- longer at most max_long, so a picture may be typed in either orientation. Every limit is within the material's
-- largest listed format, so an own format always has a listed format that holds it (its price).
CREATE TABLE catalogue_format_limits (
  material_type TEXT PRIMARY KEY REFERENCES catalogue_materials (material_type),
  min_side INTEGER NOT NULL CHECK (min_side > 0),
  max_short INTEGER NOT NULL CHECK (max_short >= min_side),
  max_long INTEGER NOT NULL CHECK (max_long >= max_short)
) WITHOUT ROWID;

-- SPEC §3 glass: museum glass and museum acrylic; a family offers none (canvas and panel frames), one or both.
CREATE TABLE catalogue_glasses (
  glass_type TEXT PRIMARY KEY CHECK (glass_type IN ('museum-glass', 'museum-acrylic')),
  label_key TEXT NOT NULL,
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE catalogue_frame_glasses (
  frame_family TEXT NOT NULL REFERENCES catalogue_frame_families (frame_family),
  glass_type TEXT NOT NULL REFERENCES catalogue_glasses (glass_type),
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  PRIMARY KEY (frame_family, glass_type)
) WITHOUT ROWID;
CREATE UNIQUE INDEX catalogue_frame_glasses_one_default ON catalogue_frame_glasses (frame_family) WHERE is_default = 1;

-- Surcharges per square metre of picture (glass) or per frame (mat), by currency; the frame's own price is 0005's.
CREATE TABLE catalogue_frame_surcharges (
  part TEXT NOT NULL CHECK (part IN ('museum-glass', 'museum-acrylic', 'mat-weiss')),
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  per_square_metre INTEGER NOT NULL CHECK (per_square_metre >= 0),
  minimum INTEGER NOT NULL CHECK (minimum >= 0),
  PRIMARY KEY (part, currency)
) WITHOUT ROWID;

-- ---------------------------------------------------------------------------------------------------------------
-- Data

INSERT INTO catalogue_more_formats (material_type, format, format_type, sort_order) VALUES
  ('poster', '2000x3000', '3:2', 1),
  ('poster', '2100x2970', 'din', 2),
  ('poster', '2970x4200', 'din', 3),
  ('poster', '3000x3000', 'square', 4),
  ('poster', '4000x4000', 'square', 5),
  ('poster', '4500x8000', '16:9', 6),
  ('poster', '6000x8000', '4:3', 7),
  ('poster', '5000x10000', '2:1', 8),
  ('poster', '8410x11890', 'din', 9),
  ('hahnemuehle', '2100x2970', 'din', 1),
  ('hahnemuehle', '2970x4200', 'din', 2),
  ('hahnemuehle', '4000x4000', 'square', 3),
  ('hahnemuehle', '4000x5000', '5:4', 4),
  ('hahnemuehle', '6000x8000', '4:3', 5),
  ('leinwand', '2000x2000', 'square', 1),
  ('leinwand', '2000x3000', '3:2', 2),
  ('leinwand', '4000x4000', 'square', 3),
  ('leinwand', '4000x5000', '5:4', 4),
  ('leinwand', '4500x8000', '16:9', 5),
  ('leinwand', '6000x6000', 'square', 6),
  ('leinwand', '6000x8000', '4:3', 7),
  ('leinwand', '15000x5000', '3:1', 8),
  ('acrylglas', '2000x2000', 'square', 1),
  ('acrylglas', '4000x4000', 'square', 2),
  ('acrylglas', '4500x8000', '16:9', 3),
  ('acrylglas', '6000x8000', '4:3', 4),
  ('echtglas', '2000x2000', 'square', 1),
  ('echtglas', '4000x5000', '5:4', 2),
  ('echtglas', '6000x6000', 'square', 3),
  ('aludibond', '2000x2000', 'square', 1),
  ('aludibond', '4000x4000', 'square', 2),
  ('aludibond', '4500x8000', '16:9', 3),
  ('aludibond', '6000x8000', '4:3', 4),
  ('gallerybond', '4000x4000', 'square', 1),
  ('gallerybond', '6000x8000', '4:3', 2),
  ('forexplatte', '2000x3000', '3:2', 1),
  ('forexplatte', '4000x4000', 'square', 2),
  ('forexplatte', '6000x8000', '4:3', 3),
  ('klebefolie', '2000x3000', '3:2', 1),
  ('klebefolie', '4000x4000', 'square', 2),
  ('klebefolie', '16000x4000', '4:1', 3),
  ('backlitfolie', '4200x5940', 'din', 1),
  ('backlitfolie', '5940x8410', 'din', 2),
  ('pvcplane', '25000x5000', '5:1', 1),
  ('pvcplane', '30000x5000', '6:1', 2),
  ('fototapete', '40000x25000', 'wallpaper', 1),
  ('fototapete', '45000x25000', 'wallpaper', 2);

INSERT INTO catalogue_more_prices (material_type, format, currency, price_original, price_current) VALUES
  ('poster', '2000x3000', 'eur', 999, 999),
  ('poster', '2100x2970', 'eur', 999, 999),
  ('poster', '2970x4200', 'eur', 1399, 1399),
  ('poster', '3000x3000', 'eur', 1199, 1199),
  ('poster', '4000x4000', 'eur', 1599, 1599),
  ('poster', '4500x8000', 'eur', 2799, 2799),
  ('poster', '6000x8000', 'eur', 3099, 2699),
  ('poster', '5000x10000', 'eur', 3499, 3499),
  ('poster', '8410x11890', 'eur', 5499, 5499),
  ('hahnemuehle', '2100x2970', 'eur', 2499, 2499),
  ('hahnemuehle', '2970x4200', 'eur', 3299, 3299),
  ('hahnemuehle', '4000x4000', 'eur', 3999, 3999),
  ('hahnemuehle', '4000x5000', 'eur', 4199, 4199),
  ('hahnemuehle', '6000x8000', 'eur', 6999, 6999),
  ('leinwand', '2000x2000', 'eur', 2499, 2499),
  ('leinwand', '2000x3000', 'eur', 2699, 2699),
  ('leinwand', '4000x4000', 'eur', 4299, 4299),
  ('leinwand', '4000x5000', 'eur', 4599, 4599),
  ('leinwand', '4500x8000', 'eur', 6499, 6499),
  ('leinwand', '6000x6000', 'eur', 6999, 5999),
  ('leinwand', '6000x8000', 'eur', 7499, 7499),
  ('leinwand', '15000x5000', 'eur', 11999, 11999),
  ('acrylglas', '2000x2000', 'eur', 2999, 2999),
  ('acrylglas', '4000x4000', 'eur', 5999, 5999),
  ('acrylglas', '4500x8000', 'eur', 8999, 8999),
  ('acrylglas', '6000x8000', 'eur', 9999, 9999),
  ('echtglas', '2000x2000', 'eur', 3499, 3499),
  ('echtglas', '4000x5000', 'eur', 6999, 6999),
  ('echtglas', '6000x6000', 'eur', 11999, 11999),
  ('aludibond', '2000x2000', 'eur', 2699, 2699),
  ('aludibond', '4000x4000', 'eur', 4999, 4999),
  ('aludibond', '4500x8000', 'eur', 7499, 7499),
  ('aludibond', '6000x8000', 'eur', 8499, 8499),
  ('gallerybond', '4000x4000', 'eur', 5999, 5999),
  ('gallerybond', '6000x8000', 'eur', 9999, 9999),
  ('forexplatte', '2000x3000', 'eur', 1999, 1999),
  ('forexplatte', '4000x4000', 'eur', 2999, 2999),
  ('forexplatte', '6000x8000', 'eur', 5499, 5499),
  ('klebefolie', '2000x3000', 'eur', 999, 999),
  ('klebefolie', '4000x4000', 'eur', 1799, 1799),
  ('klebefolie', '16000x4000', 'eur', 5499, 5499),
  ('backlitfolie', '4200x5940', 'eur', 3299, 3299),
  ('backlitfolie', '5940x8410', 'eur', 5999, 5999),
  ('pvcplane', '25000x5000', 'eur', 8499, 8499),
  ('pvcplane', '30000x5000', 'eur', 9999, 9999),
  ('fototapete', '40000x25000', 'eur', 16999, 16999),
  ('fototapete', '45000x25000', 'eur', 18999, 17999);

INSERT INTO catalogue_more_prices (material_type, format, currency, price_original, price_current)
SELECT material_type, format, 'chf',
  CAST(ROUND((price_original * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90,
  CAST(ROUND((price_current * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90
FROM catalogue_more_prices WHERE currency = 'eur';
INSERT INTO catalogue_more_prices (material_type, format, currency, price_original, price_current)
SELECT material_type, format, 'gbp',
  CAST(ROUND((price_original * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99,
  CAST(ROUND((price_current * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99
FROM catalogue_more_prices WHERE currency = 'eur';
INSERT INTO catalogue_more_prices (material_type, format, currency, price_original, price_current)
SELECT material_type, format, 'usd',
  CAST(ROUND((price_original * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99,
  CAST(ROUND((price_current * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99
FROM catalogue_more_prices WHERE currency = 'eur';

INSERT INTO catalogue_format_group_images (format_type, image, sort_order) VALUES
  ('standard', '/demo/shop/ratio-standard.svg', 1),
  ('din', '/demo/shop/ratio-din.svg', 2),
  ('3:2', '/demo/shop/ratio-3-2.svg', 3),
  ('4:3', '/demo/shop/ratio-4-3.svg', 4),
  ('5:4', '/demo/shop/ratio-5-4.svg', 5),
  ('square', '/demo/shop/ratio-square.svg', 6),
  ('16:9', '/demo/shop/ratio-16-9.svg', 7),
  ('2:1', '/demo/shop/ratio-2-1.svg', 8),
  ('5:2', '/demo/shop/ratio-5-2.svg', 9),
  ('3:1', '/demo/shop/ratio-3-1.svg', 10),
  ('4:1', '/demo/shop/ratio-4-1.svg', 11),
  ('5:1', '/demo/shop/ratio-5-1.svg', 12),
  ('6:1', '/demo/shop/ratio-6-1.svg', 13),
  ('panoramic-wide', '/demo/shop/ratio-3-1.svg', 14),
  ('panoramic-ultra-wide', '/demo/shop/ratio-4-1.svg', 15),
  ('wallpaper', '/demo/shop/ratio-wallpaper.svg', 16);

INSERT INTO catalogue_format_limits (material_type, min_side, max_short, max_long) VALUES
  ('poster', 1000, 7000, 10000),
  ('hahnemuehle', 1000, 7000, 10000),
  ('leinwand', 2000, 8000, 12000),
  ('acrylglas', 2000, 8000, 12000),
  ('echtglas', 2000, 6000, 9000),
  ('aludibond', 2000, 8000, 12000),
  ('gallerybond', 3000, 8000, 12000),
  ('forexplatte', 2000, 8000, 12000),
  ('klebefolie', 2000, 4000, 12000),
  ('backlitfolie', 4000, 8410, 11890),
  ('pvcplane', 5000, 10000, 30000),
  ('fototapete', 10000, 25000, 35000);

INSERT INTO catalogue_glasses (glass_type, label_key, sort_order) VALUES
  ('museum-glass', 'glass.museumGlass', 1),
  ('museum-acrylic', 'glass.museumAcrylic', 2);

INSERT INTO catalogue_frame_glasses (frame_family, glass_type, is_default) VALUES
  ('alurahmen', 'museum-glass', 1),
  ('alurahmen', 'museum-acrylic', 0),
  ('artbox', 'museum-acrylic', 1),
  ('fotorahmen', 'museum-glass', 1),
  ('fotorahmen', 'museum-acrylic', 0),
  ('holzrahmen', 'museum-glass', 1),
  ('holzrahmen', 'museum-acrylic', 0),
  ('kunststoffrahmen', 'museum-acrylic', 1);

INSERT INTO catalogue_frame_surcharges (part, currency, per_square_metre, minimum) VALUES
  ('museum-glass', 'eur', 8900, 1500),
  ('museum-glass', 'chf', 9400, 1590),
  ('museum-glass', 'gbp', 7700, 1299),
  ('museum-glass', 'usd', 9600, 1599),
  ('museum-acrylic', 'eur', 6900, 1200),
  ('museum-acrylic', 'chf', 7300, 1290),
  ('museum-acrylic', 'gbp', 6000, 1099),
  ('museum-acrylic', 'usd', 7500, 1299),
  ('mat-weiss', 'eur', 2900, 600),
  ('mat-weiss', 'chf', 3100, 690),
  ('mat-weiss', 'gbp', 2500, 499),
  ('mat-weiss', 'usd', 3100, 699);
