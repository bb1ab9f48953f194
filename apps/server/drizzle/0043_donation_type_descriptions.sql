ALTER TABLE "donation_types" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "donation_types" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "donation_types" ADD COLUMN "description_fr" text;--> statement-breakpoint
-- The one description so far was Arabic (the default language): it becomes the Arabic one.
UPDATE "donation_types" SET "description_ar" = "description";--> statement-breakpoint
ALTER TABLE "donation_types" DROP COLUMN "description";
