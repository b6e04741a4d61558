-- A session belongs to the passkey that opened it: removing that passkey (a lost phone, on the Team
-- page, or a revoked member invited again, whose old passkeys go) ends every session it opened, in the
-- same statement, on both stores.
ALTER TABLE staff_sessions ADD COLUMN passkey_id text REFERENCES staff_passkeys (id) ON DELETE CASCADE;
CREATE INDEX staff_sessions_passkey_idx ON staff_sessions (passkey_id);

-- Sessions opened before this column existed name no passkey: whichever passkey opened one, it may be
-- the one being removed, so removing any passkey of a member ends every such session of theirs (the
-- person signs in again with a passkey they still have). Only a few live at the upgrade, and they
-- end within STAFF_SESSION_MAX_DAYS anyway.
CREATE FUNCTION staff_passkey_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM staff_sessions WHERE staff_id = OLD.staff_id AND passkey_id IS NULL;
  RETURN OLD;
END
$$;
CREATE TRIGGER staff_passkey_removed AFTER DELETE ON staff_passkeys FOR EACH ROW EXECUTE FUNCTION staff_passkey_removed();
