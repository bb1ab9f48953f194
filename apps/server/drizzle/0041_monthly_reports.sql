CREATE TABLE "monthly_report_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "monthly_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"month" text NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"state" text DEFAULT 'draft' NOT NULL,
	"achievements" text DEFAULT '' NOT NULL,
	"problems" text DEFAULT '' NOT NULL,
	"needs" text DEFAULT '' NOT NULL,
	"figures" jsonb,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"first_submitted_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"return_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	CONSTRAINT "monthly_reports_place_uq" UNIQUE NULLS NOT DISTINCT("level","month","country_id","centre_id")
);
--> statement-breakpoint
ALTER TABLE "monthly_report_events" ADD CONSTRAINT "monthly_report_events_report_id_monthly_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."monthly_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_report_events" ADD CONSTRAINT "monthly_report_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_report_events_report_idx" ON "monthly_report_events" USING btree ("report_id","at");--> statement-breakpoint
CREATE INDEX "monthly_reports_month_idx" ON "monthly_reports" USING btree ("month","state");--> statement-breakpoint
CREATE INDEX "monthly_reports_search_trgm" ON "monthly_reports" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- A monthly report's history is append-only (refuse_change from 0001, refuse_truncate from 0036).
CREATE TRIGGER monthly_report_events_append_only BEFORE UPDATE OR DELETE ON monthly_report_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER monthly_report_events_no_truncate BEFORE TRUNCATE ON monthly_report_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
