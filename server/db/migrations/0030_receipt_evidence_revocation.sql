ALTER TABLE "charities" ADD COLUMN "registry_status_date" date;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "valuation_choice" jsonb;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "registry_flag_status" text;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "registry_flag_date" date;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "registry_flagged_at" timestamp with time zone;