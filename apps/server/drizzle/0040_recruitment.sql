CREATE TABLE "candidate_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"job" text DEFAULT 'teacher' NOT NULL,
	"teaching" boolean DEFAULT true NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "details_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"posting_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"form_version_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"full_name" text NOT NULL,
	"gender" text,
	"phone" text,
	"email" text,
	"identity_number" text,
	"phone_key" text,
	"email_key" text,
	"identity_key" text,
	"candidate_type_id" uuid,
	"employee_id" uuid,
	"returning_of" uuid,
	"source" text DEFAULT 'link' NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"rejection_reason" text,
	"hired_employee_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"reason" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "recruitment_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"round_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"slot_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recruitment_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"title" text NOT NULL,
	"job_type_id" uuid,
	"candidate_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job" text DEFAULT 'teacher' NOT NULL,
	"positions" integer DEFAULT 1 NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"application_limit" integer,
	"description" text,
	"grade" text,
	"salary_amount" integer,
	"salary_currency" text,
	"hours_per_week" integer,
	"family_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"posting_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"panel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"panel_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"family_id" uuid NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"round_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"form_version_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"percent" real DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_posting_id_recruitment_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."recruitment_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_candidate_type_id_candidate_types_id_fk" FOREIGN KEY ("candidate_type_id") REFERENCES "public"."candidate_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_hired_employee_id_employees_id_fk" FOREIGN KEY ("hired_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_events" ADD CONSTRAINT "recruitment_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_interviews" ADD CONSTRAINT "recruitment_interviews_round_id_recruitment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."recruitment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_interviews" ADD CONSTRAINT "recruitment_interviews_application_id_recruitment_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."recruitment_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_interviews" ADD CONSTRAINT "recruitment_interviews_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_interviews" ADD CONSTRAINT "recruitment_interviews_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_postings" ADD CONSTRAINT "recruitment_postings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_postings" ADD CONSTRAINT "recruitment_postings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_postings" ADD CONSTRAINT "recruitment_postings_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_postings" ADD CONSTRAINT "recruitment_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_rounds" ADD CONSTRAINT "recruitment_rounds_posting_id_recruitment_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."recruitment_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_rounds" ADD CONSTRAINT "recruitment_rounds_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_rounds" ADD CONSTRAINT "recruitment_rounds_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_scores" ADD CONSTRAINT "recruitment_scores_round_id_recruitment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."recruitment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_scores" ADD CONSTRAINT "recruitment_scores_application_id_recruitment_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."recruitment_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_scores" ADD CONSTRAINT "recruitment_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_scores" ADD CONSTRAINT "recruitment_scores_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_scores" ADD CONSTRAINT "recruitment_scores_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_scores" ADD CONSTRAINT "recruitment_scores_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_types_code_uq" ON "candidate_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "candidate_types_search_trgm" ON "candidate_types" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "details_types_code_uq" ON "details_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "details_types_search_trgm" ON "details_types" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_code_uq" ON "job_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "job_types_search_trgm" ON "job_types" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recruitment_applications_posting_idx" ON "recruitment_applications" USING btree ("posting_id","state");--> statement-breakpoint
CREATE INDEX "recruitment_applications_centre_idx" ON "recruitment_applications" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "recruitment_applications_identity_idx" ON "recruitment_applications" USING btree ("identity_key");--> statement-breakpoint
CREATE INDEX "recruitment_applications_phone_idx" ON "recruitment_applications" USING btree ("phone_key");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_applications_phone_uq" ON "recruitment_applications" USING btree ("posting_id","phone_key") WHERE "recruitment_applications"."phone_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_applications_email_uq" ON "recruitment_applications" USING btree ("posting_id","email_key") WHERE "recruitment_applications"."email_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_applications_token_uq" ON "recruitment_applications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "recruitment_applications_search_trgm" ON "recruitment_applications" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recruitment_events_record_idx" ON "recruitment_events" USING btree ("record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_interviews_uq" ON "recruitment_interviews" USING btree ("round_id","application_id");--> statement-breakpoint
CREATE INDEX "recruitment_postings_centre_idx" ON "recruitment_postings" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "recruitment_postings_country_idx" ON "recruitment_postings" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "recruitment_postings_search_trgm" ON "recruitment_postings" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recruitment_rounds_posting_idx" ON "recruitment_rounds" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_scores_uq" ON "recruitment_scores" USING btree ("round_id","application_id","user_id");--> statement-breakpoint
CREATE INDEX "recruitment_scores_application_idx" ON "recruitment_scores" USING btree ("application_id");--> statement-breakpoint
-- The history of postings and applications is append-only (refuse_change from 0001,
-- refuse_truncate from 0036): the timeline and the funnel read it; purging an applicant's
-- personal data erases the application's columns, never its moves (which hold none).
CREATE TRIGGER recruitment_events_append_only BEFORE UPDATE OR DELETE ON recruitment_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER recruitment_events_no_truncate BEFORE TRUNCATE ON recruitment_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
