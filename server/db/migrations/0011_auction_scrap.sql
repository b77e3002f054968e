ALTER TABLE "vehicle_auctions" ADD COLUMN "scrap_value" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "vehicle_auctions" ADD COLUMN "scrapped_at" timestamp with time zone;