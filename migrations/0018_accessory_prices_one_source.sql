-- Card accessories have one price: SPEC §9's per size class and country for envelopes and inlays
-- (src/domain/commerce/envelope.ts) and card_accessory_prices (0016) for ribbons, which the cart charges. The catalogue
-- prices 0007 wrote for the Accessory products (one EUR price for every euro country, so 0,95 € in Austria where the
-- cart charges 1,00 €) are dropped: the products call now prices them by their sku (src/api/card-accessories.ts).
DELETE FROM catalogue_product_prices
WHERE product_id IN (SELECT id FROM catalogue_products WHERE family = 'accessory');
