CREATE TABLE "donor_portal_links" (
	"benefactor_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "impact_report_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"benefactor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"job_id" uuid,
	"pages_memorised" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_projects" ADD COLUMN "donation_type_id" uuid;--> statement-breakpoint
ALTER TABLE "donation_events" ADD COLUMN "by_donor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_portal_links" ADD CONSTRAINT "donor_portal_links_benefactor_id_benefactors_id_fk" FOREIGN KEY ("benefactor_id") REFERENCES "public"."benefactors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_portal_links" ADD CONSTRAINT "donor_portal_links_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_report_sends" ADD CONSTRAINT "impact_report_sends_benefactor_id_benefactors_id_fk" FOREIGN KEY ("benefactor_id") REFERENCES "public"."benefactors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impact_report_sends_uq" ON "impact_report_sends" USING btree ("benefactor_id","month");--> statement-breakpoint
ALTER TABLE "site_projects" ADD CONSTRAINT "site_projects_donation_type_id_donation_types_id_fk" FOREIGN KEY ("donation_type_id") REFERENCES "public"."donation_types"("id") ON DELETE no action ON UPDATE no action;