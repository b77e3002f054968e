ALTER TABLE "custom_forms" DROP COLUMN "name_fr";--> statement-breakpoint
ALTER TABLE "custom_forms" DROP COLUMN "description_fr";