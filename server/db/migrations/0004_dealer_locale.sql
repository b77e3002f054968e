ALTER TABLE "auto_dealers" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_dealers" ADD COLUMN "status_reason" text;