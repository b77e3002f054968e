ALTER TABLE "donations" ADD COLUMN "vin_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "postal_code_confirmed" boolean DEFAULT false NOT NULL;