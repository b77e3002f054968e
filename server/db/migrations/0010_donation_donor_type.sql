ALTER TABLE "donations" ADD COLUMN "donor_type" varchar(16) DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "corporation_name" varchar(255);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_type_check" CHECK ("donations"."donor_type" in ('individual', 'corporation'));