-- Weekly times and stars become resource definitions (ring-times, ring-stars), served by the
-- generic API and written through the engine's write core.
--
-- A weekly slot is scoped like the ring's other records: it carries its ring's country and
-- centre (copied from the ring on every write from now on; here from the ring it has).
ALTER TABLE "ring_times" ADD COLUMN "country_id" uuid;--> statement-breakpoint
ALTER TABLE "ring_times" ADD COLUMN "centre_id" uuid;--> statement-breakpoint
UPDATE "ring_times" rt SET "country_id" = r."country_id", "centre_id" = r."centre_id"
FROM "rings" r
WHERE r."id" = rt."ring_id";--> statement-breakpoint
ALTER TABLE "ring_times" ALTER COLUMN "country_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ring_times" ALTER COLUMN "centre_id" SET NOT NULL;--> statement-breakpoint
-- An award of stars points at its star type by id instead of naming its code, so it is a
-- reference like any other (named in the reader's language, a type in use is archived, never
-- deleted). Each code is mapped to the star type of that code; failing that, to the one star
-- type whose code differs only in case; a code that names no star type at all (typed by hand
-- through the API before) becomes an inactive star type named by the code, so no award loses
-- its type and none is offered for new awards; an administrator can rename or merge it later.
ALTER TABLE "ring_stars" ADD COLUMN "star_type_id" uuid;--> statement-breakpoint
UPDATE "ring_stars" rs SET "star_type_id" = t."id"
FROM "star_types" t
WHERE t."code" = rs."star_type";--> statement-breakpoint
UPDATE "ring_stars" rs SET "star_type_id" = (
  SELECT t."id" FROM "star_types" t WHERE lower(t."code") = lower(rs."star_type")
)
WHERE rs."star_type_id" IS NULL
  AND (SELECT count(*) FROM "star_types" t WHERE lower(t."code") = lower(rs."star_type")) = 1;--> statement-breakpoint
INSERT INTO "star_types" ("code", "name_ar", "name_en", "name_fr", "status", "search")
SELECT DISTINCT rs."star_type", rs."star_type", rs."star_type", rs."star_type", 'inactive', lower(rs."star_type")
FROM "ring_stars" rs
WHERE rs."star_type_id" IS NULL;--> statement-breakpoint
UPDATE "ring_stars" rs SET "star_type_id" = t."id"
FROM "star_types" t
WHERE rs."star_type_id" IS NULL AND t."code" = rs."star_type";--> statement-breakpoint
ALTER TABLE "ring_stars" ALTER COLUMN "star_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ring_stars" ADD CONSTRAINT "ring_stars_star_type_id_star_types_id_fk" FOREIGN KEY ("star_type_id") REFERENCES "public"."star_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_times" ADD CONSTRAINT "ring_times_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_times" ADD CONSTRAINT "ring_times_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ring_stars_star_type_idx" ON "ring_stars" USING btree ("star_type_id");--> statement-breakpoint
CREATE INDEX "ring_times_centre_idx" ON "ring_times" USING btree ("centre_id");--> statement-breakpoint
ALTER TABLE "ring_stars" DROP COLUMN "star_type";
