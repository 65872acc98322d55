-- Black and cream mats (SPEC §3 "Mats in labels: none, white, black, cream"): mat types mat-schwarz and mat-creme
-- beside 0005's mat-none and mat-weiss, 30 mm like the white one, offered wherever a family takes the white mat, at the
-- white mat's surcharge (0013). 0005's and 0013's CHECKs name only the first two types, and D1 cannot rebuild a table
-- that others reference (it keeps foreign keys on), so the coloured mats get tables of their own and two views give
-- the API every mat and every surcharge in one place.

CREATE TABLE catalogue_coloured_mats (
  mat_type TEXT PRIMARY KEY CHECK (mat_type IN ('mat-schwarz', 'mat-creme')),
  mat_size INTEGER NOT NULL CHECK (mat_size = 30),
  label_key TEXT NOT NULL,
  sort_order INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO catalogue_coloured_mats (mat_type, mat_size, label_key, sort_order) VALUES
  ('mat-schwarz', 30, 'mats.black', 3),
  ('mat-creme', 30, 'mats.cream', 4);

-- The coloured mats a family can be ordered with: every family that takes the white mat.
CREATE TABLE catalogue_frame_coloured_mats (
  frame_family TEXT NOT NULL REFERENCES catalogue_frame_families (frame_family),
  mat_type TEXT NOT NULL REFERENCES catalogue_coloured_mats (mat_type),
  PRIMARY KEY (frame_family, mat_type)
) WITHOUT ROWID;

INSERT INTO catalogue_frame_coloured_mats (frame_family, mat_type)
  SELECT m.frame_family, c.mat_type FROM catalogue_frame_mats m, catalogue_coloured_mats c WHERE m.mat_type = 'mat-weiss';

CREATE TABLE catalogue_coloured_mat_surcharges (
  mat_type TEXT NOT NULL REFERENCES catalogue_coloured_mats (mat_type),
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  per_square_metre INTEGER NOT NULL CHECK (per_square_metre >= 0),
  minimum INTEGER NOT NULL CHECK (minimum >= 0),
  PRIMARY KEY (mat_type, currency)
) WITHOUT ROWID;

INSERT INTO catalogue_coloured_mat_surcharges (mat_type, currency, per_square_metre, minimum)
  SELECT c.mat_type, s.currency, s.per_square_metre, s.minimum
  FROM catalogue_frame_surcharges s, catalogue_coloured_mats c WHERE s.part = 'mat-weiss';

-- Every mat a family can be ordered with, in the shop's order.
CREATE VIEW catalogue_mat_choices AS
  SELECT m.frame_family, m.mat_type, m.mat_size, k.label_key, k.sort_order FROM catalogue_frame_mats m
    JOIN catalogue_mats k ON k.mat_type = m.mat_type AND k.mat_size = m.mat_size
  UNION ALL
  SELECT m.frame_family, m.mat_type, k.mat_size, k.label_key, k.sort_order FROM catalogue_frame_coloured_mats m
    JOIN catalogue_coloured_mats k ON k.mat_type = m.mat_type;

-- Every surcharge: glasses and the white mat (0013), the coloured mats.
CREATE VIEW catalogue_part_surcharges AS
  SELECT part, currency, per_square_metre, minimum FROM catalogue_frame_surcharges
  UNION ALL
  SELECT mat_type, currency, per_square_metre, minimum FROM catalogue_coloured_mat_surcharges;
