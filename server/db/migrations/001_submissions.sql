-- Submissions received by the lead service: one row per form post, stored before the visitor
-- gets an answer. The same SQL runs on PGlite (embedded, default) and PostgreSQL (DATABASE_URL).
CREATE TABLE submissions (
  id              uuid PRIMARY KEY,
  form_id         text NOT NULL,
  created_at      timestamptz NOT NULL,
  client_ip       text,
  user_agent      text,
  -- the form's fields as the visitor sent them (after validation); for spam, the whole body
  fields          jsonb NOT NULL,
  -- the Formspree-style body of spec section 7: email, subject, message, _replyto, _subject
  payload         jsonb NOT NULL,
  spam            boolean NOT NULL DEFAULT false,
  -- pending: waiting for (re)delivery; delivered; failed: gave up (leads retry re-queues it);
  -- spam: honeypot filled, never delivered; stored: kept, no delivery was configured
  delivery_state  text NOT NULL CHECK (delivery_state IN ('pending', 'delivered', 'failed', 'spam', 'stored')),
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  next_attempt_at timestamptz,
  delivered_at    timestamptz
);

CREATE INDEX submissions_created_at_idx ON submissions (created_at DESC, id DESC);
CREATE INDEX submissions_due_idx ON submissions (next_attempt_at) WHERE delivery_state = 'pending';
