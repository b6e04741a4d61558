-- The daily ceiling on notification mails: past NOTIFY_DAILY_LIMIT single mails in
-- the gym's day, the rest are sent together, one digest mail at most every NOTIFY_DIGEST_MINUTES.
-- digest_id names the digest a submission was delivered in (null: a mail of its own, or a forward).
ALTER TABLE submissions ADD COLUMN digest_id uuid;
-- The ceiling counts today's single mails on every cycle: delivered rows by delivery time.
CREATE INDEX submissions_delivered_at_idx ON submissions (delivered_at) WHERE delivery_state = 'delivered';
-- ... and when the newest digest went.
CREATE INDEX submissions_digest_idx ON submissions (delivered_at) WHERE digest_id IS NOT NULL;
