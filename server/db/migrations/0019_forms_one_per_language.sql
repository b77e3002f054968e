ALTER TABLE "custom_forms" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD CONSTRAINT "custom_forms_translation_of_custom_forms_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."custom_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_forms_translation_of_index" ON "custom_forms" USING btree ("translation_of");
--> statement-breakpoint
-- DECISIONS §10: a form exists once per language. A form that carries French (a French name or
-- description, a French label, placeholder or help text, or answers given in French) keeps its id as the
-- English form and gets a French copy linked to it (translation_of), with its own slug (from the French
-- name, else the slug with -fr). Its French answers move to the French form, so each form's responses,
-- chart and CSV hold the answers given in its language; its English answers stay where they were.
DO $$
DECLARE
  f record;
  base text;
  candidate text;
  new_id integer;
BEGIN
  FOR f IN
    SELECT * FROM "custom_forms" c
    WHERE c."translation_of" IS NULL AND (
      btrim(c."name_fr") <> '' OR btrim(c."description_fr") <> ''
      OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(c."fields") AS e(x)
        WHERE coalesce(x->'label'->>'fr', '') <> '' OR coalesce(x->'placeholder'->>'fr', '') <> ''
          OR coalesce(x->'helpText'->>'fr', '') <> '')
      OR EXISTS (SELECT 1 FROM "form_submissions" s WHERE s."form_id" = c."id" AND s."language" = 'fr'))
    ORDER BY c."id"
  LOOP
    base := trim(both '-' from left(trim(both '-' from regexp_replace(replace(translate(lower(btrim(f."name_fr")),
      'àâäáãçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), '[^a-z0-9]+', '-', 'g')), 50));
    IF f."deleted_at" IS NOT NULL THEN
      candidate := f."slug" || '-fr';
    ELSIF base = '' OR EXISTS (SELECT 1 FROM "custom_forms" o WHERE o."slug" = base) THEN
      candidate := trim(both '-' from left(f."slug", 47)) || '-fr';
    ELSE
      candidate := base;
    END IF;
    IF EXISTS (SELECT 1 FROM "custom_forms" o WHERE o."slug" = candidate) THEN
      candidate := trim(both '-' from left(f."slug", 38)) || '-fr-' || f."id";
    END IF;
    INSERT INTO "custom_forms" ("name", "slug", "description", "language", "translation_of", "fields", "settings",
      "is_active", "notify_email", "deleted_at", "created_by", "created_at", "updated_at")
    VALUES (coalesce(nullif(btrim(f."name_fr"), ''), f."name"), candidate,
      coalesce(nullif(btrim(f."description_fr"), ''), f."description"), 'fr', f."id", f."fields", f."settings",
      f."is_active", f."notify_email", f."deleted_at", f."created_by", f."created_at", f."updated_at")
    RETURNING "id" INTO new_id;
    UPDATE "form_submissions" SET "form_id" = new_id WHERE "form_id" = f."id" AND "language" = 'fr';
  END LOOP;
END $$;
--> statement-breakpoint
-- Each field's texts in its form's language (the other language where it had none).
UPDATE "custom_forms" SET "fields" = (SELECT coalesce(jsonb_agg((x - 'label' - 'placeholder' - 'helpText') || jsonb_build_object(
    'label', CASE WHEN jsonb_typeof(x->'label') = 'object' THEN coalesce(nullif(x->'label'->>'fr', ''), x->'label'->>'en', '') ELSE coalesce(x->>'label', '') END,
    'placeholder', CASE WHEN jsonb_typeof(x->'placeholder') = 'object' THEN coalesce(nullif(x->'placeholder'->>'fr', ''), x->'placeholder'->>'en', '') ELSE coalesce(x->>'placeholder', '') END,
    'helpText', CASE WHEN jsonb_typeof(x->'helpText') = 'object' THEN coalesce(nullif(x->'helpText'->>'fr', ''), x->'helpText'->>'en', '') ELSE coalesce(x->>'helpText', '') END) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("custom_forms"."fields") WITH ORDINALITY AS e(x, n))
WHERE "language" = 'fr';
--> statement-breakpoint
UPDATE "custom_forms" SET "fields" = (SELECT coalesce(jsonb_agg((x - 'label' - 'placeholder' - 'helpText') || jsonb_build_object(
    'label', CASE WHEN jsonb_typeof(x->'label') = 'object' THEN coalesce(nullif(x->'label'->>'en', ''), x->'label'->>'fr', '') ELSE coalesce(x->>'label', '') END,
    'placeholder', CASE WHEN jsonb_typeof(x->'placeholder') = 'object' THEN coalesce(nullif(x->'placeholder'->>'en', ''), x->'placeholder'->>'fr', '') ELSE coalesce(x->>'placeholder', '') END,
    'helpText', CASE WHEN jsonb_typeof(x->'helpText') = 'object' THEN coalesce(nullif(x->'helpText'->>'en', ''), x->'helpText'->>'fr', '') ELSE coalesce(x->>'helpText', '') END) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("custom_forms"."fields") WITH ORDINALITY AS e(x, n))
WHERE "language" = 'en';
--> statement-breakpoint
-- A stored answer keeps the label it was answered against, in the language it was answered in.
UPDATE "form_submissions" SET "fields" = (SELECT coalesce(jsonb_agg((x - 'label') || jsonb_build_object('label',
    CASE WHEN jsonb_typeof(x->'label') = 'object'
      THEN coalesce(nullif(x->'label'->>"form_submissions"."language", ''), nullif(x->'label'->>'en', ''), x->'label'->>'fr', '')
      ELSE coalesce(x->>'label', '') END) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("form_submissions"."fields") WITH ORDINALITY AS e(x, n));
