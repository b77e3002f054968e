-- Every instance keeps recently verified sessions in memory (platform/session-cache.ts). A session
-- ended or changed, or its user changed (banned, role, name), is announced on vdc_session_revoked at
-- commit, whichever code path or instance did it, so each instance forgets it at once.
CREATE OR REPLACE FUNCTION vdc_notify_session_revoked() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    -- The once-a-minute touch (updated_at moving forward) changes nothing an instance keeps.
    IF TG_OP = 'DELETE' OR NEW.updated_at < OLD.updated_at
       OR (NEW.created_at, NEW.expires_at, NEW.user_id, NEW.token)
          IS DISTINCT FROM (OLD.created_at, OLD.expires_at, OLD.user_id, OLD.token) THEN
      PERFORM pg_notify('vdc_session_revoked', 's:' || OLD.id);
    END IF;
  ELSE
    PERFORM pg_notify('vdc_session_revoked', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER DELETE OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_session_revoked();
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER DELETE OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_session_revoked();
