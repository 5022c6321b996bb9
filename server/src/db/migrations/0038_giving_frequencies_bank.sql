-- Giving the way community radio raises money (issue 30): weekly, every-two-weeks and yearly
-- gifts beside one-time and monthly; US bank account (ACH) gifts that clear days later;
-- matching gifts on fund drives; the donor's choice to be thanked on air.

ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_frequency_check;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_frequency_check
  CHECK (frequency IN ('once', 'weekly', 'biweekly', 'monthly', 'yearly'));
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_status_check;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_status_check
  CHECK (status IN ('pending', 'processing', 'succeeded', 'failed'));
ALTER TABLE payment_intents ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'bank'));
ALTER TABLE payment_intents ADD COLUMN on_air_name text;
ALTER TABLE payment_intents ADD COLUMN on_air_amount boolean NOT NULL DEFAULT false;

ALTER TABLE payment_plans ADD COLUMN frequency text NOT NULL DEFAULT 'monthly'
  CHECK (frequency IN ('weekly', 'biweekly', 'monthly', 'yearly'));
ALTER TABLE payment_plans ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'bank'));

ALTER TABLE payment_gifts DROP CONSTRAINT payment_gifts_frequency_check;
ALTER TABLE payment_gifts ADD CONSTRAINT payment_gifts_frequency_check
  CHECK (frequency IN ('once', 'weekly', 'biweekly', 'monthly', 'yearly'));
-- processing: a bank debit not cleared yet; failed: the bank returned it. Neither is counted.
ALTER TABLE payment_gifts DROP CONSTRAINT payment_gifts_status_check;
ALTER TABLE payment_gifts ADD CONSTRAINT payment_gifts_status_check
  CHECK (status IN ('processing', 'paid', 'partially_refunded', 'refunded', 'failed'));
ALTER TABLE payment_gifts ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'bank'));
ALTER TABLE payment_gifts ADD COLUMN failure text;
-- Thanks on air: only when the donor allowed it, by the name they gave (null: not to be thanked).
ALTER TABLE payment_gifts ADD COLUMN on_air_name text;
ALTER TABLE payment_gifts ADD COLUMN on_air_amount boolean NOT NULL DEFAULT false;
ALTER TABLE payment_gifts ADD COLUMN thanked_at timestamptz;
CREATE INDEX payment_gifts_on_air_idx ON payment_gifts (paid_at DESC) WHERE on_air_name IS NOT NULL;

-- A sponsor doubles every gift (1:1) up to match_cents.
ALTER TABLE fund_drives ADD COLUMN match_cents bigint CHECK (match_cents IS NULL OR match_cents > 0);
