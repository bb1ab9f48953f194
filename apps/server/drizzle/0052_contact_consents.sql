-- Donors' and applicants' consent to messages (docs/messages.md, "Other recipients").
CREATE TABLE "contact_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"locale" text NOT NULL,
	"country_id" uuid,
	"channels" jsonb NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	"opt_out_token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_consents_recipient_uq" ON "contact_consents" USING btree ("recipient_kind","recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_consents_token_uq" ON "contact_consents" USING btree ("opt_out_token");