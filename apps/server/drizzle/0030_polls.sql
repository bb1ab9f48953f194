CREATE TABLE "poll_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poll_id" uuid NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"form_version_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact" text,
	"respondent" text,
	"language" text DEFAULT 'ar' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid,
	"centre_id" uuid,
	"family_id" uuid NOT NULL,
	"kind" text DEFAULT 'poll' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"opens_on" date,
	"closes_on" date,
	"answer_limit" integer,
	"one_per_contact" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_answers_poll_idx" ON "poll_answers" USING btree ("poll_id","submitted_at");--> statement-breakpoint
CREATE INDEX "poll_answers_centre_idx" ON "poll_answers" USING btree ("centre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_contact_uq" ON "poll_answers" USING btree ("poll_id","contact") WHERE "poll_answers"."contact" is not null;--> statement-breakpoint
CREATE INDEX "poll_answers_search_trgm" ON "poll_answers" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "polls_centre_idx" ON "polls" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "polls_country_idx" ON "polls" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "polls_search_trgm" ON "polls" USING gin ("search" gin_trgm_ops);