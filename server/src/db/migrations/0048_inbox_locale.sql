-- The language of the page a contact message, sponsor inquiry or ad order was sent from (issue 28):
-- the team's reply quotes them in it ("El 6 de diciembre de 2026 usted escribió:"). NULL (older
-- ones): English.
ALTER TABLE contact_messages ADD COLUMN locale text CHECK (locale IN ('en', 'es'));
ALTER TABLE sponsor_inquiries ADD COLUMN locale text CHECK (locale IN ('en', 'es'));
ALTER TABLE ad_orders ADD COLUMN locale text CHECK (locale IN ('en', 'es'));
