-- Shipping costs per brand and country (SPEC §7 /web-api/shipping-information), in the country's currency (SPEC §9:
-- chf for CH and LI, gbp for GB, usd for US, eur otherwise), in cents. Cards travel as letters; the poster brand's
-- wall pictures as parcels. Free delivery from an order value where the brand offers it, else NULL.
CREATE TABLE shipping_rates (
  brand TEXT NOT NULL CHECK (brand IN ('cards', 'poster')),
  country TEXT NOT NULL CHECK (country IN ('AT', 'CH', 'DE', 'IT', 'LI', 'LU', 'GB', 'US', 'ES', 'FR', 'BE', 'NL')),
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  cost INTEGER NOT NULL CHECK (cost >= 0),
  free_from INTEGER CHECK (free_from IS NULL OR free_from > 0),
  PRIMARY KEY (brand, country)
) WITHOUT ROWID;

INSERT INTO shipping_rates (brand, country, currency, cost, free_from) VALUES
  ('cards', 'DE', 'eur', 395, 5000),
  ('cards', 'AT', 'eur', 495, 6000),
  ('cards', 'CH', 'chf', 690, 7900),
  ('cards', 'LI', 'chf', 690, 7900),
  ('cards', 'IT', 'eur', 695, NULL),
  ('cards', 'LU', 'eur', 595, NULL),
  ('cards', 'GB', 'gbp', 495, NULL),
  ('cards', 'US', 'usd', 995, NULL),
  ('cards', 'ES', 'eur', 695, NULL),
  ('cards', 'FR', 'eur', 595, NULL),
  ('cards', 'BE', 'eur', 595, NULL),
  ('cards', 'NL', 'eur', 595, NULL),
  ('poster', 'DE', 'eur', 595, 10000),
  ('poster', 'AT', 'eur', 795, 12000),
  ('poster', 'CH', 'chf', 1290, 14900),
  ('poster', 'LI', 'chf', 1290, 14900),
  ('poster', 'IT', 'eur', 995, NULL),
  ('poster', 'LU', 'eur', 895, NULL),
  ('poster', 'GB', 'gbp', 895, NULL),
  ('poster', 'US', 'usd', 1995, NULL),
  ('poster', 'ES', 'eur', 995, NULL),
  ('poster', 'FR', 'eur', 895, NULL),
  ('poster', 'BE', 'eur', 895, NULL),
  ('poster', 'NL', 'eur', 895, NULL);
