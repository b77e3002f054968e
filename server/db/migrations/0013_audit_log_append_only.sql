-- The audit log is append-only: no one edits or removes an entry, whichever code path or account
-- tries. The one change allowed is the foreign key's own ON DELETE SET NULL when an account is
-- deleted (actor_id to null, every other column unchanged; actor_name keeps the name).
CREATE OR REPLACE FUNCTION vdc_audit_log_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
     AND (NEW.id, NEW.actor_name, NEW.action, NEW.entity_type, NEW.entity_id, NEW.details::text,
          NEW.ip_address, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.actor_name, OLD.action, OLD.entity_type, OLD.entity_id,
          OLD.details::text, OLD.ip_address, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION vdc_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION vdc_audit_log_append_only();
