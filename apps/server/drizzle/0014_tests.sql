CREATE TABLE "examiner_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"examiner_id" uuid NOT NULL,
	"weekday" text NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "examiners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"employee_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"kind_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"language" text NOT NULL,
	"grade" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "test_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"kind_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"scoring" text DEFAULT 'deductions' NOT NULL,
	"max_marks" numeric(7, 2) NOT NULL,
	"deduct_memorisation" numeric(6, 2) DEFAULT '0' NOT NULL,
	"deduct_tajweed" numeric(6, 2) DEFAULT '0' NOT NULL,
	"deduct_hesitation" numeric(6, 2) DEFAULT '0' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_external_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"gender" text NOT NULL,
	"country_name" text NOT NULL,
	"city" text,
	"phone" text NOT NULL,
	"email" text,
	"category" text NOT NULL,
	"portion_text" text NOT NULL,
	"notes" text,
	"language" text DEFAULT 'ar' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"category" text NOT NULL,
	"portion_type" text DEFAULT 'juz' NOT NULL,
	"pass_mark" integer DEFAULT 60 NOT NULL,
	"band_good" integer DEFAULT 70 NOT NULL,
	"band_very_good" integer DEFAULT 80 NOT NULL,
	"band_excellent" integer DEFAULT 90 NOT NULL,
	"waiting_days" integer DEFAULT 14 NOT NULL,
	"required_kind_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"needs_external_examiner" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_mistakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"student_id" uuid,
	"surah" smallint NOT NULL,
	"ayah" smallint NOT NULL,
	"ayah_index" smallint NOT NULL,
	"type" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "test_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "test_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"subject" text DEFAULT 'student' NOT NULL,
	"student_id" uuid,
	"teacher_id" uuid,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"kind_id" uuid NOT NULL,
	"portion" jsonb,
	"portion_from" smallint,
	"portion_to" smallint,
	"state" text DEFAULT 'requested' NOT NULL,
	"requested_by" uuid,
	"override_reason" text,
	"eligibility_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"examiner_id" uuid,
	"scheduled_at" timestamp with time zone,
	"duration_minutes" integer,
	"place" text,
	"online_link" text,
	"closed_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"examiner_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"criteria" jsonb NOT NULL,
	"marks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mistake_counts" jsonb NOT NULL,
	"total" numeric(8, 2) NOT NULL,
	"max_total" numeric(8, 2) NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"grade" text NOT NULL,
	"passed" boolean NOT NULL,
	"notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" uuid,
	"return_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "examiner_availability" ADD CONSTRAINT "examiner_availability_examiner_id_examiners_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."examiners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examiners" ADD CONSTRAINT "examiners_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examiners" ADD CONSTRAINT "examiners_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examiners" ADD CONSTRAINT "examiners_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_certificates" ADD CONSTRAINT "test_certificates_request_id_test_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_certificates" ADD CONSTRAINT "test_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_certificates" ADD CONSTRAINT "test_certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_criteria" ADD CONSTRAINT "test_criteria_kind_id_test_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."test_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_external_requests" ADD CONSTRAINT "test_external_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_mistakes" ADD CONSTRAINT "test_mistakes_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_mistakes" ADD CONSTRAINT "test_mistakes_request_id_test_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_mistakes" ADD CONSTRAINT "test_mistakes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_request_events" ADD CONSTRAINT "test_request_events_request_id_test_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_request_events" ADD CONSTRAINT "test_request_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_teacher_id_employees_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_kind_id_test_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."test_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_examiner_id_examiners_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."examiners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_request_id_test_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_examiner_id_examiners_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."examiners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "examiner_availability_examiner_idx" ON "examiner_availability" USING btree ("examiner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "examiners_employee_uq" ON "examiners" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "examiners_centre_idx" ON "examiners" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "examiners_search_trgm" ON "examiners" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "test_certificates_request_uq" ON "test_certificates" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_certificates_serial_uq" ON "test_certificates" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "test_certificates_issued_idx" ON "test_certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "test_criteria_kind_idx" ON "test_criteria" USING btree ("kind_id");--> statement-breakpoint
CREATE INDEX "test_criteria_search_trgm" ON "test_criteria" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "test_external_requests_state_idx" ON "test_external_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_kinds_code_uq" ON "test_kinds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "test_kinds_search_trgm" ON "test_kinds" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "test_mistakes_result_idx" ON "test_mistakes" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "test_mistakes_student_idx" ON "test_mistakes" USING btree ("student_id","ayah_index");--> statement-breakpoint
CREATE INDEX "test_request_events_request_idx" ON "test_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "test_requests_state_idx" ON "test_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "test_requests_centre_idx" ON "test_requests" USING btree ("centre_id","created_at");--> statement-breakpoint
CREATE INDEX "test_requests_student_idx" ON "test_requests" USING btree ("student_id","kind_id");--> statement-breakpoint
CREATE INDEX "test_requests_examiner_idx" ON "test_requests" USING btree ("examiner_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "test_requests_search_trgm" ON "test_requests" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_request_uq" ON "test_results" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "test_results_submitted_idx" ON "test_results" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "test_results_grade_idx" ON "test_results" USING btree ("grade");