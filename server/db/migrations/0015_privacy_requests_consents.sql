CREATE TABLE "consent_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"purpose" varchar(32) DEFAULT 'news' NOT NULL,
	"wording" text,
	"source" varchar(32) NOT NULL,
	"donation_id" integer,
	"granted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_source" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'received' NOT NULL,
	"source" varchar(16) DEFAULT 'portal' NOT NULL,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retained_until" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'correction', 'deletion', 'withdraw-consent')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('received', 'in_progress', 'completed', 'refused')),
	CONSTRAINT "privacy_requests_source_check" CHECK ("privacy_requests"."source" in ('portal', 'mail')),
	CONSTRAINT "privacy_requests_locale_check" CHECK ("privacy_requests"."locale" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "privacy_retention_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_retention_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer,
	"donation_id" integer NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_retention_holds" ADD CONSTRAINT "privacy_retention_holds_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_retention_holds" ADD CONSTRAINT "privacy_retention_holds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_email_purpose_index" ON "consent_records" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_index" ON "privacy_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_at_index" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_retention_holds_keep_until_index" ON "privacy_retention_holds" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "privacy_retention_holds_donation_id_index" ON "privacy_retention_holds" USING btree ("donation_id");