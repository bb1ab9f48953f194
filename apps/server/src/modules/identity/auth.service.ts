import { passwordProblem, type LoginInput, type RegisterInput } from '@qc/domain';
import { signJwt } from '../../access/jwt.ts';
import {
  changePasswordAudited,
  openSessionAudited,
  registerUserAudited,
  resetPasswordWithToken,
  revokeReusedSession,
  rotateRefreshToken,
  signOutSession,
  verifyEmailWithToken,
} from './auth.repository.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, unauthorized, validationFailed } from '../../http/errors.ts';
import { renderMail } from '../../mail/mail-templates.ts';
import {
  consumeAuthToken,
  countTokenAttempt,
  expireUserTokens,
  findLiveAuthToken,
  insertAuthToken,
  useRecoveryCode,
} from './auth-tokens.repository.ts';
import {
  ACCESS_TOKEN_SECONDS,
  SESSION_DAYS,
  inSeconds,
  publicUrl,
  userAgentOf,
  type IdentityDeps,
  type RequestMeta,
} from './identity-deps.ts';
import { normaliseEmail, normalisePhone, parseIdentifier } from './identifiers.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, normaliseRecoveryCode, randomToken } from './secrets.ts';
import { findRefreshToken, findSession, useRefreshToken } from './sessions.repository.ts';
import {
  assertMayAttempt,
  clearAccount,
  clearAccountKeys,
  recordFailure,
  throttleKeys,
  type ThrottleKeys,
} from './throttle.service.ts';
import { verifyTotpCode } from './totp.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  updateUser,
  type UserRow,
} from './users.repository.ts';

/** The user as the client sees it (GET /api/auth/me, login answers). */
export function userView(u: UserRow) {
  return {
    id: u.id,
    displayName: u.displayName,
    email: u.email,
    phone: u.phone,
    locale: u.locale,
    preferences: u.preferences,
    avatarUrl: u.avatarUrl,
    twoFactorEnabled: !!u.totpEnabledAt,
    emailVerified: !!u.emailVerifiedAt,
    status: u.status,
    kind: u.kind,
    isDemo: u.isDemo,
    createdAt: u.createdAt,
    lastLoginAt: u.lastLoginAt,
  };
}
export type UserView = ReturnType<typeof userView>;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  user: UserView;
}

export type LoginResult =
  | ({ twoFactorRequired?: undefined } & SessionTokens)
  | { twoFactorRequired: true; challengeToken: string };

const TWO_FACTOR_SECONDS = 5 * 60;
const TWO_FACTOR_MAX_ATTEMPTS = 5;
const VERIFY_SECONDS = 24 * 3600;
const RESET_SECONDS = 3600;
export const INVITE_SECONDS = 7 * 24 * 3600;

export function accessTokenFor(deps: IdentityDeps, userId: string, sessionId: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub: userId, sid: sessionId, iat: now, exp: now + ACCESS_TOKEN_SECONDS },
    deps.config.secrets.jwtSecret,
  );
}

function accountKeys(identifier: string, user: UserRow | undefined): string[] {
  return user ? [`user:${user.id}`] : [`id:${identifier}`];
}

/** Why a user whose password is right may still not sign in (checked after the password). */
function assertMaySignIn(deps: IdentityDeps, user: UserRow) {
  if (user.status === 'pending') throw new AppError(403, 'identity.accountPending');
  if (user.status !== 'active') throw new AppError(403, 'identity.accountDisabled');
  if (user.isDemo && deps.config.isProduction) throw new AppError(403, 'identity.demoRefused');
  if (user.kind === 'staff' && user.email && !user.emailVerifiedAt)
    throw new AppError(403, 'identity.emailNotVerified');
}

/** Opens a session (a refresh-token family) and returns its first tokens. */
export async function openSession(
  deps: IdentityDeps,
  user: UserRow,
  request: RequestMeta,
  how: string,
): Promise<SessionTokens> {
  const expiresAt = inSeconds(SESSION_DAYS * 86_400);
  const refreshToken = randomToken();
  const { session, updated } = await openSessionAudited(
    deps.db,
    user,
    {
      ip: request.ip,
      userAgent: userAgentOf(request),
      expiresAt,
      refreshTokenHash: hashToken(refreshToken),
      how,
    },
    request,
  );
  return {
    accessToken: accessTokenFor(deps, user.id, session.id),
    refreshToken,
    user: userView(updated),
  };
}

export async function login(
  deps: IdentityDeps,
  input: LoginInput,
  request: RequestMeta,
): Promise<LoginResult> {
  const id = parseIdentifier(input.identifier);
  const user =
    id.kind === 'email'
      ? await findUserByEmail(deps.db, id.value)
      : await findUserByPhone(deps.db, id.value);
  const keys = throttleKeys(request.ip, accountKeys(id.value, user));
  await assertMayAttempt(deps.db, keys);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!ok || !user) {
    const locked = await recordFailure(deps.db, keys);
    throw locked ?? unauthorized('identity.invalidCredentials');
  }
  assertMaySignIn(deps, user);
  await clearAccount(deps.db, keys);
  if (user.totpEnabledAt && user.totpSecret) {
    const challengeToken = randomToken();
    await insertAuthToken(deps.db, {
      userId: user.id,
      purpose: 'two_factor',
      tokenHash: hashToken(challengeToken),
      expiresAt: inSeconds(TWO_FACTOR_SECONDS),
    });
    return { twoFactorRequired: true, challengeToken };
  }
  return openSession(deps, user, request, 'password');
}

/**
 * Checks a TOTP code (not replayable: its time step must be newer than the last one used) or
 * a one-time recovery code. Returns what was used, or null.
 */
export async function checkSecondFactor(
  db: Db,
  user: UserRow,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits) && user.totpSecret) {
    const step = await verifyTotpCode(user.totpSecret, digits, user.totpLastStep);
    if (step !== null) {
      await updateUser(db, user.id, { totpLastStep: step });
      return 'totp';
    }
    return null;
  }
  const normalised = normaliseRecoveryCode(code);
  if (normalised.length !== 10) return null;
  return (await useRecoveryCode(db, user.id, hashToken(normalised))) ? 'recovery' : null;
}

export async function completeTwoFactor(
  deps: IdentityDeps,
  input: { challengeToken: string; code: string },
  request: RequestMeta,
): Promise<SessionTokens> {
  const challenge = await findLiveAuthToken(deps.db, 'two_factor', hashToken(input.challengeToken));
  if (!challenge || challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS)
    throw unauthorized('identity.invalidToken');
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw unauthorized('identity.invalidToken');
  const keys: ThrottleKeys = throttleKeys(request.ip, [`user:${user.id}`]);
  await assertMayAttempt(deps.db, keys);
  const used = await checkSecondFactor(deps.db, user, input.code);
  if (!used) {
    await countTokenAttempt(deps.db, challenge.id);
    const locked = await recordFailure(deps.db, keys);
    throw locked ?? new AppError(401, 'identity.invalidCode');
  }
  if (!(await consumeAuthToken(deps.db, 'two_factor', challenge.tokenHash)))
    throw unauthorized('identity.invalidToken');
  assertMaySignIn(deps, user);
  await clearAccount(deps.db, keys);
  return openSession(deps, user, request, used === 'totp' ? 'two-factor' : 'recovery-code');
}

/**
 * Rotates a refresh token: the presented token is used up and a new one issued in the same
 * session. Presenting a token that was already used means it leaked (or was stolen): the
 * whole session is revoked.
 */
export async function refreshSession(
  deps: IdentityDeps,
  token: string | undefined,
  request: RequestMeta,
): Promise<{ accessToken: string; refreshToken: string }> {
  if (!token) throw unauthorized('identity.sessionExpired');
  const tokenHash = hashToken(token);
  const sessionId = await useRefreshToken(deps.db, tokenHash);
  if (!sessionId) {
    const known = await findRefreshToken(deps.db, tokenHash);
    if (known?.usedAt) {
      await revokeReusedSession(deps.db, known.sessionId, request);
      throw unauthorized('identity.refreshReused');
    }
    throw unauthorized('identity.sessionExpired');
  }
  const session = await findSession(deps.db, sessionId);
  const user = session ? await findUserById(deps.db, session.userId) : undefined;
  if (
    !session ||
    !user ||
    session.revokedAt ||
    Date.parse(session.expiresAt) <= Date.now() ||
    user.status !== 'active'
  )
    throw unauthorized('identity.sessionExpired');
  const refreshToken = randomToken();
  const expiresAt = inSeconds(SESSION_DAYS * 86_400);
  await rotateRefreshToken(deps.db, sessionId, {
    tokenHash: hashToken(refreshToken),
    ip: request.ip,
    userAgent: userAgentOf(request),
    expiresAt,
  });
  return { accessToken: accessTokenFor(deps, user.id, sessionId), refreshToken };
}

/** Signs out: revokes the session of the refresh cookie and/or of the access token. */
export async function logout(
  deps: IdentityDeps,
  refreshToken: string | undefined,
  request: RequestMeta,
): Promise<void> {
  const sessionIds = new Set<string>();
  if (refreshToken) {
    const known = await findRefreshToken(deps.db, hashToken(refreshToken));
    if (known) sessionIds.add(known.sessionId);
  }
  if (request.access?.sessionId) sessionIds.add(request.access.sessionId);
  for (const id of sessionIds) {
    await signOutSession(deps.db, id, request);
  }
}

async function sendLinkMail(
  deps: IdentityDeps,
  user: UserRow,
  kind: 'verify' | 'reset' | 'invite',
  seconds: number,
) {
  if (!user.email) return;
  const purpose = kind === 'verify' ? 'verify_email' : 'reset_password';
  const token = randomToken();
  await expireUserTokens(deps.db, user.id, purpose);
  await insertAuthToken(deps.db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: inSeconds(seconds),
  });
  const page = kind === 'verify' ? 'verify-email-v1' : 'reset-password-v1';
  const link = `${publicUrl(deps.config)}/authentication/${page}?token=${token}`;
  const mail = renderMail(kind, user.locale, { name: user.displayName, link });
  await deps.mailer.send({ to: user.email, userId: user.id, kind, ...mail });
}

export const sendInvitation = (deps: IdentityDeps, user: UserRow) =>
  sendLinkMail(deps, user, 'invite', INVITE_SECONDS);

/** A password-reset link, as "forgot password" sends it (used by administrators too). */
export const sendPasswordReset = (deps: IdentityDeps, user: UserRow) =>
  sendLinkMail(deps, user, 'reset', RESET_SECONDS);

export async function assertUnique(
  db: Db,
  email: string | null,
  phone: string | null,
  exceptId?: string,
) {
  if (email) {
    const other = await findUserByEmail(db, email);
    if (other && other.id !== exceptId) throw conflict('identity.emailTaken');
  }
  if (phone) {
    const other = await findUserByPhone(db, phone);
    if (other && other.id !== exceptId) throw conflict('identity.phoneTaken');
  }
}

export async function register(
  deps: IdentityDeps,
  input: RegisterInput,
  locale: string,
  request: RequestMeta,
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  const phone = input.phone ? normalisePhone(input.phone) : null;
  await assertUnique(deps.db, email, phone);
  const passwordHash = await hashPassword(input.password);
  const user = await registerUserAudited(
    deps.db,
    {
      email,
      phone,
      passwordHash,
      displayName: input.displayName,
      locale: input.locale ?? locale,
      status: 'active',
      kind: 'staff',
    },
    request,
  );
  await sendLinkMail(deps, user, 'verify', VERIFY_SECONDS);
  return user;
}

export async function verifyEmail(deps: IdentityDeps, token: string, request: RequestMeta) {
  if (!(await verifyEmailWithToken(deps.db, hashToken(token), request)))
    throw new AppError(400, 'identity.invalidToken');
}

/** Sends a new verification link when the address belongs to an unverified account. */
export async function resendVerification(deps: IdentityDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt && user.status !== 'disabled')
    await sendLinkMail(deps, user, 'verify', VERIFY_SECONDS);
}

/** Sends a reset link when the address is known; answers the same either way. */
export async function forgotPassword(deps: IdentityDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user && user.status !== 'disabled') await sendPasswordReset(deps, user);
}

/** Sets a new password from a reset (or invitation) link; closes every session. */
export async function resetPassword(
  deps: IdentityDeps,
  input: { token: string; password: string },
  request: RequestMeta,
) {
  const live = await findLiveAuthToken(deps.db, 'reset_password', hashToken(input.token));
  const owner = live ? await findUserById(deps.db, live.userId) : undefined;
  if (!owner) throw new AppError(400, 'identity.invalidToken');
  const problem = passwordProblem(input.password, owner.email);
  if (problem) throw validationFailed({ password: { code: problem } });
  const passwordHash = await hashPassword(input.password);
  const changed = await resetPasswordWithToken(
    deps.db,
    hashToken(input.token),
    {
      passwordHash,
      // Following the link proves the mailbox, as a verification link would.
      ...(owner.emailVerifiedAt ? {} : { emailVerifiedAt: new Date().toISOString() }),
    },
    request,
  );
  if (!changed) throw new AppError(400, 'identity.invalidToken');
  await clearAccountKeys(deps.db, [`user:${owner.id}`]);
}

/** Changes the password of the signed-in user; other sessions are closed. */
export async function changePassword(
  deps: IdentityDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  request: RequestMeta,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new AppError(400, 'identity.wrongPassword', undefined, {
      currentPassword: { code: 'identity.wrongPassword' },
    });
  const problem = passwordProblem(input.newPassword, user.email);
  if (problem) throw validationFailed({ newPassword: { code: problem } });
  const passwordHash = await hashPassword(input.newPassword);
  await changePasswordAudited(deps.db, userId, passwordHash, request);
}
