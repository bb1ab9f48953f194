import type { UserSummary, UserView } from '@qc/domain';
import type { AccessContext } from '../../access/access-types.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound, validationFailed } from '../../http/errors.ts';
import { addAssignment, type AssignmentInput } from './assignments.service.ts';
import { assertUnique, sendInvitation, sendPasswordReset } from './auth.service.ts';
import type { IdentityDeps, RequestMeta } from './identity-deps.ts';
import { normaliseEmail, normalisePhone } from './identifiers.ts';
import { findPartnerForLink } from './partners.repository.ts';
import { hashPassword } from './passwords.ts';
import { randomToken } from './secrets.ts';
import { listAssignmentsOfUser } from './roles.repository.ts';
import {
  findUserById,
  findUserWhere,
  createUserAudited,
  updateUserAudited,
  userKindOf,
  userScopeCondition,
  userStatusOf,
  userViewOf,
  type UserCondition,
  type UserRow,
} from './users.repository.ts';
import type { IdentityDepsWithDb } from './users.types.ts';

/**
 * Which users an administrator sees with a permission (`userScopeCondition`): everyone with an
 * organisation-wide scope; otherwise the users holding an assignment, or linked to an employee,
 * inside their scope.
 */
export function userScope(
  deps: IdentityDepsWithDb,
  access: AccessContext,
  permission: string,
): UserCondition {
  return userScopeCondition(deps.db, access.scopeFor(permission));
}

export async function findUserInScope(
  deps: IdentityDepsWithDb,
  access: AccessContext,
  permission: string,
  id: string,
) {
  const user = await findUserWhere(deps.db, id, userScope(deps, access, permission));
  if (!user) throw notFound();
  return user;
}

export async function userDetail(
  deps: IdentityDepsWithDb,
  access: AccessContext,
  id: string,
): Promise<UserView> {
  const user = await findUserInScope(deps, access, 'users:read', id);
  return userViewOf(user, await listAssignmentsOfUser(deps.db, id));
}

/**
 * A partner a user is being linked to must be a record of the `partners` definition that is not
 * archived (an archived partner keeps the users it has, and gets no new ones); a field error
 * like the engine's reference check, instead of the database's foreign-key failure.
 */
async function assertPartnerLinkable(db: Db, partnerId: string): Promise<void> {
  const partner = await findPartnerForLink(db, partnerId);
  if (!partner)
    throw validationFailed({
      partnerOrganisationId: { code: 'resources.validation.referenceNotFound' },
    });
  if (partner.archivedAt)
    throw validationFailed({
      partnerOrganisationId: { code: 'resources.validation.referenceArchived' },
    });
}

export interface CreateUserInput {
  displayName: string;
  email?: string | undefined;
  phone?: string | undefined;
  locale?: string | undefined;
  password?: string | undefined;
  partnerOrganisationId?: string | undefined;
  employeeId?: string | undefined;
  assignments?: AssignmentInput[] | undefined;
}

/** What adding or editing a user answers (and audits): never a secret. */
const safe = (u: UserRow): UserSummary => ({
  id: u.id,
  email: u.email,
  phone: u.phone,
  displayName: u.displayName,
  locale: u.locale,
  status: userStatusOf(u.status),
  kind: userKindOf(u.kind),
  partnerOrganisationId: u.partnerOrganisationId,
});
/** The audit's record of a user: what `safe` shows. */
const audited = (u: UserRow): Record<string, unknown> => ({ ...safe(u) });

/**
 * An administrator adds a user. Without a password, the user receives an invitation link to
 * choose one. Assignments given here are checked like any other (scope, no escalation).
 */
export async function createUser(
  deps: IdentityDeps,
  access: AccessContext,
  input: CreateUserInput,
  request: RequestMeta,
): Promise<UserSummary> {
  const email = input.email ? normaliseEmail(input.email) : null;
  const phone = input.phone ? normalisePhone(input.phone) : null;
  await assertUnique(deps.db, email, phone);
  if (input.partnerOrganisationId)
    await assertPartnerLinkable(deps.db, input.partnerOrganisationId);
  const passwordHash = await hashPassword(input.password ?? randomToken());
  const user = await createUserAudited(
    deps.db,
    {
      email,
      phone,
      passwordHash,
      displayName: input.displayName,
      locale: input.locale ?? 'ar',
      status: 'active',
      kind: input.partnerOrganisationId ? 'partner' : 'staff',
      partnerOrganisationId: input.partnerOrganisationId ?? null,
      // The administrator vouches for the address; an invitation link proves it anyway.
      emailVerifiedAt: email ? new Date().toISOString() : null,
    },
    input.employeeId,
    request,
    audited,
    async (tx, userId) => {
      for (const a of input.assignments ?? []) await addAssignment(tx, access, userId, a, request);
    },
  );
  if (!input.password) await sendInvitation(deps, user);
  return safe(user);
}

export interface UpdateUserInput {
  version: number;
  displayName?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  locale?: string | undefined;
  status?: 'active' | 'locked' | 'disabled' | undefined;
  partnerOrganisationId?: string | null | undefined;
}

export async function adminUpdateUser(
  deps: IdentityDeps,
  access: AccessContext,
  id: string,
  input: UpdateUserInput,
  request: RequestMeta,
): Promise<UserSummary> {
  await findUserInScope(deps, access, 'users:update', id);
  const before = await findUserById(deps.db, id);
  if (!before) throw notFound();
  const email =
    input.email === undefined ? undefined : input.email ? normaliseEmail(input.email) : null;
  const phone =
    input.phone === undefined ? undefined : input.phone ? normalisePhone(input.phone) : null;
  await assertUnique(deps.db, email ?? null, phone ?? null, id);
  if (input.partnerOrganisationId && input.partnerOrganisationId !== before.partnerOrganisationId)
    await assertPartnerLinkable(deps.db, input.partnerOrganisationId);
  const { version, ...rest } = input;
  const changes = Object.fromEntries(
    Object.entries({ ...rest, email, phone }).filter(([, v]) => v !== undefined),
  ) as Partial<UserRow>;
  if (email && email !== before.email) changes.emailVerifiedAt = new Date().toISOString();
  const after = await updateUserAudited(deps.db, before, changes, version, request, audited);
  if (!after) throw conflict();
  return safe(after);
}

/**
 * An administrator sends a user a password-reset link (the user chooses the new password;
 * the administrator never sees it). Needs an e-mail address and an account that may sign in.
 */
export async function adminSendPasswordReset(
  deps: IdentityDeps,
  access: AccessContext,
  id: string,
  request: RequestMeta,
): Promise<{ ok: true; email: string }> {
  await findUserInScope(deps, access, 'users:update', id);
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound();
  if (!user.email) throw new AppError(400, 'identity.noEmail');
  if (user.status === 'disabled') throw new AppError(400, 'identity.accountDisabled');
  await sendPasswordReset(deps, user);
  await auditIn(
    deps.db,
    { request },
    { action: 'send-password-reset', resource: 'users', recordId: id },
  );
  return { ok: true, email: user.email };
}
