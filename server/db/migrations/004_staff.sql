-- The staff lead inbox: staff members, their passkeys, enrolment links, sessions, the
-- work on each lead (stage, follow-up, notes, history), an append-only audit log and the event
-- sequence the inbox's live updates read. The same SQL runs on PGlite and PostgreSQL.

CREATE TABLE staff (
  id               uuid PRIMARY KEY,
  name             text NOT NULL,
  email            text NOT NULL,
  role             text NOT NULL CHECK (role IN ('owner', 'staff')),
  -- the WebAuthn user handle (random, base64url): never the email, so a passkey reveals nobody
  webauthn_user_id text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  enrolled_at      timestamptz,
  revoked_at       timestamptz
);
CREATE UNIQUE INDEX staff_email_idx ON staff (lower(email));

-- Passkeys as @simplewebauthn/server gives them: credential id (base64url), COSE public key, counter.
CREATE TABLE staff_passkeys (
  id           text PRIMARY KEY,
  staff_id     uuid NOT NULL REFERENCES staff (id),
  public_key   bytea NOT NULL,
  counter      bigint NOT NULL DEFAULT 0,
  transports   text NOT NULL DEFAULT '[]',
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX staff_passkeys_staff_idx ON staff_passkeys (staff_id);

-- One-time enrolment links: only the SHA-256 of the token is stored (hex).
CREATE TABLE staff_enrolments (
  token_hash text PRIMARY KEY,
  staff_id   uuid NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  -- set when a newer link or a revocation voids it
  voided_at  timestamptz
);
CREATE INDEX staff_enrolments_staff_idx ON staff_enrolments (staff_id);

-- WebAuthn challenges, kept server-side so that any instance on one PostgreSQL can verify; single use.
CREATE TABLE staff_challenges (
  challenge  text PRIMARY KEY,
  purpose    text NOT NULL CHECK (purpose IN ('enrol', 'signin')),
  token_hash text,
  expires_at timestamptz NOT NULL
);

-- Sessions: only the SHA-256 of the cookie's value is stored (hex).
CREATE TABLE staff_sessions (
  token_hash   text PRIMARY KEY,
  staff_id     uuid NOT NULL REFERENCES staff (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  idle_seconds integer NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- One row per submission: what the list filters and searches on (copied from `fields` at insert by
-- the trigger below, so a search reads a narrow table) and the work on it (stage, follow-up, version).
CREATE TABLE staff_leads (
  id           uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  form_id      text NOT NULL,
  -- lower-case name and email, for search
  search       text NOT NULL,
  phone_digits text NOT NULL,
  -- submissions.spam, kept equal by the triggers below (the inbox and spam views filter on it)
  spam         boolean NOT NULL DEFAULT false,
  stage        text NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'contacted', 'tour-booked', 'trial', 'joined', 'not-interested')),
  stage_reason text,
  follow_up_on date,
  version      integer NOT NULL DEFAULT 1,
  updated_at   timestamptz
);
CREATE INDEX staff_leads_created_idx ON staff_leads (created_at DESC, id DESC);
CREATE INDEX staff_leads_spam_idx ON staff_leads (created_at DESC, id DESC) WHERE spam;
CREATE INDEX staff_leads_stage_idx ON staff_leads (stage, created_at DESC, id DESC);
CREATE INDEX staff_leads_follow_up_idx ON staff_leads (follow_up_on) WHERE follow_up_on IS NOT NULL;

CREATE TABLE staff_notes (
  id        uuid PRIMARY KEY,
  lead_id   uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  at        timestamptz NOT NULL DEFAULT now(),
  author_id uuid NOT NULL REFERENCES staff (id),
  text      text NOT NULL
);
CREATE INDEX staff_notes_lead_idx ON staff_notes (lead_id, at);

CREATE TABLE staff_lead_history (
  id       bigserial PRIMARY KEY,
  lead_id  uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  at       timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES staff (id),
  kind     text NOT NULL,
  text     text NOT NULL
);
CREATE INDEX staff_lead_history_lead_idx ON staff_lead_history (lead_id, id);

-- Append-only: no foreign keys (an entry outlives the lead it names), and the trigger below refuses
-- any UPDATE or DELETE, whoever sends it.
CREATE TABLE staff_audit (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT now(),
  actor_id   uuid,
  actor_name text,
  action     text NOT NULL,
  lead_id    uuid,
  detail     text NOT NULL DEFAULT ''
);

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END
$$;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();

-- What the inbox's live updates read: a monotonically increasing sequence of 'lead' (a new
-- submission) and 'change' (stage, note, follow-up, not-spam) events.
CREATE TABLE staff_events (
  seq     bigserial PRIMARY KEY,
  at      timestamptz NOT NULL DEFAULT now(),
  kind    text NOT NULL CHECK (kind IN ('lead', 'change')),
  lead_id uuid NOT NULL
);

CREATE FUNCTION staff_lead_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO staff_leads (id, created_at, form_id, spam, search, phone_digits)
  VALUES (
    NEW.id, NEW.created_at, NEW.form_id, NEW.spam,
    lower(left(COALESCE(NEW.fields ->> 'name', '') || ' ' || COALESCE(NEW.fields ->> 'email', ''), 400)),
    left(regexp_replace(COALESCE(NEW.fields ->> 'phone', ''), '[^0-9]', '', 'g'), 40)
  )
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO staff_events (kind, lead_id) VALUES ('lead', NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER staff_lead_row AFTER INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION staff_lead_row();

-- `leads not-spam` (and the inbox's not-spam) clear submissions.spam: the copy follows.
CREATE FUNCTION staff_lead_spam() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE staff_leads SET spam = NEW.spam WHERE id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER staff_lead_spam AFTER UPDATE OF spam ON submissions FOR EACH ROW
  WHEN (OLD.spam IS DISTINCT FROM NEW.spam) EXECUTE FUNCTION staff_lead_spam();

-- Submissions stored before this migration.
INSERT INTO staff_leads (id, created_at, form_id, spam, search, phone_digits)
SELECT id, created_at, form_id, spam,
  lower(left(COALESCE(fields ->> 'name', '') || ' ' || COALESCE(fields ->> 'email', ''), 400)),
  left(regexp_replace(COALESCE(fields ->> 'phone', ''), '[^0-9]', '', 'g'), 40)
FROM submissions;
