import type { AccessContext, AssignmentScopeLevel } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { RequestMeta } from './identity-deps.ts';
import {
  centrePlace,
  countryExists,
  deleteAssignmentAudited,
  findAssignment,
  findRole,
  insertAssignmentAudited,
  ringPlace,
} from './roles.repository.ts';
import { employeeOfUser, findUserById } from './users.repository.ts';

export interface AssignmentInput {
  roleId: string;
  scopeLevel: AssignmentScopeLevel;
  countryId?: string | undefined;
  centreId?: string | undefined;
  ringId?: string | undefined;
}

interface Place {
  countryId: string | null;
  centreId: string | null;
  ringId: string | null;
}

/** Fills the place of an assignment from its level (a ring's centre and country, ...). */
async function placeOf(db: Db, userId: string, input: AssignmentInput): Promise<Place> {
  const invalid = () => new AppError(400, 'identity.invalidScope');
  switch (input.scopeLevel) {
    case 'organisation':
      return { countryId: null, centreId: null, ringId: null };
    case 'country':
      if (!input.countryId || !(await countryExists(db, input.countryId))) throw invalid();
      return { countryId: input.countryId, centreId: null, ringId: null };
    case 'centre': {
      const c = input.centreId ? await centrePlace(db, input.centreId) : undefined;
      if (!c) throw invalid();
      return { countryId: c.countryId, centreId: input.centreId!, ringId: null };
    }
    case 'ring': {
      const r = input.ringId ? await ringPlace(db, input.ringId) : undefined;
      if (!r) throw invalid();
      return { countryId: r.countryId, centreId: r.centreId, ringId: input.ringId! };
    }
    case 'own': {
      const e = await employeeOfUser(db, userId);
      return { countryId: e?.countryId ?? null, centreId: e?.centreId ?? null, ringId: null };
    }
  }
}

/**
 * May the caller hand out (or take back) this role at this place? The place must lie inside
 * the caller's scope for users:update, and the role may not grant anything the caller lacks.
 */
function assertMayAssign(
  access: AccessContext,
  permissions: readonly string[],
  level: string,
  place: Place,
) {
  const scope = access.scopeFor('users:update');
  const inside = scope.all || (level !== 'organisation' && recordInScope(scope, place));
  if (!inside) throw forbidden('identity.scopeOutside');
  for (const p of permissions) if (!access.can(p)) throw forbidden('identity.escalation');
}

export async function addAssignment(
  db: Db,
  access: AccessContext,
  userId: string,
  input: AssignmentInput,
  request: RequestMeta,
) {
  const [user, role] = await Promise.all([findUserById(db, userId), findRole(db, input.roleId)]);
  if (!user) throw notFound();
  if (!role || role.archivedAt) throw new AppError(400, 'identity.invalidScope');
  const place = await placeOf(db, userId, input);
  assertMayAssign(access, role.permissions, input.scopeLevel, place);
  return insertAssignmentAudited(
    db,
    { userId, roleId: role.id, scopeLevel: input.scopeLevel, ...place, createdBy: access.userId },
    role.code,
    request,
  );
}

export async function removeAssignment(
  db: Db,
  access: AccessContext,
  userId: string,
  assignmentId: string,
  request: RequestMeta,
) {
  const row = await findAssignment(db, assignmentId);
  if (!row || row.userId !== userId) throw notFound();
  const role = await findRole(db, row.roleId);
  assertMayAssign(access, role?.permissions ?? [], row.scopeLevel, row);
  await deleteAssignmentAudited(db, row, role?.code, request);
}
