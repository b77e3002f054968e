CREATE TABLE "registry_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registry_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"file_id" text,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"total_bytes" integer DEFAULT 0 NOT NULL,
	"bytes_read" integer DEFAULT 0 NOT NULL,
	"encoding" varchar(16),
	"rows_read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "charities" ADD COLUMN "place_of_issue" text;--> statement-breakpoint
ALTER TABLE "charities" ADD COLUMN "focus_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "charities" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "charities" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "charity_registry" ADD COLUMN "donee_type" text;--> statement-breakpoint
ALTER TABLE "registry_imports" ADD CONSTRAINT "registry_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_imports_created_at_index" ON "registry_imports" USING btree ("created_at");