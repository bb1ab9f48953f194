-- A special case points at its kind (special_case_types) instead of only naming its code, so
-- every screen shows the kind's name in the reader's language and a kind in use is archived,
-- never deleted. The code stays beside it, copied from the kind on every write.
ALTER TABLE "special_cases" ADD COLUMN "case_type_id" uuid;--> statement-breakpoint
-- A code that names no kind (typed by hand before) becomes a kind of its own, named by the
-- code, so no case loses its kind; an administrator can rename it afterwards.
INSERT INTO "special_case_types" ("code", "name_ar", "name_en", "name_fr", "search")
SELECT DISTINCT sc."case_type", sc."case_type", sc."case_type", sc."case_type", lower(sc."case_type")
FROM "special_cases" sc
WHERE NOT EXISTS (SELECT 1 FROM "special_case_types" t WHERE t."code" = sc."case_type");--> statement-breakpoint
UPDATE "special_cases" sc SET "case_type_id" = t."id"
FROM "special_case_types" t
WHERE t."code" = sc."case_type";--> statement-breakpoint
ALTER TABLE "special_cases" ALTER COLUMN "case_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "special_cases" ADD CONSTRAINT "special_cases_case_type_id_special_case_types_id_fk" FOREIGN KEY ("case_type_id") REFERENCES "public"."special_case_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_cases_case_type_idx" ON "special_cases" USING btree ("case_type_id");
