CREATE TABLE "teacher_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"location_state" text NOT NULL,
	"distance_m" integer,
	"note" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_logs_employee_day_uq" ON "teacher_logs" USING btree ("employee_id","day");--> statement-breakpoint
CREATE INDEX "teacher_logs_centre_day_idx" ON "teacher_logs" USING btree ("centre_id","day");