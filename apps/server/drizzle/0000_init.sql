CREATE TABLE "centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"address" text,
	"kind" text DEFAULT 'in_person' NOT NULL,
	"capacity" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"opened_on" date,
	"phone" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"currency" text NOT NULL,
	"phone_region" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"email" text,
	"job" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hired_on" date,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid,
	"centre_id" uuid,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"kind" text DEFAULT 'holiday' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relation" text DEFAULT 'father' NOT NULL,
	"phone" text,
	"email" text,
	"identity_number" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"occurred_on" date NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"project_id" uuid,
	"guardian_id" uuid,
	"full_name" text NOT NULL,
	"full_name_latin" text,
	"father_name" text,
	"gender" text NOT NULL,
	"birth_date" date,
	"nationality" text,
	"identity_number" text,
	"phone" text,
	"address" text,
	"school_grade" text,
	"status" text DEFAULT 'applicant' NOT NULL,
	"level_at_entry" text,
	"joined_on" date,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"attended_on" date NOT NULL,
	"status" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"read_on" date NOT NULL,
	"kind" text NOT NULL,
	"from_surah" smallint NOT NULL,
	"from_ayah" smallint NOT NULL,
	"to_surah" smallint NOT NULL,
	"to_ayah" smallint NOT NULL,
	"ayah_count" integer NOT NULL,
	"page_count" numeric(6, 2) NOT NULL,
	"mistakes_memorisation" smallint DEFAULT 0 NOT NULL,
	"mistakes_tajweed" smallint DEFAULT 0 NOT NULL,
	"grade" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "ring_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"ring_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"project_id" uuid,
	"teacher_id" uuid,
	"assistant_id" uuid,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"age_band" text,
	"level" text,
	"capacity" integer,
	"mode" text DEFAULT 'in_person' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text,
	"old_values" jsonb,
	"new_values" jsonb,
	"reason" text,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "system_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_case_events" ADD CONSTRAINT "student_case_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_teacher_id_employees_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_times" ADD CONSTRAINT "ring_times_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rings" ADD CONSTRAINT "rings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rings" ADD CONSTRAINT "rings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rings" ADD CONSTRAINT "rings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rings" ADD CONSTRAINT "rings_teacher_id_employees_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rings" ADD CONSTRAINT "rings_assistant_id_employees_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centres_country_idx" ON "centres" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "centres_search_trgm" ON "centres" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "employees_centre_idx" ON "employees" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "holidays_dates_idx" ON "holidays" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_uq" ON "projects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "guardians_phone_idx" ON "guardians" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "guardians_search_trgm" ON "guardians" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_case_events_student_idx" ON "student_case_events" USING btree ("student_id","occurred_on");--> statement-breakpoint
CREATE INDEX "students_centre_status_idx" ON "students" USING btree ("centre_id","status");--> statement-breakpoint
CREATE INDEX "students_country_status_idx" ON "students" USING btree ("country_id","status");--> statement-breakpoint
CREATE INDEX "students_ring_idx" ON "students" USING btree ("ring_id");--> statement-breakpoint
CREATE INDEX "students_guardian_idx" ON "students" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "students_identity_idx" ON "students" USING btree ("identity_number");--> statement-breakpoint
CREATE INDEX "students_phone_idx" ON "students" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "students_search_trgm" ON "students" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_student_ring_day_uq" ON "attendance" USING btree ("student_id","ring_id","attended_on");--> statement-breakpoint
CREATE INDEX "attendance_ring_date_idx" ON "attendance" USING btree ("ring_id","attended_on");--> statement-breakpoint
CREATE INDEX "readings_student_date_idx" ON "readings" USING btree ("student_id","read_on");--> statement-breakpoint
CREATE INDEX "readings_ring_date_idx" ON "readings" USING btree ("ring_id","read_on");--> statement-breakpoint
CREATE INDEX "readings_centre_date_idx" ON "readings" USING btree ("centre_id","read_on");--> statement-breakpoint
CREATE INDEX "ring_times_ring_idx" ON "ring_times" USING btree ("ring_id");--> statement-breakpoint
CREATE INDEX "rings_centre_idx" ON "rings" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "rings_teacher_idx" ON "rings" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "rings_search_trgm" ON "rings" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");