-- The calculator's "Bestseller" label was white on #e63946 (4.2:1), below WCAG AA's 4.5:1 for its small bold text.
-- #c62b37 keeps the red and reaches 5.6:1.
UPDATE catalogue_labels SET background_color = '#c62b37' WHERE background_color = '#e63946';
