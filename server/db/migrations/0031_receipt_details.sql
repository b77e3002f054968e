ALTER TABLE "charities" ADD COLUMN "signer_title_fr" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "acquired_for_gifting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_receipt_archive" ADD COLUMN "cancelled_at" timestamp with time zone;