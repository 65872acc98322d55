-- The built-in shop API's catalogue (SPEC §3 "Formats and prices", "Calculator fields"): materials, which brand sells
-- them in which product, formats per material, prices per format and currency, calculator labels, and themes.
-- Prices are INTEGER minor units (cents); the API converts them to decimal major units once, when it answers.

-- SPEC §3: the 12 materials. `group_key` gathers materials into one calculator option group (paper, glass, panels,
-- films); a group offered with a single material is shown as that material alone.
CREATE TABLE catalogue_materials (
  material_type TEXT PRIMARY KEY CHECK (material_type IN (
    'acrylglas', 'aludibond', 'backlitfolie', 'echtglas', 'forexplatte', 'fototapete',
    'gallerybond', 'hahnemuehle', 'klebefolie', 'leinwand', 'poster', 'pvcplane')),
  label_key TEXT NOT NULL,
  group_key TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

-- Brand availability: which brand sells a material in which calculator product (collage or single-picture photoframe).
CREATE TABLE catalogue_offers (
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  product TEXT NOT NULL CHECK (product IN ('collage', 'photoframe')),
  material_type TEXT NOT NULL REFERENCES catalogue_materials (material_type),
  PRIMARY KEY (brand, product, material_type)
) WITHOUT ROWID;

-- SPEC §3/§5: a format is WIDTHxHEIGHT in tenths of millimetres, positive integers without a leading zero.
-- format_type is one of the stored format ratios; exactly one format per material may be the initial one.
CREATE TABLE catalogue_formats (
  material_type TEXT NOT NULL REFERENCES catalogue_materials (material_type),
  format TEXT NOT NULL CHECK (
    format GLOB '[1-9]*x[1-9]*' AND format NOT GLOB '*[^0-9x]*' AND format NOT GLOB '*x0*'
    AND length(format) - length(replace(format, 'x', '')) = 1),
  format_type TEXT NOT NULL CHECK (format_type IN (
    '16:9', '2:1', '3:1', '3:2', '4:1', '4:3', '5:1', '5:2', '5:4', '6:1',
    'din', 'square', 'standard', 'wallpaper', 'panoramic-wide', 'panoramic-ultra-wide', 'hidden')),
  is_initial INTEGER NOT NULL DEFAULT 0 CHECK (is_initial IN (0, 1)),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (material_type, format)
) WITHOUT ROWID;
CREATE UNIQUE INDEX catalogue_formats_one_initial ON catalogue_formats (material_type) WHERE is_initial = 1;

-- SPEC §3: priceOriginal and priceCurrent; a price is reduced when original is higher than current.
CREATE TABLE catalogue_prices (
  material_type TEXT NOT NULL,
  format TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  price_original INTEGER NOT NULL CHECK (price_original > 0),
  price_current INTEGER NOT NULL CHECK (price_current > 0),
  PRIMARY KEY (material_type, format, currency),
  FOREIGN KEY (material_type, format) REFERENCES catalogue_formats (material_type, format)
) WITHOUT ROWID;

-- SPEC §3 calculator labels: `label_index` is the position of the top-level calculator option that wears the label.
CREATE TABLE catalogue_labels (
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  product TEXT NOT NULL CHECK (product IN ('collage', 'photoframe')),
  label_index INTEGER NOT NULL CHECK (label_index >= 0),
  text_key TEXT NOT NULL,
  background_color TEXT NOT NULL,
  text_color TEXT NOT NULL,
  PRIMARY KEY (brand, product, label_index)
) WITHOUT ROWID;

-- Themes for the listings (SPEC §3 filter kinds aspectRatio, category, color, product; sorts popularity and created).
CREATE TABLE catalogue_themes (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64 AND id NOT GLOB '*[^a-z0-9_-]*'),
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  product TEXT NOT NULL CHECK (product IN ('calendar', 'card', 'collage', 'photoframe', 'photoprint', 'photobook', 'photobox')),
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  popularity INTEGER NOT NULL CHECK (popularity >= 0),
  created_at TEXT NOT NULL CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  aspect_ratio TEXT NOT NULL CHECK (aspect_ratio IN (
    '16:9', '2:1', '3:1', '3:2', '4:1', '4:3', '5:1', '5:2', '5:4', '6:1',
    'din', 'square', 'standard', 'wallpaper', 'panoramic-wide', 'panoramic-ultra-wide', 'hidden'))
) WITHOUT ROWID;
CREATE INDEX catalogue_themes_by_popularity ON catalogue_themes (brand, popularity DESC, id);
CREATE INDEX catalogue_themes_by_created ON catalogue_themes (brand, created_at DESC, id);

-- A theme's colours, dominant first.
CREATE TABLE catalogue_theme_colors (
  theme_id TEXT NOT NULL REFERENCES catalogue_themes (id),
  color TEXT NOT NULL CHECK (color IN (
    'beige', 'black', 'blue', 'brown', 'gold', 'green', 'grey', 'orange', 'pink', 'purple', 'red', 'silver', 'white', 'yellow')),
  position INTEGER NOT NULL,
  PRIMARY KEY (theme_id, color)
) WITHOUT ROWID;
CREATE INDEX catalogue_theme_colors_by_color ON catalogue_theme_colors (color, theme_id);
