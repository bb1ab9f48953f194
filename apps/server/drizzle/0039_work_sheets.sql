CREATE TABLE "work_sheet_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "work_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days" jsonb,
	"expected_minutes" integer DEFAULT 0 NOT NULL,
	"recorded_minutes" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"deviations" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"return_reason" text,
	"opened_by" uuid[] DEFAULT '{}' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_sheet_events" ADD CONSTRAINT "work_sheet_events_sheet_id_work_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."work_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sheet_events" ADD CONSTRAINT "work_sheet_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sheets" ADD CONSTRAINT "work_sheets_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sheets" ADD CONSTRAINT "work_sheets_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sheets" ADD CONSTRAINT "work_sheets_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sheets" ADD CONSTRAINT "work_sheets_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_sheet_events_sheet_idx" ON "work_sheet_events" USING btree ("sheet_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_sheets_employee_month_uq" ON "work_sheets" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "work_sheets_centre_month_idx" ON "work_sheets" USING btree ("centre_id","month","state");--> statement-breakpoint
CREATE INDEX "work_sheets_country_month_idx" ON "work_sheets" USING btree ("country_id","month");--> statement-breakpoint
CREATE INDEX "work_sheets_search_trgm" ON "work_sheets" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- The moves of a work sheet are its history: never edited.
CREATE TRIGGER work_sheet_events_append_only BEFORE UPDATE OR DELETE ON work_sheet_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER work_sheet_events_no_truncate BEFORE TRUNCATE ON work_sheet_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
--> statement-breakpoint
ALTER TABLE work_sheets ADD CONSTRAINT work_sheets_state_ck
  CHECK (state IN ('draft', 'submitted', 'returned', 'approved')
         AND expected_minutes >= 0 AND recorded_minutes >= 0 AND sessions >= 0);
--> statement-breakpoint
-- An approved sheet is locked: payroll pays from it, so it neither changes nor goes away.
CREATE OR REPLACE FUNCTION work_sheets_guard() RETURNS trigger AS $$
BEGIN
  IF OLD.state = 'approved' THEN
    RAISE EXCEPTION 'work_sheets: an approved sheet is locked' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER work_sheets_locked BEFORE UPDATE OR DELETE ON work_sheets
  FOR EACH ROW EXECUTE FUNCTION work_sheets_guard();
