-- The valuation keeps the platform's sales in memory (features/vehicles/sold-cache.ts). A donation
-- entering, leaving or changing in a sold status is announced on vdc_sales_changed at commit (one
-- notice per transaction: PostgreSQL folds identical ones), and every instance reloads its copy.
CREATE OR REPLACE FUNCTION vdc_notify_sales_changed() RETURNS trigger AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD.status IN ('valued', 'receipt_issued', 'completed'))
     OR (TG_OP <> 'DELETE' AND NEW.status IN ('valued', 'receipt_issued', 'completed')) THEN
    PERFORM pg_notify('vdc_sales_changed', '');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER donations_sales_changed_notify AFTER INSERT OR UPDATE OR DELETE ON donations
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_sales_changed();
