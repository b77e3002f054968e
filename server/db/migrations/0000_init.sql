CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"username" text,
	"display_username" text,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false,
	"first_name" text,
	"last_name" text,
	"avatar" text,
	"bio" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"name" varchar(255) NOT NULL,
	"legal_name" varchar(255),
	"registration_number" varchar(15) NOT NULL,
	"address" varchar(255) NOT NULL,
	"city" varchar(100) NOT NULL,
	"province" varchar(50) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"phone" varchar(20),
	"email" varchar(255),
	"website" varchar(255),
	"description" text,
	"category" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"verification_status" varchar(16) DEFAULT 'pending' NOT NULL,
	"last_verified" timestamp with time zone,
	"cra_status" text,
	"registry_status" text,
	"designation_code" varchar(1),
	"signer_name" text,
	"signer_title" text,
	"signature_file_id" text,
	"annual_revenue" numeric(15, 2),
	"charitable_purposes" numeric(15, 2),
	"fundraising_costs" numeric(15, 2),
	"administrative_costs" numeric(15, 2),
	"government_funding" numeric(15, 2),
	"fiscal_year" integer,
	"t3010_filed" boolean DEFAULT false NOT NULL,
	"t3010_due_date" date,
	"last_filing_date" date,
	"compliance_status" varchar(32) DEFAULT 'pending' NOT NULL,
	"program_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_population" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"geographic_scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner_organizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corporate_partnerships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"board_size" integer,
	"compensated_positions" integer,
	"conflict_of_interest_policy" boolean,
	"efficiency_score" integer,
	"transparency_score" integer,
	"impact_score" integer,
	"governance_score" integer,
	"overall_score" integer,
	"last_sync_date" timestamp with time zone,
	"sync_status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charities_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "charities_registrationNumber_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"content" text NOT NULL,
	"tokens" integer,
	"model" text,
	"finish_reason" varchar(32),
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"visitor_token" text,
	"user_id" text,
	"title" text DEFAULT 'New Conversation' NOT NULL,
	"model" text DEFAULT 'offline' NOT NULL,
	"system_prompt" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_sessionId_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"description" text,
	"color" varchar(32) DEFAULT '#6B7280' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"featured_image" text,
	"author_id" text,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"seo_title" varchar(60),
	"seo_description" varchar(160),
	"is_homepage" boolean DEFAULT false NOT NULL,
	"template" varchar(64) DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" varchar(255) NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"featured_image" text,
	"author_id" text,
	"category_id" integer,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"seo_title" varchar(60),
	"seo_description" varchar(160),
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name"),
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "auction_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"notification_type" varchar(32) NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_dealers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_dealers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"business_name" varchar(255) NOT NULL,
	"contact_name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"address" varchar(255) NOT NULL,
	"city" varchar(100) NOT NULL,
	"province" varchar(50) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"business_license" varchar(100),
	"dealer_license" varchar(100) NOT NULL,
	"gst_number" varchar(32),
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"operating_radius" integer DEFAULT 50 NOT NULL,
	"operating_hours" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_status" varchar(16) DEFAULT 'pending' NOT NULL,
	"verification_date" timestamp with time zone,
	"rating" numeric(3, 2) DEFAULT '0.00' NOT NULL,
	"total_bids" integer DEFAULT 0 NOT NULL,
	"successful_bids" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_dealers_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "auto_dealers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "dealer_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"bid_amount" numeric(10, 2) NOT NULL,
	"bid_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_winning" boolean DEFAULT false NOT NULL,
	"notes" text,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_auctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"minimum_bid" numeric(10, 2) NOT NULL,
	"reserve_price" numeric(10, 2),
	"current_high_bid" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"winning_dealer_id" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"auction_type" varchar(16) DEFAULT 'open' NOT NULL,
	"vehicle_location" text NOT NULL,
	"pickup_instructions" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_communications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_communications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"method" varchar(32),
	"subject" text,
	"message" text NOT NULL,
	"sent_by" text,
	"sent_by_name" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(16) DEFAULT 'sent' NOT NULL,
	"response_received" boolean DEFAULT false NOT NULL,
	"response_at" timestamp with time zone,
	"response_notes" text
);
--> statement-breakpoint
CREATE TABLE "donation_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"status" varchar(32) NOT NULL,
	"previous_status" varchar(32),
	"notes" text,
	"updated_by" text,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_type" varchar(32) DEFAULT 'car' NOT NULL,
	"year" integer NOT NULL,
	"make" varchar(100) NOT NULL,
	"model" varchar(100) NOT NULL,
	"trim" varchar(100),
	"mileage" integer,
	"condition" varchar(32) NOT NULL,
	"vin" varchar(17),
	"has_lien_or_finance" boolean DEFAULT false NOT NULL,
	"has_accidents" boolean DEFAULT false NOT NULL,
	"estimated_value" numeric(10, 2),
	"first_name" varchar(255) NOT NULL,
	"last_name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"address" varchar(255) NOT NULL,
	"city" varchar(100) NOT NULL,
	"province" varchar(50) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"acquisition_year" integer,
	"acquisition_cost" numeric(10, 2),
	"news_consent" boolean DEFAULT false NOT NULL,
	"news_consent_text" text,
	"news_consent_at" timestamp with time zone,
	"charity_id" integer,
	"preferred_charity" text,
	"charity_choice" text,
	"best_time_to_call" text,
	"comments" text,
	"pickup_preference" text,
	"preferred_date" date,
	"preferred_pickup_time" text,
	"notes" text,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_date" date,
	"pickup_time" text,
	"pickup_location" text,
	"pickup_notes" text,
	"towing_company" text,
	"towing_driver_name" text,
	"towing_driver_phone" varchar(20),
	"final_value" numeric(10, 2),
	"valuation_date" date,
	"valuation_notes" text,
	"valuation_basis" varchar(16),
	"appraiser_name" text,
	"appraiser_address" text,
	"valuation_evidence" text,
	"advantage_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"receipt_declined" boolean DEFAULT false NOT NULL,
	"receipt_issued" boolean DEFAULT false NOT NULL,
	"receipt_number" varchar(50),
	"receipt_date" date,
	"tax_receipt_value" numeric(10, 2),
	"receipt_email_sent" boolean DEFAULT false NOT NULL,
	"receipt_email_sent_at" timestamp with time zone,
	"donor_notifications_sent" integer DEFAULT 0 NOT NULL,
	"internal_notes" text,
	"last_contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('pending', 'contacted', 'pickup_scheduled', 'picked_up', 'processing', 'valued', 'receipt_issued', 'completed', 'cancelled')),
	CONSTRAINT "donations_locale_check" CHECK ("donations"."locale" in ('en', 'fr')),
	CONSTRAINT "donations_valuation_basis_check" CHECK ("donations"."valuation_basis" in ('appraisal', 'evidence'))
);
--> statement-breakpoint
CREATE TABLE "donor_email_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donor_email_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_portal_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donor_portal_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"access_code" varchar(32) NOT NULL,
	"email" varchar(255) NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"access_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_portal_access_accessCode_unique" UNIQUE("access_code")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_provider" varchar(32) DEFAULT 'local' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "custom_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"description" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_forms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" varchar(255) NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"donation_id" integer,
	"template" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "digital_receipt_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_receipt_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"archive_id" text NOT NULL,
	"receipt_id" integer NOT NULL,
	"donation_id" integer NOT NULL,
	"file_id" text,
	"file_name" text NOT NULL,
	"original_file_name" text,
	"file_size" integer,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"file_path" text,
	"file_hash" text,
	"encryption_key" text,
	"is_encrypted" boolean DEFAULT true NOT NULL,
	"storage_provider" varchar(32) DEFAULT 'local' NOT NULL,
	"backup_status" varchar(16) DEFAULT 'pending' NOT NULL,
	"access_level" varchar(32) DEFAULT 'donor_only' NOT NULL,
	"retention_period" integer DEFAULT 2555 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_receipt_archive_archiveId_unique" UNIQUE("archive_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"charity_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_counters_charity_id_year_pk" PRIMARY KEY("charity_id","year")
);
--> statement-breakpoint
CREATE TABLE "receipt_generation_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_generation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer,
	"donation_id" integer,
	"generation_type" varchar(32),
	"generated_by" text,
	"generation_trigger" varchar(32),
	"processing_time" integer,
	"pdf_generation_time" integer,
	"archive_time" integer,
	"email_delivery_time" integer,
	"status" varchar(16) DEFAULT 'success' NOT NULL,
	"error_message" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_number" varchar(50) NOT NULL,
	"receipt_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"donation_id" integer NOT NULL,
	"charity_id" integer NOT NULL,
	"donor_name" text NOT NULL,
	"donor_address" text NOT NULL,
	"receipt_amount" numeric(10, 2) NOT NULL,
	"advantage_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"eligible_amount" numeric(10, 2) NOT NULL,
	"receipt_date" date NOT NULL,
	"gift_received_date" date,
	"location_of_donation" text,
	"place_of_issue" text,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"description" text,
	"vehicle_description" text,
	"appraiser_name" text,
	"appraiser_address" text,
	"is_replacement" boolean DEFAULT false NOT NULL,
	"original_receipt_number" varchar(50),
	"status" varchar(16) DEFAULT 'issued' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"replaced_by_receipt_number" varchar(50),
	"pdf_file_path" text,
	"file_id" text,
	"sha256" text,
	"digital_archive_id" text,
	"download_token" text,
	"generated_by" text,
	"email_sent" boolean DEFAULT false NOT NULL,
	"email_sent_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_receipts_receiptNumber_unique" UNIQUE("receipt_number"),
	CONSTRAINT "tax_receipts_downloadToken_unique" UNIQUE("download_token"),
	CONSTRAINT "tax_receipts_charity_year_serial_unique" UNIQUE("charity_id","receipt_year","serial"),
	CONSTRAINT "tax_receipts_status_check" CHECK ("tax_receipts"."status" in ('issued', 'cancelled')),
	CONSTRAINT "tax_receipts_locale_check" CHECK ("tax_receipts"."locale" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "charity_registry" (
	"registration_number" varchar(15) PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"account_name" text,
	"status" text NOT NULL,
	"designation_code" varchar(1),
	"category_code" text,
	"category_description" text,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"country" text,
	"effective_date" date,
	"sanctions" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "business_config" (
	"id" text PRIMARY KEY NOT NULL,
	"config_type" varchar(64) NOT NULL,
	"config_data" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "color_themes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"primary" text DEFAULT 'hsl(211, 80%, 40%)' NOT NULL,
	"primary_foreground" text DEFAULT 'hsl(211, 100%, 99%)' NOT NULL,
	"secondary" text DEFAULT 'hsl(60, 4.8%, 95.9%)' NOT NULL,
	"secondary_foreground" text DEFAULT 'hsl(24, 9.8%, 10%)' NOT NULL,
	"accent" text DEFAULT 'hsl(60, 4.8%, 95.9%)' NOT NULL,
	"accent_foreground" text DEFAULT 'hsl(24, 9.8%, 10%)' NOT NULL,
	"background" text DEFAULT 'hsl(0, 0%, 100%)' NOT NULL,
	"foreground" text DEFAULT 'hsl(20, 14.3%, 4.1%)' NOT NULL,
	"card" text DEFAULT 'hsl(0, 0%, 100%)' NOT NULL,
	"card_foreground" text DEFAULT 'hsl(20, 14.3%, 4.1%)' NOT NULL,
	"muted" text DEFAULT 'hsl(60, 4.8%, 95.9%)' NOT NULL,
	"muted_foreground" text DEFAULT 'hsl(25, 5.3%, 41%)' NOT NULL,
	"border" text DEFAULT 'hsl(20, 5.9%, 90%)' NOT NULL,
	"input" text DEFAULT 'hsl(20, 5.9%, 90%)' NOT NULL,
	"ring" text DEFAULT 'hsl(211, 80%, 40%)' NOT NULL,
	"hero_gradient" text,
	"button_gradient" text,
	"button_hover_gradient" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(64) NOT NULL,
	"key" varchar(128) NOT NULL,
	"value" jsonb NOT NULL,
	"type" varchar(16) DEFAULT 'text' NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_category_key_unique" UNIQUE("category","key")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_notifications" ADD CONSTRAINT "auction_notifications_auction_id_vehicle_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."vehicle_auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_notifications" ADD CONSTRAINT "auction_notifications_dealer_id_auto_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."auto_dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_dealers" ADD CONSTRAINT "auto_dealers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_bids" ADD CONSTRAINT "dealer_bids_auction_id_vehicle_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."vehicle_auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_bids" ADD CONSTRAINT "dealer_bids_dealer_id_auto_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."auto_dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_auctions" ADD CONSTRAINT "vehicle_auctions_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_auctions" ADD CONSTRAINT "vehicle_auctions_winning_dealer_id_auto_dealers_id_fk" FOREIGN KEY ("winning_dealer_id") REFERENCES "public"."auto_dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_communications" ADD CONSTRAINT "donation_communications_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_communications" ADD CONSTRAINT "donation_communications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_status_history" ADD CONSTRAINT "donation_status_history_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_status_history" ADD CONSTRAINT "donation_status_history_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_portal_access" ADD CONSTRAINT "donor_portal_access_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD CONSTRAINT "custom_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_custom_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."custom_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_receipt_archive" ADD CONSTRAINT "digital_receipt_archive_receipt_id_tax_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."tax_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_receipt_archive" ADD CONSTRAINT "digital_receipt_archive_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_receipt_archive" ADD CONSTRAINT "digital_receipt_archive_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_generation_logs" ADD CONSTRAINT "receipt_generation_logs_receipt_id_tax_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."tax_receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_generation_logs" ADD CONSTRAINT "receipt_generation_logs_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_generation_logs" ADD CONSTRAINT "receipt_generation_logs_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_original_receipt_number_fk" FOREIGN KEY ("original_receipt_number") REFERENCES "public"."tax_receipts"("receipt_number") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_replaced_by_receipt_number_fk" FOREIGN KEY ("replaced_by_receipt_number") REFERENCES "public"."tax_receipts"("receipt_number") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_config" ADD CONSTRAINT "business_config_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_index" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "charities_is_active_verification_status_index" ON "charities" USING btree ("is_active","verification_status");--> statement-breakpoint
CREATE INDEX "charities_name_index" ON "charities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "chat_messages_session_id_created_at_index" ON "chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_visitor_token_index" ON "chat_sessions" USING btree ("visitor_token");--> statement-breakpoint
CREATE INDEX "chat_sessions_user_id_index" ON "chat_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_created_at_index" ON "chat_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pages_status_index" ON "pages" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_single_homepage" ON "pages" USING btree ("is_homepage") WHERE is_homepage;--> statement-breakpoint
CREATE INDEX "post_tags_tag_id_index" ON "post_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "posts_status_published_at_index" ON "posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "posts_category_id_index" ON "posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "posts_author_id_index" ON "posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "auction_notifications_dealer_id_is_read_index" ON "auction_notifications" USING btree ("dealer_id","is_read");--> statement-breakpoint
CREATE INDEX "auction_notifications_auction_id_index" ON "auction_notifications" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "auto_dealers_verification_status_index" ON "auto_dealers" USING btree ("verification_status");--> statement-breakpoint
CREATE INDEX "dealer_bids_auction_id_bid_amount_index" ON "dealer_bids" USING btree ("auction_id","bid_amount");--> statement-breakpoint
CREATE INDEX "dealer_bids_dealer_id_index" ON "dealer_bids" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "vehicle_auctions_status_end_date_index" ON "vehicle_auctions" USING btree ("status","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_auctions_donation_live_unique" ON "vehicle_auctions" USING btree ("donation_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "donation_communications_donation_id_sent_at_index" ON "donation_communications" USING btree ("donation_id","sent_at");--> statement-breakpoint
CREATE INDEX "donation_status_history_donation_id_created_at_index" ON "donation_status_history" USING btree ("donation_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_status_index" ON "donations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "donations_email_index" ON "donations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "donations_lower_email_index" ON "donations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "donations_created_at_index" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "donations_charity_id_index" ON "donations" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "donor_email_challenges_email_created_at_index" ON "donor_email_challenges" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "donor_email_challenges_expires_at_index" ON "donor_email_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "donor_portal_access_donation_id_index" ON "donor_portal_access" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "form_submissions_form_id_created_at_index" ON "form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_entity_id_index" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_index" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_at_index" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_donation_id_index" ON "email_outbox" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "digital_receipt_archive_receipt_id_index" ON "digital_receipt_archive" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "digital_receipt_archive_donation_id_index" ON "digital_receipt_archive" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "digital_receipt_archive_expires_at_index" ON "digital_receipt_archive" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "receipt_generation_logs_receipt_id_index" ON "receipt_generation_logs" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_generation_logs_donation_id_index" ON "receipt_generation_logs" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "tax_receipts_donation_id_index" ON "tax_receipts" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "tax_receipts_charity_id_index" ON "tax_receipts" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "charity_registry_legal_name_index" ON "charity_registry" USING btree ("legal_name");--> statement-breakpoint
CREATE INDEX "business_config_config_type_is_active_index" ON "business_config" USING btree ("config_type","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "color_themes_single_active" ON "color_themes" USING btree ("is_active") WHERE is_active;