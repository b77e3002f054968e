ALTER TABLE "custom_forms" ADD COLUMN "name_fr" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD COLUMN "notify_email" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "fields" jsonb DEFAULT '[]'::jsonb NOT NULL;