CREATE TABLE "fee_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"charity_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"towing_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"towing_flat" numeric(10, 2) DEFAULT '0' NOT NULL,
	"sale_fee_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"sale_fee_flat" numeric(10, 2) DEFAULT '0' NOT NULL,
	"storage_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"storage_flat" numeric(10, 2) DEFAULT '0' NOT NULL,
	"processing_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"processing_flat" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tax_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedules_charity_from_unique" UNIQUE("charity_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "payout_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payout_items_payout_id_line_id_pk" PRIMARY KEY("payout_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" varchar(16) NOT NULL,
	"created_by" text,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"charity_id" integer NOT NULL,
	"run_id" integer,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"paid_on" date,
	"method" varchar(8),
	"reference" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_year_number_unique" UNIQUE("year","number"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('open', 'paid', 'void')),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('eft', 'cheque')),
	CONSTRAINT "payouts_paid_check" CHECK ("payouts"."status" <> 'paid' or ("payouts"."paid_on" is not null and "payouts"."method" is not null)),
	CONSTRAINT "payouts_void_check" CHECK ("payouts"."status" <> 'void' or "payouts"."void_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "recycling_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recycling_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"recycler_name" text NOT NULL,
	"recycler_licence" text,
	"certificate_number" text NOT NULL,
	"certificate_date" date NOT NULL,
	"scan_file_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recycling_records_donationId_unique" UNIQUE("donation_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settlement_id" integer NOT NULL,
	"charity_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_lines_kind_check" CHECK ("settlement_lines"."kind" in ('gross', 'towing', 'sale_fee', 'storage', 'processing', 'tax', 'cap', 'correction')),
	CONSTRAINT "settlement_lines_reason_check" CHECK ("settlement_lines"."kind" <> 'correction' or "settlement_lines"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"charity_id" integer NOT NULL,
	"auction_id" integer,
	"sale_kind" varchar(16) NOT NULL,
	"sale_date" date NOT NULL,
	"fee_schedule_id" integer,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_donationId_unique" UNIQUE("donation_id"),
	CONSTRAINT "settlements_sale_kind_check" CHECK ("settlements"."sale_kind" in ('auction', 'scrap'))
);
--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_line_id_settlement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."settlement_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_scan_file_id_stored_files_id_fk" FOREIGN KEY ("scan_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_auction_id_vehicle_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."vehicle_auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_fee_schedule_id_fee_schedules_id_fk" FOREIGN KEY ("fee_schedule_id") REFERENCES "public"."fee_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_line_live_unique" ON "payout_items" USING btree ("line_id") WHERE not released;--> statement-breakpoint
CREATE INDEX "payouts_charity_id_status_index" ON "payouts" USING btree ("charity_id","status");--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_id_index" ON "settlement_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_charity_id_index" ON "settlement_lines" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "settlements_charity_id_sale_date_index" ON "settlements" USING btree ("charity_id","sale_date");--> statement-breakpoint
-- Settlement lines and fee schedules are append-only (decision 020): a correction is a new line with
-- its reason, a new fee schedule a new row from a later date.
CREATE OR REPLACE FUNCTION vdc_money_append_only() RETURNS trigger AS $$
BEGIN
  -- The one change allowed: created_by to null when that account is deleted (ON DELETE SET NULL).
  IF TG_OP = 'UPDATE' AND NEW.created_by IS NULL
     AND (to_jsonb(NEW) - 'created_by') = (to_jsonb(OLD) - 'created_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER settlement_lines_append_only BEFORE UPDATE OR DELETE ON settlement_lines
  FOR EACH ROW EXECUTE FUNCTION vdc_money_append_only();
--> statement-breakpoint
CREATE TRIGGER settlement_lines_no_truncate BEFORE TRUNCATE ON settlement_lines
  FOR EACH STATEMENT EXECUTE FUNCTION vdc_money_append_only();
--> statement-breakpoint
CREATE TRIGGER fee_schedules_append_only BEFORE UPDATE OR DELETE ON fee_schedules
  FOR EACH ROW EXECUTE FUNCTION vdc_money_append_only();
--> statement-breakpoint
CREATE TRIGGER settlements_append_only BEFORE DELETE ON settlements
  FOR EACH ROW EXECUTE FUNCTION vdc_money_append_only();
