CREATE TABLE "followup_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"ring_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"visited_on" date NOT NULL,
	"visitor_user_id" uuid,
	"reason_id" uuid,
	"findings" text,
	"score" integer,
	"actions" text
);
--> statement-breakpoint
CREATE TABLE "ring_stars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"ring_id" uuid NOT NULL,
	"student_id" uuid,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"star_type" text NOT NULL,
	"stars" integer DEFAULT 1 NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"reason" text,
	"awarded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "special_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"student_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"case_type" text NOT NULL,
	"description" text,
	"monthly_support" integer,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"starts_on" date,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "student_cooperation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"student_id" uuid NOT NULL,
	"ring_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"tasks" text NOT NULL,
	"hours_per_week" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date
);
--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_reason_id_followup_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."followup_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_stars" ADD CONSTRAINT "ring_stars_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_stars" ADD CONSTRAINT "ring_stars_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_stars" ADD CONSTRAINT "ring_stars_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_stars" ADD CONSTRAINT "ring_stars_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_cases" ADD CONSTRAINT "special_cases_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_cases" ADD CONSTRAINT "special_cases_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_cases" ADD CONSTRAINT "special_cases_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_cooperation" ADD CONSTRAINT "student_cooperation_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_cooperation" ADD CONSTRAINT "student_cooperation_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_cooperation" ADD CONSTRAINT "student_cooperation_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_cooperation" ADD CONSTRAINT "student_cooperation_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "followups_ring_idx" ON "followups" USING btree ("ring_id","visited_on");--> statement-breakpoint
CREATE INDEX "followups_centre_idx" ON "followups" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "ring_stars_ring_idx" ON "ring_stars" USING btree ("ring_id","period_from");--> statement-breakpoint
CREATE INDEX "special_cases_student_idx" ON "special_cases" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "special_cases_centre_idx" ON "special_cases" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "student_cooperation_ring_idx" ON "student_cooperation" USING btree ("ring_id");