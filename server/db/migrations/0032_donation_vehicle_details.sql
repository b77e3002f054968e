ALTER TABLE "donations" ADD COLUMN "title_brand" varchar(16);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "rv_class" varchar(16);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "boat_length_ft" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "boat_type" varchar(24);--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "registry_restored_date" date;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_title_brand_check" CHECK ("donations"."title_brand" in ('clean', 'rebuilt', 'salvage', 'irreparable'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_rv_class_check" CHECK ("donations"."rv_class" in ('classA', 'classB', 'classC', 'travelTrailer', 'fifthWheel', 'truckCamper'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_boat_length_check" CHECK ("donations"."boat_length_ft" between 8 and 60);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_boat_type_check" CHECK ("donations"."boat_type" in ('runabout', 'pontoon', 'fishing', 'cabinCruiser', 'sailboat', 'personalWatercraft', 'other'));