CREATE TABLE "ladder_criteria_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grade_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "ladder_eligibility" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"grade_id" uuid NOT NULL,
	"criteria_version" integer NOT NULL,
	"met" boolean NOT NULL,
	"evidence" jsonb NOT NULL,
	"judged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"pay_kind" text DEFAULT 'allowance' NOT NULL,
	"pay_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"min_years" integer DEFAULT 0 NOT NULL,
	"ijazah_required" boolean DEFAULT false NOT NULL,
	"min_evaluation" integer DEFAULT 0 NOT NULL,
	"evaluation_periods" integer DEFAULT 0 NOT NULL,
	"min_pass_rate" integer DEFAULT 0 NOT NULL,
	"min_training_exams" integer DEFAULT 0 NOT NULL,
	"criteria_version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'recorded' NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"employee_id" uuid NOT NULL,
	"from_grade_id" uuid,
	"to_grade_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"criteria_version" integer NOT NULL,
	"met" boolean NOT NULL,
	"evidence" jsonb NOT NULL,
	"override_reason" text,
	"note" text,
	"salary_component_id" uuid,
	"by_user_id" uuid,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_standings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"employee_id" uuid NOT NULL,
	"grade_id" uuid,
	"since" date,
	"ijazah" boolean DEFAULT false NOT NULL,
	"ijazah_note" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_components" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "salary_components" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "ladder_criteria_versions" ADD CONSTRAINT "ladder_criteria_versions_grade_id_ladder_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."ladder_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_criteria_versions" ADD CONSTRAINT "ladder_criteria_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_eligibility" ADD CONSTRAINT "ladder_eligibility_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_eligibility" ADD CONSTRAINT "ladder_eligibility_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_eligibility" ADD CONSTRAINT "ladder_eligibility_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_eligibility" ADD CONSTRAINT "ladder_eligibility_grade_id_ladder_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."ladder_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_grades" ADD CONSTRAINT "ladder_grades_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_promotions" ADD CONSTRAINT "ladder_promotions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_promotions" ADD CONSTRAINT "ladder_promotions_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_promotions" ADD CONSTRAINT "ladder_promotions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_promotions" ADD CONSTRAINT "ladder_promotions_from_grade_id_ladder_grades_id_fk" FOREIGN KEY ("from_grade_id") REFERENCES "public"."ladder_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_promotions" ADD CONSTRAINT "ladder_promotions_to_grade_id_ladder_grades_id_fk" FOREIGN KEY ("to_grade_id") REFERENCES "public"."ladder_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_promotions" ADD CONSTRAINT "ladder_promotions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_standings" ADD CONSTRAINT "ladder_standings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_standings" ADD CONSTRAINT "ladder_standings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_standings" ADD CONSTRAINT "ladder_standings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_standings" ADD CONSTRAINT "ladder_standings_grade_id_ladder_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."ladder_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ladder_criteria_versions_grade_uq" ON "ladder_criteria_versions" USING btree ("grade_id","version");--> statement-breakpoint
CREATE INDEX "ladder_eligibility_centre_idx" ON "ladder_eligibility" USING btree ("centre_id","met");--> statement-breakpoint
CREATE INDEX "ladder_grades_country_rank_idx" ON "ladder_grades" USING btree ("country_id","rank");--> statement-breakpoint
CREATE INDEX "ladder_grades_search_trgm" ON "ladder_grades" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ladder_promotions_employee_idx" ON "ladder_promotions" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "ladder_standings_employee_uq" ON "ladder_standings" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "ladder_standings_centre_idx" ON "ladder_standings" USING btree ("centre_id","grade_id");
--> statement-breakpoint
-- Promotions and the versions of grades' criteria are history: never edited nor removed.
CREATE TRIGGER ladder_promotions_append_only BEFORE UPDATE OR DELETE ON ladder_promotions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ladder_promotions_no_truncate BEFORE TRUNCATE ON ladder_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER ladder_criteria_versions_append_only BEFORE UPDATE OR DELETE ON ladder_criteria_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ladder_criteria_versions_no_truncate BEFORE TRUNCATE ON ladder_criteria_versions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
--> statement-breakpoint
ALTER TABLE ladder_grades ADD CONSTRAINT ladder_grades_values_ck
  CHECK (pay_kind IN ('allowance', 'base') AND pay_amount >= 0 AND rank >= 1);
--> statement-breakpoint
ALTER TABLE salary_components ADD CONSTRAINT salary_components_valid_ck
  CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from - 1);
