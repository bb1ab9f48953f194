-- Guardians and students read their own ring (the default roles gained rings:read, so `own`
-- means the same on every route). ensureRoles never overwrites a stored role, so the built-in
-- roles of an existing database get the permission here; a role an administrator already gave
-- it to, or a custom role, is left as it is.
UPDATE "roles"
SET "permissions" = "permissions" || '["rings:read"]'::jsonb,
    "version" = "version" + 1,
    "updated_at" = now()
WHERE "is_system" = true
  AND "code" IN ('guardian', 'student')
  AND NOT ("permissions" ? 'rings:read');
