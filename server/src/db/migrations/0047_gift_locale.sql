-- The language of the page a gift was given from (issue 28): a donor without an account gets their
-- receipt, bank notices and year-end statement in it. NULL (older gifts): English.
ALTER TABLE payment_intents ADD COLUMN locale text CHECK (locale IN ('en', 'es'));
