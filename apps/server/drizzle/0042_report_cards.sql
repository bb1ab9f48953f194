CREATE TABLE "report_card_remarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"student_id" uuid NOT NULL,
	"term_from" date NOT NULL,
	"term_to" date NOT NULL,
	"comment" text NOT NULL,
	"conduct" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"written_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_card_styles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"name" text NOT NULL,
	"style" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_card_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"layout" jsonb NOT NULL,
	"style_id" uuid NOT NULL,
	"style" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_card_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"style_id" uuid NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"layout" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"style_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"student_id" uuid NOT NULL,
	"term_label" text NOT NULL,
	"term_from" date NOT NULL,
	"term_to" date NOT NULL,
	"language" text NOT NULL,
	"data" jsonb NOT NULL,
	"access_token" text NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text
);
--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_styles" ADD CONSTRAINT "report_card_styles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_styles" ADD CONSTRAINT "report_card_styles_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_template_versions" ADD CONSTRAINT "report_card_template_versions_template_id_report_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_card_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_template_versions" ADD CONSTRAINT "report_card_template_versions_style_id_report_card_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."report_card_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_template_versions" ADD CONSTRAINT "report_card_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_templates" ADD CONSTRAINT "report_card_templates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_templates" ADD CONSTRAINT "report_card_templates_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_templates" ADD CONSTRAINT "report_card_templates_style_id_report_card_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."report_card_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_template_id_report_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_card_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_style_id_report_card_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."report_card_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_card_remarks_term_uq" ON "report_card_remarks" USING btree ("student_id","term_from","term_to");--> statement-breakpoint
CREATE INDEX "report_card_remarks_ring_idx" ON "report_card_remarks" USING btree ("ring_id","term_from");--> statement-breakpoint
CREATE INDEX "report_card_styles_place_idx" ON "report_card_styles" USING btree ("country_id","centre_id");--> statement-breakpoint
CREATE INDEX "report_card_styles_search_trgm" ON "report_card_styles" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "report_card_template_versions_uq" ON "report_card_template_versions" USING btree ("template_id","number");--> statement-breakpoint
CREATE INDEX "report_card_templates_place_idx" ON "report_card_templates" USING btree ("country_id","centre_id");--> statement-breakpoint
CREATE INDEX "report_card_templates_style_idx" ON "report_card_templates" USING btree ("style_id");--> statement-breakpoint
CREATE INDEX "report_card_templates_search_trgm" ON "report_card_templates" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_serial_uq" ON "report_cards" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_token_uq" ON "report_cards" USING btree ("access_token");--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_one_uq" ON "report_cards" USING btree ("student_id","template_id","term_from","term_to") WHERE "report_cards"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "report_cards_style_idx" ON "report_cards" USING btree ("style_id","issued_at");--> statement-breakpoint
CREATE INDEX "report_cards_ring_idx" ON "report_cards" USING btree ("ring_id","term_from");--> statement-breakpoint
CREATE INDEX "report_cards_job_idx" ON "report_cards" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "report_cards_student_idx" ON "report_cards" USING btree ("student_id");--> statement-breakpoint
-- A template's versions are history: never changed nor removed (refuse_change from 0001,
-- refuse_truncate from 0036).
CREATE TRIGGER report_card_template_versions_append_only BEFORE UPDATE OR DELETE ON report_card_template_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER report_card_template_versions_no_truncate BEFORE TRUNCATE ON report_card_template_versions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
--> statement-breakpoint
-- Issued report cards are a register, as the issued documents (0017): rows are added, never
-- removed, and the only change allowed is setting the revocation once (revoked_at, revoked_by,
-- revoke_reason, all together). Applies to every client of the database.
CREATE OR REPLACE FUNCTION report_cards_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'append-only table report_cards: DELETE refused'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.revoked_at IS NOT NULL
     OR NEW.revoked_at IS NULL
     OR NEW.revoked_by IS NULL
     OR NEW.revoke_reason IS NULL
     OR (NEW.serial, NEW.template_id, NEW.template_version, NEW.style_id, NEW.country_id,
         NEW.centre_id, NEW.ring_id, NEW.student_id, NEW.term_label, NEW.term_from, NEW.term_to,
         NEW.language, NEW.data, NEW.access_token, NEW.issued_by, NEW.issued_at, NEW.job_id)
        IS DISTINCT FROM
        (OLD.serial, OLD.template_id, OLD.template_version, OLD.style_id, OLD.country_id,
         OLD.centre_id, OLD.ring_id, OLD.student_id, OLD.term_label, OLD.term_from, OLD.term_to,
         OLD.language, OLD.data, OLD.access_token, OLD.issued_by, OLD.issued_at, OLD.job_id) THEN
    RAISE EXCEPTION 'append-only table report_cards: only a single revocation may be recorded'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_cards_append_only BEFORE UPDATE OR DELETE ON report_cards
  FOR EACH ROW EXECUTE FUNCTION report_cards_guard();
--> statement-breakpoint
CREATE TRIGGER report_cards_no_truncate BEFORE TRUNCATE ON report_cards
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
