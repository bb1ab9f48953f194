CREATE TABLE "registration_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"project_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"form" jsonb NOT NULL,
	"quota" integer,
	"opens_on" date,
	"closes_on" date,
	"status" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"link_id" uuid,
	"source" text NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"full_name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date,
	"identity_number" text,
	"phone" text,
	"data" jsonb NOT NULL,
	"duplicates" jsonb NOT NULL,
	"student_id" uuid,
	"ring_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text
);
--> statement-breakpoint
CREATE TABLE "ring_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"from_ring_id" uuid,
	"to_ring_id" uuid,
	"from_centre_id" uuid,
	"to_centre_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"transferred_on" date NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_import_keys" (
	"key" text NOT NULL,
	"country_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"import_id" uuid
);
--> statement-breakpoint
CREATE TABLE "student_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"file_base64" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"report" jsonb NOT NULL,
	"created_by" uuid,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "memorisation_direction" text DEFAULT 'backward' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "portion_pages" numeric(4, 2) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_link_id_registration_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."registration_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_transfers" ADD CONSTRAINT "ring_transfers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_transfers" ADD CONSTRAINT "ring_transfers_from_ring_id_rings_id_fk" FOREIGN KEY ("from_ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_transfers" ADD CONSTRAINT "ring_transfers_to_ring_id_rings_id_fk" FOREIGN KEY ("to_ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_transfers" ADD CONSTRAINT "ring_transfers_from_centre_id_centres_id_fk" FOREIGN KEY ("from_centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_transfers" ADD CONSTRAINT "ring_transfers_to_centre_id_centres_id_fk" FOREIGN KEY ("to_centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_transfers" ADD CONSTRAINT "ring_transfers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_keys" ADD CONSTRAINT "student_import_keys_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_keys" ADD CONSTRAINT "student_import_keys_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_keys" ADD CONSTRAINT "student_import_keys_import_id_student_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."student_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_links_centre_idx" ON "registration_links" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "registrations_centre_status_idx" ON "registrations" USING btree ("centre_id","status");--> statement-breakpoint
CREATE INDEX "registrations_link_idx" ON "registrations" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "ring_transfers_student_idx" ON "ring_transfers" USING btree ("student_id","transferred_on");--> statement-breakpoint
CREATE INDEX "ring_transfers_to_centre_idx" ON "ring_transfers" USING btree ("to_centre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_import_keys_uq" ON "student_import_keys" USING btree ("country_id","key");--> statement-breakpoint
CREATE INDEX "student_imports_centre_idx" ON "student_imports" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "student_imports_hash_idx" ON "student_imports" USING btree ("file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_client_id_uq" ON "readings" USING btree ("client_id");--> statement-breakpoint
-- Transfers are history: they may be added, never changed or removed.
CREATE TRIGGER ring_transfers_append_only BEFORE UPDATE OR DELETE ON ring_transfers
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
