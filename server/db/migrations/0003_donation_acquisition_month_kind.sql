ALTER TABLE "donations" ADD COLUMN "acquisition_month" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "acquisition_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_acquisition_month_check" CHECK ("donations"."acquisition_month" between 1 and 12);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_acquisition_kind_check" CHECK ("donations"."acquisition_kind" in ('purchase', 'gift', 'inheritance'));