CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"recorded_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text
);
--> statement-breakpoint
CREATE TABLE "guardian_message_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"opt_out_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"driver" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"fallback_to_sms" boolean DEFAULT false NOT NULL,
	"quiet_from" integer DEFAULT 21 NOT NULL,
	"quiet_to" integer DEFAULT 7 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"event" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"whatsapp_name" text,
	"whatsapp_params" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "subject" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "country_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "centre_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "triggered_by" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "triggered_via" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "driver" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "cost_micros" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "cost_currency" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_message_settings" ADD CONSTRAINT "guardian_message_settings_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_message_settings" ADD CONSTRAINT "guardian_message_settings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_message_settings" ADD CONSTRAINT "guardian_message_settings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_channels" ADD CONSTRAINT "message_channels_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_guardian_channel_uq" ON "guardian_consents" USING btree ("guardian_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_message_settings_guardian_uq" ON "guardian_message_settings" USING btree ("guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_message_settings_token_uq" ON "guardian_message_settings" USING btree ("opt_out_token");--> statement-breakpoint
CREATE UNIQUE INDEX "message_channels_country_channel_uq" ON "message_channels" USING btree ("country_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_event_locale_uq" ON "message_templates" USING btree ("event","locale");--> statement-breakpoint
CREATE INDEX "outbox_events_outbox_idx" ON "outbox_events" USING btree ("outbox_id","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_uq" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_student_idx" ON "outbox" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_centre_idx" ON "outbox" USING btree ("centre_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_provider_idx" ON "outbox" USING btree ("driver","provider_id");--> statement-breakpoint
-- A message's statuses are its history: never changed nor removed (refuse_change from 0001,
-- refuse_truncate from 0036).
CREATE TRIGGER outbox_events_append_only BEFORE UPDATE OR DELETE ON outbox_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER outbox_events_no_truncate BEFORE TRUNCATE ON outbox_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
