CREATE TABLE "post_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" varchar(64) NOT NULL,
	CONSTRAINT "post_views_post_id_day_visitor_pk" PRIMARY KEY("post_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_fr" varchar(255);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(CASE WHEN language = 'fr' THEN 'french'::regconfig ELSE 'english'::regconfig END, coalesce(title, '') || ' ' || coalesce(excerpt, ''))) STORED;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_views_day_index" ON "post_views" USING btree ("day");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_of_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_translation_of_index" ON "posts" USING btree ("translation_of");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
-- The demo's French article, seeded before posts had a language.
UPDATE "posts" SET "language" = 'fr' WHERE "slug" = 'donner-sa-voiture-au-quebec';
