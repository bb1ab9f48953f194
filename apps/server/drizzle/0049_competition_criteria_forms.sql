-- A competition category's criteria form (the shared form builder's marks beside the mistake
-- events): the form family on the category, each sheet's answers and the version they were given on.
ALTER TABLE "competition_categories" ADD COLUMN "form_family_id" uuid;--> statement-breakpoint
ALTER TABLE "competition_sheet_revisions" ADD COLUMN "form_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD COLUMN "form_version_id" uuid;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD COLUMN "form_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD COLUMN "pending_form_answers" jsonb;