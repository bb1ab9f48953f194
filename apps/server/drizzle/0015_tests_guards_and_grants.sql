-- Test request events are append-only, like the student case events (refuse_change from 0001).
CREATE TRIGGER test_request_events_append_only BEFORE UPDATE OR DELETE ON test_request_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- A certificate is never deleted nor edited; the only change allowed is one revocation, which
-- sets revoked_at, revoked_by and revoke_reason once and touches nothing else.
CREATE OR REPLACE FUNCTION test_certificates_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'test_certificates: DELETE refused' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.revoked_at IS NOT NULL
     OR NEW.revoked_at IS NULL
     OR NEW.revoke_reason IS NULL
     OR NEW.id IS DISTINCT FROM OLD.id
     OR NEW.request_id IS DISTINCT FROM OLD.request_id
     OR NEW.serial IS DISTINCT FROM OLD.serial
     OR NEW.language IS DISTINCT FROM OLD.language
     OR NEW.grade IS DISTINCT FROM OLD.grade
     OR NEW.percent IS DISTINCT FROM OLD.percent
     OR NEW.issued_at IS DISTINCT FROM OLD.issued_at
     OR NEW.issued_by IS DISTINCT FROM OLD.issued_by THEN
    RAISE EXCEPTION 'test_certificates: only one revocation may change a certificate'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_certificates_guard BEFORE UPDATE OR DELETE ON test_certificates
  FOR EACH ROW EXECUTE FUNCTION test_certificates_guard();
--> statement-breakpoint
-- The tests permissions reach the built-in roles of an existing database (ensureRoles never
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
  ('org_admin', '["test-kinds:*", "examiners:*"]'::jsonb),
  ('country_manager', '["test-kinds:read", "examiners:*"]'::jsonb),
  ('centre_manager', '["test-kinds:read", "examiners:*"]'::jsonb),
  ('supervisor', '["test-kinds:read", "examiners:read"]'::jsonb),
  ('teacher', '["tests:create", "test-kinds:read"]'::jsonb),
  ('tester', '["tests:examine", "test-kinds:read"]'::jsonb)
) AS g(code, add)
WHERE r."is_system" = true AND r."code" = g.code;
--> statement-breakpoint
-- The built-in tester sees only the tests assigned to them: tests:examine replaces the
-- country-wide tests:read/update/approve it had before tests existed.
UPDATE "roles"
SET "permissions" = "permissions" - 'tests:read' - 'tests:update' - 'tests:approve',
    "version" = "version" + 1,
    "updated_at" = now()
WHERE "is_system" = true AND "code" = 'tester'
  AND ("permissions" ?| array['tests:read', 'tests:update', 'tests:approve']);
