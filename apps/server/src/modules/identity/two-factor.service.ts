import { AppError, conflict, unauthorized } from '../../http/errors.ts';
import { saveTwoFactor } from './auth-tokens.repository.ts';
import { checkSecondFactor } from './auth.service.ts';
import type { IdentityDeps, RequestMeta } from './identity-deps.ts';
import { verifyPassword } from './passwords.ts';
import { hashToken, normaliseRecoveryCode, recoveryCode } from './secrets.ts';
import { newTotpSecret, totpEnrolment, verifyTotpCode } from './totp.ts';
import { findUserById, updateUser } from './users.repository.ts';

const RECOVERY_CODE_COUNT = 10;

async function signedInUser(deps: IdentityDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  return user;
}

/** Step 1: a new secret, kept pending until a first code proves the app has it. */
export async function enrolTwoFactor(deps: IdentityDeps, userId: string) {
  const user = await signedInUser(deps, userId);
  if (user.totpEnabledAt) throw conflict('identity.twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  await updateUser(deps.db, userId, { totpPendingSecret: secret });
  const label = user.email ?? user.phone ?? user.displayName;
  return { secret, ...(await totpEnrolment(secret, label)) };
}

function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  return { codes, hashes: codes.map((c) => hashToken(normaliseRecoveryCode(c))) };
}

/** Step 2: the first code turns two-step verification on and hands out recovery codes. */
export async function confirmTwoFactor(
  deps: IdentityDeps,
  userId: string,
  code: string,
  request: RequestMeta,
) {
  const user = await signedInUser(deps, userId);
  if (user.totpEnabledAt) throw conflict('identity.twoFactorAlreadyEnabled');
  if (!user.totpPendingSecret) throw new AppError(400, 'identity.twoFactorNotEnrolled');
  const step = await verifyTotpCode(user.totpPendingSecret, code.trim(), null);
  if (step === null)
    throw new AppError(400, 'identity.invalidCode', undefined, {
      code: { code: 'identity.invalidCode' },
    });
  const { codes, hashes } = newRecoveryCodes();
  await saveTwoFactor(
    deps.db,
    userId,
    {
      user: {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date().toISOString(),
        totpLastStep: step,
      },
      recoveryCodeHashes: hashes,
      action: 'enable-two-factor',
    },
    request,
  );
  return { recoveryCodes: codes };
}

async function assertPassword(hash: string, password: string) {
  if (!(await verifyPassword(hash, password)))
    throw new AppError(400, 'identity.wrongPassword', undefined, {
      password: { code: 'identity.wrongPassword' },
    });
}

/** Turns two-step verification off: needs the password and a current code (or recovery code). */
export async function disableTwoFactor(
  deps: IdentityDeps,
  userId: string,
  input: { password: string; code: string },
  request: RequestMeta,
) {
  const user = await signedInUser(deps, userId);
  if (!user.totpEnabledAt) throw new AppError(400, 'identity.twoFactorNotEnabled');
  await assertPassword(user.passwordHash, input.password);
  if (!(await checkSecondFactor(deps.db, user, input.code)))
    throw new AppError(400, 'identity.invalidCode', undefined, {
      code: { code: 'identity.invalidCode' },
    });
  await saveTwoFactor(
    deps.db,
    userId,
    {
      user: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
      recoveryCodeHashes: [],
      action: 'disable-two-factor',
    },
    request,
  );
}

/** New recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: IdentityDeps,
  userId: string,
  password: string,
  request: RequestMeta,
) {
  const user = await signedInUser(deps, userId);
  if (!user.totpEnabledAt) throw new AppError(400, 'identity.twoFactorNotEnabled');
  await assertPassword(user.passwordHash, password);
  const { codes, hashes } = newRecoveryCodes();
  await saveTwoFactor(
    deps.db,
    userId,
    { recoveryCodeHashes: hashes, action: 'regenerate-recovery-codes' },
    request,
  );
  return { recoveryCodes: codes };
}
