CREATE TABLE "role_default_grants" (
	"role_code" text NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_default_grants_role_code_permission_pk" PRIMARY KEY("role_code","permission")
);
--> statement-breakpoint
-- From now on ensureRoles gives each built-in role the permissions of default-roles.ts it has
-- never been offered, and records them here. A database that already exists has been offered
-- its defaults by the seed and by the grant blocks of earlier migrations, and an administrator
-- may have taken some away since: record, for every built-in role, what it holds now, what
-- those migrations granted (0012, 0015, 0020, 0024, 0031) and every permission the audit log
-- shows it holding before or after an edit, so that nothing taken away comes back. A default
-- it has never held (none of these) reaches it at the next start.
INSERT INTO "role_default_grants" ("role_code", "permission")
SELECT r."code", p
FROM "roles" r, jsonb_array_elements_text(r."permissions") AS p
WHERE r."is_system" = true
UNION
SELECT r."code", p
FROM "roles" r
JOIN (VALUES
  ('guardian', '["rings:read"]'::jsonb),
  ('student', '["rings:read"]'::jsonb),
  ('org_admin', '["test-kinds:*", "examiners:*"]'::jsonb),
  ('country_manager', '["test-kinds:read", "examiners:*"]'::jsonb),
  ('centre_manager', '["test-kinds:read", "examiners:*"]'::jsonb),
  ('supervisor', '["test-kinds:read", "examiners:read"]'::jsonb),
  ('teacher', '["tests:create", "test-kinds:read"]'::jsonb),
  ('tester', '["tests:examine", "test-kinds:read"]'::jsonb),
  ('org_admin', '["vouchers:*", "cash-boxes:*", "recipients:*", "finance-settings:*"]'::jsonb),
  ('country_manager', '["finance:read", "finance:export", "vouchers:read", "vouchers:approve", "vouchers:post", "vouchers:export", "cash-boxes:*", "recipients:*", "finance-settings:read"]'::jsonb),
  ('centre_manager', '["finance:read", "finance:export", "vouchers:read", "vouchers:approve", "vouchers:post", "cash-boxes:read", "recipients:read", "finance-settings:read"]'::jsonb),
  ('accountant', '["vouchers:*", "cash-boxes:*", "recipients:*", "finance-settings:read"]'::jsonb),
  ('org_admin', '["training:*", "trainees:*", "training-exams:*", "lessons:*", "thank-certificates:*"]'::jsonb),
  ('country_manager', '["training:read", "lessons:read", "trainees:*", "training-exams:*", "thank-certificates:*"]'::jsonb),
  ('centre_manager', '["training:read", "lessons:read", "trainees:*", "training-exams:*", "thank-certificates:*"]'::jsonb),
  ('supervisor', '["training:read", "lessons:read", "trainees:read", "training-exams:read", "training-exams:examine"]'::jsonb),
  ('teacher', '["lessons:read", "training:read", "training-exams:sit"]'::jsonb),
  ('content_editor', '["lessons:*"]'::jsonb),
  ('org_admin', '["reward-rules:*", "reward-transfers:*"]'::jsonb),
  ('country_manager', '["reward-rules:*"]'::jsonb),
  ('centre_manager', '["reward-rules:*"]'::jsonb),
  ('supervisor', '["reward-rules:read"]'::jsonb),
  ('teacher', '["rewards:read", "rewards:create", "reward-rules:read"]'::jsonb),
  ('accountant', '["reward-transfers:*", "reward-rules:read"]'::jsonb)
) AS g(code, granted) ON g.code = r."code"
CROSS JOIN jsonb_array_elements_text(g.granted) AS p
WHERE r."is_system" = true
UNION
SELECT r."code", p
FROM "roles" r
JOIN "audit_log" a ON a."resource" = 'roles' AND a."record_id" = r."id"::text
CROSS JOIN LATERAL (VALUES (a."old_values" -> 'permissions'), (a."new_values" -> 'permissions')) AS v(held)
CROSS JOIN LATERAL jsonb_array_elements_text(
  CASE WHEN jsonb_typeof(v.held) = 'array' THEN v.held ELSE '[]'::jsonb END
) AS p
WHERE r."is_system" = true
ON CONFLICT DO NOTHING;
