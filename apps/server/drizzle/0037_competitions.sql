CREATE TABLE "competition_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"competition_id" uuid NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"name" text NOT NULL,
	"from_juz" smallint NOT NULL,
	"to_juz" smallint NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"reference_date" date NOT NULL,
	"gender" text,
	"rule_set" jsonb NOT NULL,
	"passages" smallint DEFAULT 3 NOT NULL,
	"passage_length" smallint DEFAULT 5 NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_events" (
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
CREATE TABLE "competition_judges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"competition_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"user_id" uuid NOT NULL,
	"head" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_nominations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"competition_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"state" text DEFAULT 'accepted' NOT NULL,
	"nominated_by" uuid,
	"overridden_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"override_reason" text,
	"overridden_by" uuid,
	"draw_number" integer,
	"passages" jsonb,
	"divergence_note" text,
	"resolved_by" uuid,
	"tie_order" integer,
	"score" double precision,
	"rank" integer,
	"tied" boolean DEFAULT false NOT NULL,
	"reward_id" uuid,
	"certificate_serial" text,
	"closed_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_sheet_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"events" jsonb NOT NULL,
	"marks" jsonb NOT NULL,
	"total" double precision NOT NULL,
	"reason" text,
	"by_user_id" uuid,
	"approved_by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"competition_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"nomination_id" uuid NOT NULL,
	"judge_user_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" double precision,
	"memorisation_mistakes" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"pending_events" jsonb,
	"pending_marks" jsonb,
	"pending_reason" text,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"scope" text NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"project_id" uuid,
	"name" text NOT NULL,
	"season" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"aggregation" text DEFAULT 'mean' NOT NULL,
	"tie_breaks" jsonb NOT NULL,
	"divergence_margin" double precision DEFAULT 10 NOT NULL,
	"exclude_previous_winners" boolean DEFAULT true NOT NULL,
	"per_centre_cap" integer,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text,
	"public_results" boolean DEFAULT true NOT NULL,
	"draw_seed" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_categories" ADD CONSTRAINT "competition_categories_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_categories" ADD CONSTRAINT "competition_categories_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_categories" ADD CONSTRAINT "competition_categories_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_events" ADD CONSTRAINT "competition_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_category_id_competition_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."competition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_category_id_competition_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."competition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_nominated_by_users_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_nominations" ADD CONSTRAINT "competition_nominations_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheet_revisions" ADD CONSTRAINT "competition_sheet_revisions_sheet_id_competition_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."competition_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheet_revisions" ADD CONSTRAINT "competition_sheet_revisions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheet_revisions" ADD CONSTRAINT "competition_sheet_revisions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD CONSTRAINT "competition_sheets_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD CONSTRAINT "competition_sheets_category_id_competition_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."competition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD CONSTRAINT "competition_sheets_nomination_id_competition_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."competition_nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD CONSTRAINT "competition_sheets_judge_user_id_users_id_fk" FOREIGN KEY ("judge_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD CONSTRAINT "competition_sheets_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sheets" ADD CONSTRAINT "competition_sheets_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_categories_competition_idx" ON "competition_categories" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "competition_events_record_idx" ON "competition_events" USING btree ("record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_judges_uq" ON "competition_judges" USING btree ("category_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_judges_user_idx" ON "competition_judges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_nominations_student_uq" ON "competition_nominations" USING btree ("competition_id","student_id") WHERE "competition_nominations"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "competition_nominations_category_idx" ON "competition_nominations" USING btree ("category_id","state");--> statement-breakpoint
CREATE INDEX "competition_nominations_centre_idx" ON "competition_nominations" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "competition_nominations_student_idx" ON "competition_nominations" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "competition_nominations_search_trgm" ON "competition_nominations" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "competition_sheet_revisions_uq" ON "competition_sheet_revisions" USING btree ("sheet_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_sheets_uq" ON "competition_sheets" USING btree ("nomination_id","judge_user_id");--> statement-breakpoint
CREATE INDEX "competition_sheets_category_idx" ON "competition_sheets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "competitions_place_idx" ON "competitions" USING btree ("country_id","centre_id");--> statement-breakpoint
CREATE INDEX "competitions_season_idx" ON "competitions" USING btree ("season","state");--> statement-breakpoint
CREATE INDEX "competitions_search_trgm" ON "competitions" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- A competition's history and its sheets' revisions are append-only (refuse_change from 0001,
-- refuse_truncate from 0036): a submitted sheet changes only by a new revision approved by the
-- head judge.
CREATE TRIGGER competition_events_append_only BEFORE UPDATE OR DELETE ON competition_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER competition_events_no_truncate BEFORE TRUNCATE ON competition_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER competition_sheet_revisions_append_only BEFORE UPDATE OR DELETE ON competition_sheet_revisions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER competition_sheet_revisions_no_truncate BEFORE TRUNCATE ON competition_sheet_revisions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
