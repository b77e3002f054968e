-- The staff search (features/donations/donations.repo.ts) matches any part of a name, e-mail, make,
-- model or VIN (ILIKE '%...%'): trigram indexes answer it without reading every donation (issue 18).
-- pg_trgm ships with PostgreSQL (trusted: the database owner may create it) and with PGlite
-- (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "donations_search_trgm_index" ON "donations" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "make" || ' ' || "model") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_vin_trgm_index" ON "donations" USING gin ("vin" gin_trgm_ops);