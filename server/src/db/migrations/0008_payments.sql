-- Giving: funds, checkout intents, gifts, monthly plans, the ledger (gifts and refunds),
-- visitors' manage links and the processor webhooks already handled. Amounts are integer cents.
-- No card number, expiry or security code is ever stored: only the processor's token, brand and last four.

CREATE TABLE payment_funds (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort smallint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

-- A checkout under way: what the donor chose before the processor confirms it.
CREATE TABLE payment_intents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  processor text NOT NULL CHECK (processor IN ('test', 'stripe')),
  processor_ref text UNIQUE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  donor_name text NOT NULL DEFAULT '',
  donor_email text NOT NULL,
  donor_message text NOT NULL DEFAULT '',
  fund_id text NOT NULL REFERENCES payment_funds(id),
  frequency text NOT NULL CHECK (frequency IN ('once', 'monthly')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 100),
  fee_cents integer NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  failure text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A monthly gift. The test processor renews it with a scheduled job; Stripe with its subscription.
CREATE TABLE payment_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  processor text NOT NULL CHECK (processor IN ('test', 'stripe')),
  processor_ref text UNIQUE,
  -- The test processor's reusable payment token (never card data).
  payment_token text,
  card_brand text,
  card_last4 text,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  donor_name text NOT NULL DEFAULT '',
  donor_email text NOT NULL,
  fund_id text NOT NULL REFERENCES payment_funds(id),
  amount_cents integer NOT NULL CHECK (amount_cents >= 100),
  fee_cents integer NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL DEFAULT 'incomplete' CHECK (status IN ('incomplete', 'active', 'paused', 'canceled')),
  next_charge_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payment_plans_donor_idx ON payment_plans (lower(donor_email));
CREATE INDEX payment_plans_user_idx ON payment_plans (user_id);

-- A gift that was paid. processor_ref (payment intent, invoice or renewal) makes recording it idempotent.
CREATE TABLE payment_gifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  receipt_number serial UNIQUE,
  intent_id uuid REFERENCES payment_intents(id) ON DELETE SET NULL,
  plan_id uuid REFERENCES payment_plans(id) ON DELETE SET NULL,
  processor text NOT NULL,
  processor_ref text NOT NULL UNIQUE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  donor_name text NOT NULL DEFAULT '',
  donor_email text NOT NULL,
  donor_message text NOT NULL DEFAULT '',
  fund_id text NOT NULL REFERENCES payment_funds(id),
  frequency text NOT NULL CHECK (frequency IN ('once', 'monthly')),
  amount_cents integer NOT NULL,
  fee_cents integer NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'usd',
  card_brand text,
  card_last4 text,
  refunded_cents integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'partially_refunded', 'refunded')),
  paid_at timestamptz NOT NULL
);
CREATE INDEX payment_gifts_paid_idx ON payment_gifts (paid_at DESC);
CREATE INDEX payment_gifts_donor_idx ON payment_gifts (lower(donor_email), paid_at);
CREATE INDEX payment_gifts_user_idx ON payment_gifts (user_id, paid_at);

-- Money in and out: one row per gift (positive) and per refund (negative).
CREATE TABLE payment_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gift_id uuid NOT NULL REFERENCES payment_gifts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('gift', 'refund')),
  amount_cents integer NOT NULL,
  processor_ref text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- Visitors' links to see and manage their giving; only a SHA-256 of the token is kept.
CREATE TABLE payment_manage_tokens (
  token_hash text PRIMARY KEY,
  donor_email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Processor webhooks already handled (a replay changes nothing).
CREATE TABLE payment_webhook_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL
);

INSERT INTO payment_funds (id, name, sort) VALUES ('general', 'General', 0), ('missions', 'Missions', 1), ('building', 'Building', 2);
