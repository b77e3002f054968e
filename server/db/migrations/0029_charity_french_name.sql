ALTER TABLE "charities" ADD COLUMN "name_fr" varchar(255);--> statement-breakpoint
-- A registry legal name written "English / Français" whose English half is the shown name gives the French name.
UPDATE "charities" SET "name_fr" = trim(split_part("legal_name", ' / ', 2))
WHERE "name_fr" IS NULL AND "legal_name" LIKE '% / %' AND split_part("legal_name", ' / ', 3) = ''
  AND lower(trim(split_part("legal_name", ' / ', 1))) = lower(trim("name"))
  AND trim(split_part("legal_name", ' / ', 2)) <> '';
