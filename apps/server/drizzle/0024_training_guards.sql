-- A thank certificate is never edited nor deleted (its serial is in the issued-documents
-- register, which carries any revocation): refuse_change is from 0001.
CREATE TRIGGER training_thank_certificates_append_only BEFORE UPDATE OR DELETE ON training_thank_certificates
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- A sitting's deadline comes after its start; a mark is never negative.
ALTER TABLE training_sittings ADD CONSTRAINT training_sittings_deadline_ck CHECK (deadline_at > started_at);
--> statement-breakpoint
ALTER TABLE training_answers ADD CONSTRAINT training_answers_marks_ck CHECK (marks IS NULL OR marks >= 0);
--> statement-breakpoint
-- The training permissions reach the built-in roles of an existing database (ensureRoles never
-- overwrites a stored role); a permission a role already has is not added twice.
UPDATE "roles" r
SET "permissions" = r."permissions" || (
      SELECT coalesce(jsonb_agg(p), '[]'::jsonb)
      FROM jsonb_array_elements_text(g.add) AS p
      WHERE NOT (r."permissions" ? p)
    ),
    "version" = r."version" + 1,
    "updated_at" = now()
FROM (VALUES
  ('org_admin', '["training:*", "trainees:*", "training-exams:*", "lessons:*", "thank-certificates:*"]'::jsonb),
  ('country_manager', '["training:read", "lessons:read", "trainees:*", "training-exams:*", "thank-certificates:*"]'::jsonb),
  ('centre_manager', '["training:read", "lessons:read", "trainees:*", "training-exams:*", "thank-certificates:*"]'::jsonb),
  ('supervisor', '["training:read", "lessons:read", "trainees:read", "training-exams:read", "training-exams:examine"]'::jsonb),
  ('teacher', '["lessons:read", "training:read", "training-exams:sit"]'::jsonb),
  ('content_editor', '["lessons:*"]'::jsonb)
) AS g(code, add)
WHERE r."is_system" = true AND r."code" = g.code;
