ALTER TABLE "special_cases" ALTER COLUMN "evidence" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
-- Evidence files were kept inside the case, base64 in its JSON. They move to the stored files
-- (resource student-special-cases, field evidence, claimed by the case) and the case keeps their
-- references ({ id, name, size, contentType }) in the same order. References already in that
-- shape are left as they are.
WITH old AS (
  SELECT sc.id AS case_id, e.ord, e.value AS item, decode(e.value->>'fileBase64', 'base64') AS content,
         gen_random_uuid() AS file_id, sc.created_at
  FROM "special_cases" sc, jsonb_array_elements(sc.evidence) WITH ORDINALITY AS e(value, ord)
  WHERE e.value ? 'fileBase64'
), moved AS (
  INSERT INTO "stored_files" ("id", "resource", "field", "record_id", "name", "content_type", "size", "sha256", "content", "created_at")
  SELECT file_id, 'student-special-cases', 'evidence', case_id, coalesce(nullif(item->>'name', ''), 'file'),
         coalesce(nullif(item->>'contentType', ''), 'application/octet-stream'),
         length(content), encode(sha256(content), 'hex'), content, created_at
  FROM old
  RETURNING "id"
)
UPDATE "special_cases" sc SET "evidence" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN o.file_id IS NULL THEN e.value
         ELSE jsonb_build_object('id', o.file_id, 'name', coalesce(nullif(o.item->>'name', ''), 'file'),
                                 'size', length(o.content),
                                 'contentType', coalesce(nullif(o.item->>'contentType', ''), 'application/octet-stream'))
    END ORDER BY e.ord), '[]'::jsonb)
  FROM jsonb_array_elements(sc.evidence) WITH ORDINALITY AS e(value, ord)
  LEFT JOIN old o ON o.case_id = sc.id AND o.ord = e.ord
)
WHERE sc.id IN (SELECT case_id FROM old);
