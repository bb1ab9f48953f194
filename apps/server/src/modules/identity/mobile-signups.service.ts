import { TEACHER_JOBS, type MobileRegisterInput, type MobileSignup } from '@qc/domain';
import type { AccessContext } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { renderMail } from '../../mail/mail-templates.ts';
import { assertUnique } from './auth.service.ts';
import type { IdentityDeps, RequestMeta } from './identity-deps.ts';
import { normaliseEmail, normalisePhone } from './identifiers.ts';
import {
  acceptMobileSignupRow,
  findMobileSignup,
  mobileSignupOf,
  linkTargetPlace,
  registerMobileSignup,
  rejectMobileSignupRow,
} from './mobile-signups.repository.ts';
import { hashPassword } from './passwords.ts';
import { findRoleByCode } from './roles.repository.ts';
import { findUserById } from './users.repository.ts';

/** A guardian or student signs up from the mobile app; the account waits, pending. */
export async function mobileRegister(
  deps: IdentityDeps,
  input: MobileRegisterInput,
  locale: string,
  request: RequestMeta,
) {
  const phone = normalisePhone(input.phone);
  const email = input.email ? normaliseEmail(input.email) : null;
  await assertUnique(deps.db, email, phone);
  const passwordHash = await hashPassword(input.password);
  const signup = await registerMobileSignup(
    deps.db,
    {
      email,
      phone,
      passwordHash,
      displayName: input.fullName,
      locale: input.locale ?? locale,
      status: 'pending',
      kind: 'mobile',
    },
    {
      requestedKind: input.kind,
      fullName: input.fullName,
      phone,
      email,
      note: input.note ?? null,
    },
    request,
  );
  return { id: signup.id, status: signup.status };
}

async function notify(
  deps: IdentityDeps,
  userId: string,
  kind: 'signupAccepted' | 'signupRejected',
  reason = '',
) {
  const user = await findUserById(deps.db, userId);
  if (!user?.email) return;
  const mail = renderMail(kind, user.locale, { name: user.displayName, reason });
  await deps.mailer.send({ to: user.email, userId, kind, ...mail });
}

/**
 * The role an accepted account receives with the `own` scope: guardians and students theirs, a
 * teacher (or assistant teacher) the teacher's role, so they open their own rings at once. Other
 * staff get their roles from the users screen: what a manager or an accountant may do is a
 * decision for an administrator, not a consequence of signing up on a phone.
 */
function roleCodeFor(kind: 'guardian' | 'student' | 'employee', job: string | null | undefined) {
  if (kind !== 'employee') return kind;
  return job && (TEACHER_JOBS as readonly string[]).includes(job) ? 'teacher' : null;
}

/**
 * Accepts a sign-up, linking the account to a guardian, student or employee inside the
 * approver's scope, with the role of `roleCodeFor` when the approver holds all it grants.
 */
export async function acceptMobileSignup(
  deps: IdentityDeps,
  access: AccessContext,
  id: string,
  input: { linkKind: 'guardian' | 'student' | 'employee'; linkId: string },
  request: RequestMeta,
): Promise<MobileSignup> {
  const signup = await findMobileSignup(deps.db, id);
  if (!signup) throw notFound();
  if (signup.status !== 'pending') throw conflict('identity.signupDecided');
  const place = await linkTargetPlace(deps.db, input.linkKind, input.linkId);
  if (!place) throw new AppError(400, 'identity.linkNotFound');
  if (!recordInScope(access.scopeFor('mobile-signups:approve'), place))
    throw forbidden('identity.scopeOutside');
  const roleCode = roleCodeFor(input.linkKind, 'job' in place ? place.job : null);
  const found = roleCode ? await findRoleByCode(deps.db, roleCode) : undefined;
  // Never hand out more than the approver holds (they may still give a smaller role by hand).
  const role = found?.permissions.every((p) => access.can(p)) ? found : undefined;
  const decided = await acceptMobileSignupRow(
    deps.db,
    { id, userId: signup.userId },
    {
      decision: { linkedKind: input.linkKind, linkedId: input.linkId, decidedBy: access.userId },
      user: {
        status: 'active',
        ...(input.linkKind === 'guardian' ? { guardianId: input.linkId } : {}),
        ...(input.linkKind === 'student' ? { studentId: input.linkId } : {}),
      },
      employeeId: input.linkKind === 'employee' ? input.linkId : null,
      assignment: role
        ? {
            userId: signup.userId,
            roleId: role.id,
            scopeLevel: 'own',
            countryId: place.countryId,
            centreId: place.centreId,
            createdBy: access.userId,
          }
        : null,
    },
    request,
  );
  if (!decided) throw conflict('identity.signupDecided');
  await notify(deps, signup.userId, 'signupAccepted');
  return mobileSignupOf(decided);
}

export async function rejectMobileSignup(
  deps: IdentityDeps,
  access: AccessContext,
  id: string,
  reason: string,
  request: RequestMeta,
): Promise<MobileSignup> {
  const signup = await findMobileSignup(deps.db, id);
  if (!signup) throw notFound();
  const decided = await rejectMobileSignupRow(
    deps.db,
    { id, userId: signup.userId },
    reason,
    access.userId,
    request,
  );
  if (!decided) throw conflict('identity.signupDecided');
  await notify(deps, signup.userId, 'signupRejected', reason);
  return mobileSignupOf(decided);
}
