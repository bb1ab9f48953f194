ALTER TABLE "guardians" ADD COLUMN "centre_id" uuid;--> statement-breakpoint
ALTER TABLE "followup_reasons" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "followup_reasons" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "followup_reasons" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardians_centre_idx" ON "guardians" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "followup_reasons_search_trgm" ON "followup_reasons" USING gin ("search" gin_trgm_ops);