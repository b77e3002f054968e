CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" text NOT NULL,
	"card_file_id" text NOT NULL,
	"featured_file_id" text NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_en" varchar(250) NOT NULL,
	"alt_fr" varchar(250) NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_card_file_id_stored_files_id_fk" FOREIGN KEY ("card_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_featured_file_id_stored_files_id_fk" FOREIGN KEY ("featured_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_index" ON "media" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_translation_of_pages_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pages_translation_of_index" ON "pages" USING btree ("translation_of");--> statement-breakpoint
-- DECISIONS §10: pages that carry both languages in one body (<section lang="en"> and <section lang="fr">,
-- titles "English / Français") become an English page and a French page linked to it.
INSERT INTO "pages" ("title", "slug", "content", "excerpt", "featured_image", "author_id", "status", "published_at", "seo_title", "seo_description", "is_homepage", "template", "language", "translation_of", "created_at", "updated_at")
SELECT
  CASE WHEN p."title" LIKE '% / %' THEN trim(split_part(p."title", ' / ', 2)) ELSE p."title" END,
  (SELECT CASE WHEN s.slug = '' OR EXISTS (SELECT 1 FROM "pages" o WHERE o."slug" = s.slug) THEN p."slug" || '-fr' ELSE s.slug END
     FROM (SELECT left(trim(both '-' from regexp_replace(replace(translate(lower(CASE WHEN p."title" LIKE '% / %' THEN split_part(p."title", ' / ', 2) ELSE p."title" END), 'àâäáãçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), '[^a-z0-9]+', '-', 'g')), 255) AS slug) s),
  btrim(substring(p."content" from '<section lang="fr">(.*?)</section>'), E' \n\r\t'),
  CASE WHEN p."excerpt" LIKE '% / %' THEN trim(split_part(p."excerpt", ' / ', 2)) ELSE p."excerpt" END,
  p."featured_image", p."author_id", p."status", p."published_at",
  left(CASE WHEN p."seo_title" LIKE '% / %' THEN trim(split_part(p."seo_title", ' / ', 2)) ELSE p."seo_title" END, 60),
  left(CASE WHEN p."seo_description" LIKE '% / %' THEN trim(split_part(p."seo_description", ' / ', 2)) ELSE p."seo_description" END, 160),
  false, p."template", 'fr', p."id", p."created_at", p."updated_at"
FROM "pages" p
WHERE p."content" LIKE '%<section lang="en">%' AND p."content" LIKE '%<section lang="fr">%' AND p."translation_of" IS NULL;
--> statement-breakpoint
UPDATE "pages" SET
  "title" = CASE WHEN "title" LIKE '% / %' THEN trim(split_part("title", ' / ', 1)) ELSE "title" END,
  "content" = btrim(substring("content" from '<section lang="en">(.*?)</section>'), E' \n\r\t'),
  "excerpt" = CASE WHEN "excerpt" LIKE '% / %' THEN trim(split_part("excerpt", ' / ', 1)) ELSE "excerpt" END,
  "seo_title" = CASE WHEN "seo_title" LIKE '% / %' THEN trim(split_part("seo_title", ' / ', 1)) ELSE "seo_title" END,
  "seo_description" = CASE WHEN "seo_description" LIKE '% / %' THEN trim(split_part("seo_description", ' / ', 1)) ELSE "seo_description" END,
  "language" = 'en'
WHERE "content" LIKE '%<section lang="en">%' AND "content" LIKE '%<section lang="fr">%' AND "translation_of" IS NULL
  AND EXISTS (SELECT 1 FROM "pages" f WHERE f."translation_of" = "pages"."id");
