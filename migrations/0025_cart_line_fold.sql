-- The fold of the card a card order's envelope or inlay line was added with (SPEC §9: pocketfold and booklet cards
-- price envelopes and inlays by their own rule), so a quantity change on the cart page prices the line as the card
-- options did. NULL for an accessory bought alone and for a voucher: the stand-alone price.
ALTER TABLE cart_lines ADD COLUMN fold TEXT CHECK (fold IN ('single', 'pocketfold', 'booklet'));
