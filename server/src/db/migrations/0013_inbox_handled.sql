-- The station console's inbox (issue 14): a message, inquiry or order stays "new" until someone
-- on the team marks it handled (and who did).
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz, ADD COLUMN handled_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE sponsor_inquiries ADD COLUMN handled_at timestamptz, ADD COLUMN handled_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE ad_orders ADD COLUMN handled_at timestamptz, ADD COLUMN handled_by uuid REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX contact_messages_new_idx ON contact_messages (created_at) WHERE handled_at IS NULL;
CREATE INDEX sponsor_inquiries_new_idx ON sponsor_inquiries (created_at) WHERE handled_at IS NULL;
CREATE INDEX ad_orders_new_idx ON ad_orders (created_at) WHERE handled_at IS NULL;
