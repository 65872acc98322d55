-- The built-in catalogue's frames and options (SPEC §3 "Enumerations": frame families, mat types and sizes, option
-- groups): which frame families a brand sells, their frame types (each family's default is black), the mats a family
-- takes and the one it comes with, the materials a family frames, frame prices per format and currency, and the option
-- groups a material offers. Prices are INTEGER cents like 0002's; EUR is written, CHF/GBP/USD derived as in 0003.

-- SPEC §3: mat types mat-none and mat-weiss, mat sizes 0 and 30 (mm of mat around the picture); no mat has size 0.
CREATE TABLE catalogue_mats (
  mat_type TEXT NOT NULL CHECK (mat_type IN ('mat-none', 'mat-weiss')),
  mat_size INTEGER NOT NULL CHECK (mat_size IN (0, 30)),
  label_key TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  CHECK ((mat_type = 'mat-none') = (mat_size = 0)),
  PRIMARY KEY (mat_type, mat_size)
) WITHOUT ROWID;

-- SPEC §3: the 7 frame families, each with the mat it comes with (matType, matSize).
CREATE TABLE catalogue_frame_families (
  frame_family TEXT PRIMARY KEY CHECK (frame_family IN (
    'alurahmen', 'artbox', 'fotorahmen', 'holzrahmen', 'kunststoffrahmen', 'schattenfuge-leinwand', 'schattenfuge-platte')),
  label_key TEXT NOT NULL,
  mat_type TEXT NOT NULL,
  mat_size INTEGER NOT NULL,
  sort_order INTEGER NOT NULL,
  FOREIGN KEY (mat_type, mat_size) REFERENCES catalogue_mats (mat_type, mat_size)
) WITHOUT ROWID;

-- Frame types (`frameType` of a designer URL): a family in one colour; exactly one per family is its default, and it is black.
CREATE TABLE catalogue_frame_types (
  frame_type TEXT PRIMARY KEY CHECK (length(frame_type) BETWEEN 1 AND 64 AND frame_type NOT GLOB '*[^a-z-]*'),
  frame_family TEXT NOT NULL REFERENCES catalogue_frame_families (frame_family),
  color TEXT NOT NULL CHECK (color IN ('black', 'oak', 'silver', 'white')),
  label_key TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1) AND (is_default = 0 OR color = 'black')),
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;
CREATE UNIQUE INDEX catalogue_frame_types_one_default ON catalogue_frame_types (frame_family) WHERE is_default = 1;

-- The mats a family can be ordered with (its own mat among them).
CREATE TABLE catalogue_frame_mats (
  frame_family TEXT NOT NULL REFERENCES catalogue_frame_families (frame_family),
  mat_type TEXT NOT NULL,
  mat_size INTEGER NOT NULL,
  PRIMARY KEY (frame_family, mat_type, mat_size),
  FOREIGN KEY (mat_type, mat_size) REFERENCES catalogue_mats (mat_type, mat_size)
) WITHOUT ROWID;

-- The materials a family frames (a shadow-gap frame takes canvas or panels, the others paper).
CREATE TABLE catalogue_frame_materials (
  frame_family TEXT NOT NULL REFERENCES catalogue_frame_families (frame_family),
  material_type TEXT NOT NULL REFERENCES catalogue_materials (material_type),
  PRIMARY KEY (frame_family, material_type)
) WITHOUT ROWID;

-- Which brand sells which family.
CREATE TABLE catalogue_frame_offers (
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  frame_family TEXT NOT NULL REFERENCES catalogue_frame_families (frame_family),
  PRIMARY KEY (brand, frame_family)
) WITHOUT ROWID;

-- The formats a family is made in (the same WIDTHxHEIGHT rule as catalogue_formats) and the frame's price in each.
CREATE TABLE catalogue_frame_formats (
  frame_family TEXT NOT NULL REFERENCES catalogue_frame_families (frame_family),
  format TEXT NOT NULL CHECK (
    format GLOB '[1-9]*x[1-9]*' AND format NOT GLOB '*[^0-9x]*' AND format NOT GLOB '*x0*'
    AND length(format) - length(replace(format, 'x', '')) = 1),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (frame_family, format)
) WITHOUT ROWID;

CREATE TABLE catalogue_frame_prices (
  frame_family TEXT NOT NULL,
  format TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  price_original INTEGER NOT NULL CHECK (price_original > 0),
  price_current INTEGER NOT NULL CHECK (price_current > 0 AND price_current <= price_original),
  PRIMARY KEY (frame_family, format, currency),
  FOREIGN KEY (frame_family, format) REFERENCES catalogue_frame_formats (frame_family, format)
) WITHOUT ROWID;

-- SPEC §3 option groups and their options. An option may be limited to one material of its group (brushed aluminium,
-- Hahnemuehle's matt cotton) and to one unit (canvas stretcher depth: 2.5 or 3.8 cm; in the US 1 or 1.5 inch); each
-- group has one default per unit.
CREATE TABLE catalogue_option_groups (
  option_group TEXT PRIMARY KEY CHECK (option_group IN (
    'drilling', 'print-method', 'material-finish', 'frame-light', 'milling', 'adhesive-film-finish',
    'canvas-stretcher-depth', 'canvas-edge', 'poster-lamination', 'poster-paper', 'pvc-eyelets')),
  label_key TEXT NOT NULL,
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE catalogue_option_group_materials (
  option_group TEXT NOT NULL REFERENCES catalogue_option_groups (option_group),
  material_type TEXT NOT NULL REFERENCES catalogue_materials (material_type),
  PRIMARY KEY (option_group, material_type)
) WITHOUT ROWID;

CREATE TABLE catalogue_options (
  option_group TEXT NOT NULL REFERENCES catalogue_option_groups (option_group),
  value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 64 AND value NOT GLOB '*[^a-z0-9.-]*'),
  label_key TEXT NOT NULL,
  material_type TEXT REFERENCES catalogue_materials (material_type),
  unit TEXT CHECK (unit IN ('cm', 'inch')),
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (option_group, value)
) WITHOUT ROWID;
CREATE UNIQUE INDEX catalogue_options_one_default ON catalogue_options (option_group, coalesce(unit, '')) WHERE is_default = 1;

-- ---------------------------------------------------------------------------------------------------------------
-- Data

INSERT INTO catalogue_mats (mat_type, mat_size, label_key, sort_order) VALUES
  ('mat-none', 0, 'mats.none', 1),
  ('mat-weiss', 30, 'mats.white', 2);

INSERT INTO catalogue_frame_families (frame_family, label_key, mat_type, mat_size, sort_order) VALUES
  ('alurahmen', 'frameFamilies.alurahmen', 'mat-weiss', 30, 10),
  ('artbox', 'frameFamilies.artbox', 'mat-none', 0, 20),
  ('fotorahmen', 'frameFamilies.fotorahmen', 'mat-weiss', 30, 30),
  ('holzrahmen', 'frameFamilies.holzrahmen', 'mat-weiss', 30, 40),
  ('kunststoffrahmen', 'frameFamilies.kunststoffrahmen', 'mat-none', 0, 50),
  ('schattenfuge-leinwand', 'frameFamilies.schattenfugeLeinwand', 'mat-none', 0, 60),
  ('schattenfuge-platte', 'frameFamilies.schattenfugePlatte', 'mat-none', 0, 70);

INSERT INTO catalogue_frame_types (frame_type, frame_family, color, label_key, is_default, sort_order) VALUES
  ('alurahmen-schwarz', 'alurahmen', 'black', 'frameTypes.alurahmen.black', 1, 1),
  ('alurahmen-silber', 'alurahmen', 'silver', 'frameTypes.alurahmen.silver', 0, 2),
  ('alurahmen-weiss', 'alurahmen', 'white', 'frameTypes.alurahmen.white', 0, 3),
  ('artbox-schwarz', 'artbox', 'black', 'frameTypes.artbox.black', 1, 1),
  ('artbox-weiss', 'artbox', 'white', 'frameTypes.artbox.white', 0, 2),
  ('fotorahmen-schwarz', 'fotorahmen', 'black', 'frameTypes.fotorahmen.black', 1, 1),
  ('fotorahmen-weiss', 'fotorahmen', 'white', 'frameTypes.fotorahmen.white', 0, 2),
  ('holzrahmen-schwarz', 'holzrahmen', 'black', 'frameTypes.holzrahmen.black', 1, 1),
  ('holzrahmen-eiche', 'holzrahmen', 'oak', 'frameTypes.holzrahmen.oak', 0, 2),
  ('holzrahmen-weiss', 'holzrahmen', 'white', 'frameTypes.holzrahmen.white', 0, 3),
  ('kunststoffrahmen-schwarz', 'kunststoffrahmen', 'black', 'frameTypes.kunststoffrahmen.black', 1, 1),
  ('kunststoffrahmen-weiss', 'kunststoffrahmen', 'white', 'frameTypes.kunststoffrahmen.white', 0, 2),
  ('schattenfuge-leinwand-schwarz', 'schattenfuge-leinwand', 'black', 'frameTypes.schattenfugeLeinwand.black', 1, 1),
  ('schattenfuge-leinwand-eiche', 'schattenfuge-leinwand', 'oak', 'frameTypes.schattenfugeLeinwand.oak', 0, 2),
  ('schattenfuge-leinwand-weiss', 'schattenfuge-leinwand', 'white', 'frameTypes.schattenfugeLeinwand.white', 0, 3),
  ('schattenfuge-platte-schwarz', 'schattenfuge-platte', 'black', 'frameTypes.schattenfugePlatte.black', 1, 1),
  ('schattenfuge-platte-silber', 'schattenfuge-platte', 'silver', 'frameTypes.schattenfugePlatte.silver', 0, 2);

INSERT INTO catalogue_frame_mats (frame_family, mat_type, mat_size) VALUES
  ('alurahmen', 'mat-none', 0),
  ('alurahmen', 'mat-weiss', 30),
  ('artbox', 'mat-none', 0),
  ('fotorahmen', 'mat-none', 0),
  ('fotorahmen', 'mat-weiss', 30),
  ('holzrahmen', 'mat-none', 0),
  ('holzrahmen', 'mat-weiss', 30),
  ('kunststoffrahmen', 'mat-none', 0),
  ('kunststoffrahmen', 'mat-weiss', 30),
  ('schattenfuge-leinwand', 'mat-none', 0),
  ('schattenfuge-platte', 'mat-none', 0);

INSERT INTO catalogue_frame_materials (frame_family, material_type) VALUES
  ('alurahmen', 'poster'),
  ('alurahmen', 'hahnemuehle'),
  ('artbox', 'poster'),
  ('artbox', 'hahnemuehle'),
  ('fotorahmen', 'poster'),
  ('holzrahmen', 'poster'),
  ('holzrahmen', 'hahnemuehle'),
  ('kunststoffrahmen', 'poster'),
  ('schattenfuge-leinwand', 'leinwand'),
  ('schattenfuge-platte', 'acrylglas'),
  ('schattenfuge-platte', 'aludibond'),
  ('schattenfuge-platte', 'forexplatte'),
  ('schattenfuge-platte', 'gallerybond');

-- The cards brand frames its poster and canvas collages; the poster brand sells every family.
INSERT INTO catalogue_frame_offers (brand, frame_family) VALUES
  ('cards', 'fotorahmen'),
  ('cards', 'holzrahmen'),
  ('cards', 'schattenfuge-leinwand'),
  ('poster', 'alurahmen'),
  ('poster', 'artbox'),
  ('poster', 'fotorahmen'),
  ('poster', 'holzrahmen'),
  ('poster', 'kunststoffrahmen'),
  ('poster', 'schattenfuge-leinwand'),
  ('poster', 'schattenfuge-platte');

INSERT INTO catalogue_frame_formats (frame_family, format, sort_order) VALUES
  ('alurahmen', '3000x4000', 1),
  ('alurahmen', '4000x5000', 2),
  ('alurahmen', '4000x6000', 3),
  ('alurahmen', '5000x7000', 4),
  ('alurahmen', '6000x9000', 5),
  ('alurahmen', '7000x10000', 6),
  ('artbox', '3000x4000', 1),
  ('artbox', '4000x5000', 2),
  ('artbox', '4000x6000', 3),
  ('artbox', '5000x7000', 4),
  ('artbox', '6000x9000', 5),
  ('artbox', '7000x10000', 6),
  ('fotorahmen', '3000x4000', 1),
  ('fotorahmen', '4000x5000', 2),
  ('fotorahmen', '4000x6000', 3),
  ('fotorahmen', '5000x7000', 4),
  ('fotorahmen', '6000x9000', 5),
  ('fotorahmen', '7000x10000', 6),
  ('holzrahmen', '3000x4000', 1),
  ('holzrahmen', '4000x5000', 2),
  ('holzrahmen', '4000x6000', 3),
  ('holzrahmen', '5000x7000', 4),
  ('holzrahmen', '6000x9000', 5),
  ('holzrahmen', '7000x10000', 6),
  ('kunststoffrahmen', '3000x4000', 1),
  ('kunststoffrahmen', '4000x5000', 2),
  ('kunststoffrahmen', '4000x6000', 3),
  ('kunststoffrahmen', '5000x7000', 4),
  ('kunststoffrahmen', '6000x9000', 5),
  ('kunststoffrahmen', '7000x10000', 6),
  ('schattenfuge-leinwand', '3000x4000', 1),
  ('schattenfuge-leinwand', '4000x6000', 2),
  ('schattenfuge-leinwand', '5000x7000', 3),
  ('schattenfuge-leinwand', '6000x9000', 4),
  ('schattenfuge-platte', '3000x4000', 1),
  ('schattenfuge-platte', '4000x6000', 2),
  ('schattenfuge-platte', '5000x7000', 3),
  ('schattenfuge-platte', '6000x9000', 4),
  ('schattenfuge-platte', '7000x10000', 5);

-- Frame prices in EUR; four formats are this season's reductions.
INSERT INTO catalogue_frame_prices (frame_family, format, currency, price_original, price_current) VALUES
  ('alurahmen', '3000x4000', 'eur', 2999, 2999),
  ('alurahmen', '4000x5000', 'eur', 3499, 3499),
  ('alurahmen', '4000x6000', 'eur', 3999, 3999),
  ('alurahmen', '5000x7000', 'eur', 4999, 3999),
  ('alurahmen', '6000x9000', 'eur', 6499, 6499),
  ('alurahmen', '7000x10000', 'eur', 7999, 7999),
  ('artbox', '3000x4000', 'eur', 3999, 3999),
  ('artbox', '4000x5000', 'eur', 4499, 4499),
  ('artbox', '4000x6000', 'eur', 4999, 4999),
  ('artbox', '5000x7000', 'eur', 5999, 5999),
  ('artbox', '6000x9000', 'eur', 7999, 6999),
  ('artbox', '7000x10000', 'eur', 9499, 9499),
  ('fotorahmen', '3000x4000', 'eur', 1999, 1999),
  ('fotorahmen', '4000x5000', 'eur', 2299, 2299),
  ('fotorahmen', '4000x6000', 'eur', 2499, 2499),
  ('fotorahmen', '5000x7000', 'eur', 2999, 2499),
  ('fotorahmen', '6000x9000', 'eur', 3999, 3999),
  ('fotorahmen', '7000x10000', 'eur', 4999, 4999),
  ('holzrahmen', '3000x4000', 'eur', 3499, 3499),
  ('holzrahmen', '4000x5000', 'eur', 3999, 3999),
  ('holzrahmen', '4000x6000', 'eur', 4499, 4499),
  ('holzrahmen', '5000x7000', 'eur', 5499, 5499),
  ('holzrahmen', '6000x9000', 'eur', 6999, 5999),
  ('holzrahmen', '7000x10000', 'eur', 8499, 8499),
  ('kunststoffrahmen', '3000x4000', 'eur', 1499, 1499),
  ('kunststoffrahmen', '4000x5000', 'eur', 1699, 1699),
  ('kunststoffrahmen', '4000x6000', 'eur', 1899, 1899),
  ('kunststoffrahmen', '5000x7000', 'eur', 2299, 2299),
  ('kunststoffrahmen', '6000x9000', 'eur', 2999, 2999),
  ('kunststoffrahmen', '7000x10000', 'eur', 3699, 3699),
  ('schattenfuge-leinwand', '3000x4000', 'eur', 3999, 3999),
  ('schattenfuge-leinwand', '4000x6000', 'eur', 4999, 4999),
  ('schattenfuge-leinwand', '5000x7000', 'eur', 5999, 5999),
  ('schattenfuge-leinwand', '6000x9000', 'eur', 7499, 7499),
  ('schattenfuge-platte', '3000x4000', 'eur', 4499, 4499),
  ('schattenfuge-platte', '4000x6000', 'eur', 5499, 5499),
  ('schattenfuge-platte', '5000x7000', 'eur', 6499, 5499),
  ('schattenfuge-platte', '6000x9000', 'eur', 7999, 7999),
  ('schattenfuge-platte', '7000x10000', 'eur', 9999, 9999);

INSERT INTO catalogue_frame_prices (frame_family, format, currency, price_original, price_current)
SELECT frame_family, format, 'chf',
  CAST(ROUND((price_original * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90,
  CAST(ROUND((price_current * 1.05 - 90) / 100.0) AS INTEGER) * 100 + 90
FROM catalogue_frame_prices WHERE currency = 'eur';

INSERT INTO catalogue_frame_prices (frame_family, format, currency, price_original, price_current)
SELECT frame_family, format, 'gbp',
  CAST(ROUND((price_original * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99,
  CAST(ROUND((price_current * 0.87 - 99) / 100.0) AS INTEGER) * 100 + 99
FROM catalogue_frame_prices WHERE currency = 'eur';

INSERT INTO catalogue_frame_prices (frame_family, format, currency, price_original, price_current)
SELECT frame_family, format, 'usd',
  CAST(ROUND((price_original * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99,
  CAST(ROUND((price_current * 1.08 - 99) / 100.0) AS INTEGER) * 100 + 99
FROM catalogue_frame_prices WHERE currency = 'eur';

INSERT INTO catalogue_option_groups (option_group, label_key, sort_order) VALUES
  ('drilling', 'optionGroups.drilling', 10),
  ('print-method', 'optionGroups.printMethod', 20),
  ('material-finish', 'optionGroups.materialFinish', 30),
  ('frame-light', 'optionGroups.frameLight', 40),
  ('milling', 'optionGroups.milling', 50),
  ('adhesive-film-finish', 'optionGroups.adhesiveFilmFinish', 60),
  ('canvas-stretcher-depth', 'optionGroups.canvasStretcherDepth', 70),
  ('canvas-edge', 'optionGroups.canvasEdge', 80),
  ('poster-lamination', 'optionGroups.posterLamination', 90),
  ('poster-paper', 'optionGroups.posterPaper', 100),
  ('pvc-eyelets', 'optionGroups.pvcEyelets', 110);

INSERT INTO catalogue_option_group_materials (option_group, material_type) VALUES
  ('drilling', 'acrylglas'),
  ('drilling', 'aludibond'),
  ('drilling', 'echtglas'),
  ('drilling', 'forexplatte'),
  ('drilling', 'gallerybond'),
  ('print-method', 'acrylglas'),
  ('print-method', 'aludibond'),
  ('print-method', 'echtglas'),
  ('material-finish', 'aludibond'),
  ('material-finish', 'hahnemuehle'),
  ('frame-light', 'backlitfolie'),
  ('milling', 'aludibond'),
  ('adhesive-film-finish', 'klebefolie'),
  ('canvas-stretcher-depth', 'leinwand'),
  ('canvas-edge', 'leinwand'),
  ('poster-lamination', 'poster'),
  ('poster-paper', 'poster'),
  ('pvc-eyelets', 'pvcplane');

INSERT INTO catalogue_options (option_group, value, label_key, material_type, unit, is_default, sort_order) VALUES
  ('drilling', 'none', 'optionGroups.drilling.none', NULL, NULL, 1, 1),
  ('drilling', 'corners', 'optionGroups.drilling.corners', NULL, NULL, 0, 2),
  ('print-method', 'direct-print', 'optionGroups.printMethod.directPrint', NULL, NULL, 1, 1),
  ('print-method', 'fine-art', 'optionGroups.printMethod.fineArt', NULL, NULL, 0, 2),
  ('print-method', 'fine-art-glossy', 'optionGroups.printMethod.fineArtGlossy', NULL, NULL, 0, 3),
  ('print-method', 'fine-art-matt', 'optionGroups.printMethod.fineArtMatt', NULL, NULL, 0, 4),
  ('print-method', 'hahnemuehle-fine-art', 'optionGroups.printMethod.hahnemuehleFineArt', 'aludibond', NULL, 0, 5),
  ('material-finish', 'standard', 'optionGroups.materialFinish.standard', NULL, NULL, 1, 1),
  ('material-finish', 'brushed', 'optionGroups.materialFinish.brushed', 'aludibond', NULL, 0, 2),
  ('material-finish', 'matt-cotton-smooth', 'optionGroups.materialFinish.mattCottonSmooth', 'hahnemuehle', NULL, 0, 3),
  ('frame-light', 'none', 'optionGroups.frameLight.none', NULL, NULL, 1, 1),
  ('frame-light', 'led', 'optionGroups.frameLight.led', NULL, NULL, 0, 2),
  ('milling', 'none', 'optionGroups.milling.none', NULL, NULL, 1, 1),
  ('milling', 'lines', 'optionGroups.milling.lines', NULL, NULL, 0, 2),
  ('milling', 'dots', 'optionGroups.milling.dots', NULL, NULL, 0, 3),
  ('adhesive-film-finish', 'normal', 'optionGroups.adhesiveFilmFinish.normal', NULL, NULL, 1, 1),
  ('adhesive-film-finish', 'white', 'optionGroups.adhesiveFilmFinish.white', NULL, NULL, 0, 2),
  ('adhesive-film-finish', 'transparent', 'optionGroups.adhesiveFilmFinish.transparent', NULL, NULL, 0, 3),
  ('adhesive-film-finish', 'mirrored-transparent', 'optionGroups.adhesiveFilmFinish.mirroredTransparent', NULL, NULL, 0, 4),
  ('canvas-stretcher-depth', '2.5-cm', 'optionGroups.canvasStretcherDepth.25Cm', NULL, 'cm', 1, 1),
  ('canvas-stretcher-depth', '3.8-cm', 'optionGroups.canvasStretcherDepth.38Cm', NULL, 'cm', 0, 2),
  ('canvas-stretcher-depth', '1-inch', 'optionGroups.canvasStretcherDepth.1Inch', NULL, 'inch', 1, 3),
  ('canvas-stretcher-depth', '1.5-inch', 'optionGroups.canvasStretcherDepth.15Inch', NULL, 'inch', 0, 4),
  ('canvas-edge', 'coloured', 'optionGroups.canvasEdge.coloured', NULL, NULL, 1, 1),
  ('canvas-edge', 'mirrored', 'optionGroups.canvasEdge.mirrored', NULL, NULL, 0, 2),
  ('canvas-edge', 'wrapped', 'optionGroups.canvasEdge.wrapped', NULL, NULL, 0, 3),
  ('poster-lamination', 'none', 'optionGroups.posterLamination.none', NULL, NULL, 1, 1),
  ('poster-lamination', 'glossy', 'optionGroups.posterLamination.glossy', NULL, NULL, 0, 2),
  ('poster-lamination', 'matt', 'optionGroups.posterLamination.matt', NULL, NULL, 0, 3),
  ('poster-paper', 'standard', 'optionGroups.posterPaper.standard', NULL, NULL, 1, 1),
  ('poster-paper', 'silk-matt', 'optionGroups.posterPaper.silkMatt', NULL, NULL, 0, 2),
  ('poster-paper', 'eco', 'optionGroups.posterPaper.eco', NULL, NULL, 0, 3),
  ('pvc-eyelets', 'none', 'optionGroups.pvcEyelets.none', NULL, NULL, 1, 1),
  ('pvc-eyelets', 'simple', 'optionGroups.pvcEyelets.simple', NULL, NULL, 0, 2);
