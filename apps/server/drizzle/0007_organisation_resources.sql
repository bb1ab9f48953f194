CREATE TABLE "book_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"book_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"from_page" integer,
	"to_page" integer,
	"quran_range" jsonb,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title" text NOT NULL,
	"author" text,
	"kind" text DEFAULT 'matn' NOT NULL,
	"publisher" text,
	"pages" integer,
	"description" text,
	"cover" jsonb,
	"file" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "centre_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"employee_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"job" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"hours_per_week" integer,
	"salary" integer,
	"salary_currency" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text,
	"attachments" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title" text NOT NULL,
	"category" text DEFAULT 'procedures' NOT NULL,
	"summary" text,
	"body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_on" date,
	"revision" integer DEFAULT 1 NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_case_types" (
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
	"requires_evidence" boolean DEFAULT true NOT NULL,
	"default_support" integer,
	"support_currency" text,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"applies_to" text DEFAULT 'both' NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"color" text DEFAULT '#F5B301',
	"icon" jsonb,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i18n_overrides" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "i18n_overrides_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"singleton" text DEFAULT 'organisation' NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"logo" jsonb,
	"email" text,
	"phone" text,
	"website" text,
	"address" text,
	"default_country_id" uuid,
	"default_language" text DEFAULT 'ar' NOT NULL,
	"calendar" text DEFAULT 'hijri' NOT NULL,
	"digits" text DEFAULT 'arab' NOT NULL,
	"hijri_adjustment" integer DEFAULT 0 NOT NULL,
	"students_per_ring" integer DEFAULT 20 NOT NULL,
	"late_after_minutes" integer DEFAULT 10 NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"field" text NOT NULL,
	"record_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "manager_id" uuid;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "project_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "week_start" text DEFAULT 'saturday' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "weekend_days" text[] DEFAULT '{friday}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "calendar" text DEFAULT 'hijri' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "default_language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "digits" text DEFAULT 'arab' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "time_zone" text DEFAULT 'Europe/Istanbul' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "identity_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "opens_at" time;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "closes_at" time;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "started_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "book_sections" ADD CONSTRAINT "book_sections_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_employees" ADD CONSTRAINT "centre_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_employees" ADD CONSTRAINT "centre_employees_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_employees" ADD CONSTRAINT "centre_employees_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_default_country_id_countries_id_fk" FOREIGN KEY ("default_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_sections_book_idx" ON "book_sections" USING btree ("book_id","position");--> statement-breakpoint
CREATE INDEX "book_sections_search_trgm" ON "book_sections" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_search_trgm" ON "books" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "centre_employees_centre_idx" ON "centre_employees" USING btree ("centre_id","status");--> statement-breakpoint
CREATE INDEX "centre_employees_employee_idx" ON "centre_employees" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "centre_employees_search_trgm" ON "centre_employees" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_revision_uq" ON "document_versions" USING btree ("document_id","revision");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "documents_search_trgm" ON "documents" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "special_case_types_code_uq" ON "special_case_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "special_case_types_search_trgm" ON "special_case_types" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "star_types_code_uq" ON "star_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "star_types_search_trgm" ON "star_types" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_settings_singleton_uq" ON "organisation_settings" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "stored_files_record_idx" ON "stored_files" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "countries_search_trgm" ON "countries" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "holidays_search_trgm" ON "holidays" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_trgm" ON "projects" USING gin ("search" gin_trgm_ops);