ALTER TABLE "partner_organisations" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "partner_organisations_search_trgm" ON "partner_organisations" USING gin ("search" gin_trgm_ops);
--> statement-breakpoint
-- Partners saved before they were a definition get their search words here, by the engine's
-- rule (packages/domain/src/text/arabic-search.ts) as far as SQL follows it: Arabic letter forms
-- folded, marks, hamza and punctuation dropped, digits made Latin, lower case; the country by its
-- three names. The next save of a partner writes the engine's exact words.
UPDATE "partner_organisations" AS p SET "search" = btrim(regexp_replace(
  lower(translate(
    regexp_replace(
      concat_ws(' ', p."name", p."contact_name", p."contact_email", p."contact_phone",
        (SELECT concat_ws(' ', c."name_ar", c."name_en", c."name_fr") FROM "countries" c
          WHERE c."id" = p."country_id")),
      '[\u064B-\u065F\u0670\u0640\u06D6-\u06ED\u0621]', '', 'g'),
    'أإآٱؤئةىیکہ٠١٢٣٤٥٦٧٨٩',
    'ااااويهييكه0123456789')),
  '[[:space:][:punct:]\u060C\u061B\u061F\u00AB\u00BB]+', ' ', 'g'))
WHERE p."search" = '';
