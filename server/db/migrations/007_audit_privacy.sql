-- Personal text out of the audit log, and the log kept for a time, not forever.
--
-- A failed sign-in's client address goes in a column of its own (client_address), which retention
-- clears after AUDIT_ADDRESS_DAYS; the whole log is kept AUDIT_RETENTION_DAYS. Both are done by
-- staff_audit_retention() below and nothing else: the guard lets only that function delete entries
-- and clear addresses. A Not interested reason stays in the lead's history (purged with the lead);
-- the audit log says only that the lead was marked Not interested. A search exported is named, not quoted.
ALTER TABLE staff_audit ADD COLUMN client_address text;
CREATE INDEX staff_audit_at_idx ON staff_audit (at);

-- Entries written before this migration: the guard is dropped for the rewrite and made again below.
DROP TRIGGER staff_audit_append_only ON staff_audit;
UPDATE staff_audit
  SET client_address = substring(detail from ' \(from ([^()]*)\)$'), detail = regexp_replace(detail, ' \(from [^()]*\)$', '')
  WHERE action = 'signin-failed' AND detail ~ ' \(from [^()]*\)$';
UPDATE staff_audit
  SET detail = regexp_replace(detail, '^(Stage: [^→]* → Not interested) \(.*$', '\1 (reason in the lead''s history)')
  WHERE action = 'stage' AND detail ~ '^Stage: [^→]* → Not interested \(';
UPDATE staff_audit
  SET detail = regexp_replace(detail, ', q=.*\)$', ', a search)')
  WHERE action = 'export' AND detail ~ ', q=.*\)$';

CREATE OR REPLACE FUNCTION staff_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Retention (staff_audit_retention): removes entries, clears an address, changes nothing else.
  IF current_setting('staff_audit.retention', true) = 'on' THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    IF ROW(NEW.id, NEW.at, NEW.actor_id, NEW.actor_name, NEW.action, NEW.lead_id, NEW.detail, NEW.read_key, NEW.read_count, NEW.last_at)
         IS NOT DISTINCT FROM ROW(OLD.id, OLD.at, OLD.actor_id, OLD.actor_name, OLD.action, OLD.lead_id, OLD.detail, OLD.read_key, OLD.read_count, OLD.last_at)
       AND NEW.client_address IS NULL THEN
      RETURN NEW;
    END IF;
  END IF;
  -- A read of the lead list (server/staff/reads.ts) raises its own count and last read, nothing else.
  IF TG_OP = 'UPDATE' AND OLD.action = 'read'
     AND ROW(NEW.id, NEW.at, NEW.actor_id, NEW.actor_name, NEW.action, NEW.lead_id, NEW.detail, NEW.read_key, NEW.client_address)
         IS NOT DISTINCT FROM ROW(OLD.id, OLD.at, OLD.actor_id, OLD.actor_name, OLD.action, OLD.lead_id, OLD.detail, OLD.read_key, OLD.client_address)
     AND NEW.read_count >= OLD.read_count AND NEW.last_at >= OLD.last_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'staff_audit is append-only';
END
$$;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_guard();

-- The audit log's retention, the one way entries leave it: entries from before `entries_before` are
-- removed, the addresses of failed sign-ins from before `addresses_before` cleared, and an entry says
-- so (the days as the gym's, given by the caller: the database's zone data may be older).
CREATE FUNCTION staff_audit_retention(entries_before timestamptz, addresses_before timestamptz, entries_day text, addresses_day text)
  RETURNS TABLE (removed bigint, cleared bigint) LANGUAGE plpgsql AS $$
DECLARE
  n_removed bigint;
  n_cleared bigint;
BEGIN
  PERFORM set_config('staff_audit.retention', 'on', true);
  DELETE FROM staff_audit WHERE at < entries_before;
  GET DIAGNOSTICS n_removed = ROW_COUNT;
  UPDATE staff_audit SET client_address = NULL WHERE client_address IS NOT NULL AND at < addresses_before;
  GET DIAGNOSTICS n_cleared = ROW_COUNT;
  PERFORM set_config('staff_audit.retention', '', true);
  IF n_removed + n_cleared > 0 THEN
    INSERT INTO staff_audit (action, detail)
    VALUES ('purge', format('Retention removed %s audit entr(ies) from before %s and the addresses of %s failed sign-in(s) from before %s',
      n_removed, entries_day, n_cleared, addresses_day));
  END IF;
  RETURN QUERY SELECT n_removed, n_cleared;
END
$$;
