-- Reads of the lead list are audited (server/staff/reads.ts): one 'read' entry per session and filter
-- set, whose count of leads grows while the person keeps reading that list. So the audit log lets an
-- entry of action 'read' be extended (its count and last read only, neither ever lower), and still
-- refuses every other change, row by row now, and TRUNCATE.
ALTER TABLE staff_audit ADD COLUMN read_key text;
ALTER TABLE staff_audit ADD COLUMN read_count integer;
ALTER TABLE staff_audit ADD COLUMN last_at timestamptz;
CREATE INDEX staff_audit_read_idx ON staff_audit (read_key, id) WHERE read_key IS NOT NULL;

-- Which leads each 'read' entry has counted (each once), and when the session first read it (the
-- per-session limit counts different leads within the hour). Not part of the audit log: rows go when
-- no longer needed, with the session, and with a purged lead.
CREATE TABLE staff_list_reads (
  entry_id   bigint NOT NULL,
  token_hash text NOT NULL REFERENCES staff_sessions (token_hash) ON DELETE CASCADE,
  lead_id    uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entry_id, lead_id)
);
CREATE INDEX staff_list_reads_session_idx ON staff_list_reads (token_hash, at);

CREATE FUNCTION staff_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.action = 'read'
     AND ROW(NEW.id, NEW.at, NEW.actor_id, NEW.actor_name, NEW.action, NEW.lead_id, NEW.detail, NEW.read_key)
         IS NOT DISTINCT FROM ROW(OLD.id, OLD.at, OLD.actor_id, OLD.actor_name, OLD.action, OLD.lead_id, OLD.detail, OLD.read_key)
     AND NEW.read_count >= OLD.read_count AND NEW.last_at >= OLD.last_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'staff_audit is append-only';
END
$$;
DROP TRIGGER staff_audit_append_only ON staff_audit;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_guard();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
