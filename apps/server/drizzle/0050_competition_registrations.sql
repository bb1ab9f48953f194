-- Public registration through a competition's link: the link's state on the competition, and the
-- registrations waiting for the manager's approval (a nomination) or refusal.
CREATE TABLE "competition_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"competition_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"ring_id" uuid,
	"student_id" uuid,
	"full_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"phone" text NOT NULL,
	"identity_number" text,
	"contact" text NOT NULL,
	"public_consent" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"nomination_id" uuid,
	"closed_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "registration_link" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_category_id_competition_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."competition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_nomination_id_competition_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."competition_nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_registrations_contact_uq" ON "competition_registrations" USING btree ("competition_id","contact");--> statement-breakpoint
CREATE INDEX "competition_registrations_competition_idx" ON "competition_registrations" USING btree ("competition_id","state");--> statement-breakpoint
CREATE INDEX "competition_registrations_search_trgm" ON "competition_registrations" USING gin ("search" gin_trgm_ops);