import { PERMISSION_PATTERN, type RoleRecord } from '@qc/domain';
import type { AccessContext } from '../../access/access-types.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { RequestMeta } from './identity-deps.ts';
import {
  countAssignmentsOfRole,
  createRoleAudited,
  deleteRoleAudited,
  findRole,
  findRoleByCode,
  roleRecordOf,
  updateRoleAudited,
} from './roles.repository.ts';

export interface RoleInput {
  code: string;
  nameAr: string;
  nameEn: string;
  nameFr: string;
  description?: string | null | undefined;
  permissions: string[];
  defaultScope: 'organisation' | 'country' | 'centre' | 'ring' | 'own';
}

/** Permissions must be well formed, and nobody grants what they do not hold. */
function checkPermissions(access: AccessContext, permissions: string[]) {
  for (const p of permissions) {
    if (!PERMISSION_PATTERN.test(p))
      throw new AppError(400, 'identity.invalidPermission', { permission: p });
    if (!access.can(p)) throw forbidden('identity.escalation');
  }
}

export async function createRole(
  db: Db,
  access: AccessContext,
  input: RoleInput,
  request: RequestMeta,
): Promise<RoleRecord> {
  checkPermissions(access, input.permissions);
  if (await findRoleByCode(db, input.code)) throw conflict('identity.roleCodeTaken');
  return roleRecordOf(
    await createRoleAudited(
      db,
      { ...input, permissions: [...new Set(input.permissions)], isSystem: false },
      request,
    ),
  );
}

export async function editRole(
  db: Db,
  access: AccessContext,
  id: string,
  input: Partial<Omit<RoleInput, 'code'>> & { version: number },
  request: RequestMeta,
): Promise<RoleRecord> {
  const before = await findRole(db, id);
  if (!before || before.archivedAt) throw notFound();
  if (input.permissions) checkPermissions(access, input.permissions);
  // Editing a role changes what its holders may do: the editor must hold all of it already.
  checkPermissions(access, before.permissions);
  const { version, ...changes } = input;
  const after = await updateRoleAudited(db, before, changes, version, request);
  if (!after) throw conflict();
  return roleRecordOf(after);
}

export async function removeRole(db: Db, access: AccessContext, id: string, request: RequestMeta) {
  const role = await findRole(db, id);
  if (!role) throw notFound();
  if (role.isSystem) throw conflict('identity.systemRole');
  if ((await countAssignmentsOfRole(db, id)) > 0) throw conflict('identity.roleInUse');
  checkPermissions(access, role.permissions);
  await deleteRoleAudited(db, role, request);
}
