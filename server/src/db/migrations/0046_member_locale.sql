-- The language a member chose in their profile (issue 28, decision 036): their interface, emails
-- and push texts speak it. NULL means no choice yet: the browser's language for pages, the station's
-- (English) for mail.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'es'));
