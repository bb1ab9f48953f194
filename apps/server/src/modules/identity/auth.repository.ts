import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import { consumeAuthToken } from './auth-tokens.repository.ts';
import type { RequestMeta } from './identity-deps.ts';
import {
  findSession,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './sessions.repository.ts';
import { insertUser, updateUser, type UserInsert, type UserRow } from './users.repository.ts';

/**
 * Sign-in, sessions, tokens and passwords (auth.service.ts): each unit of work opens its
 * transaction and writes the access log's entry with it, acting as the user concerned.
 */

/**
 * Opens a session (a refresh-token family) for a user signing in: the session, its first
 * refresh token (stored hashed), the user's last sign-in time and the `sign-in` entry. Answers
 * the session and the user as updated.
 */
export async function openSessionAudited(
  db: Db,
  user: UserRow,
  values: {
    ip: string | null;
    userAgent: string | null;
    expiresAt: string;
    refreshTokenHash: string;
    how: string;
  },
  request: RequestMeta,
) {
  return db.transaction(async (tx) => {
    const session = await insertSession(tx, {
      userId: user.id,
      ip: values.ip,
      userAgent: values.userAgent,
      expiresAt: values.expiresAt,
    });
    await insertRefreshToken(tx, {
      sessionId: session.id,
      tokenHash: values.refreshTokenHash,
      expiresAt: values.expiresAt,
    });
    const updated =
      (await updateUser(tx, user.id, { lastLoginAt: new Date().toISOString() })) ?? user;
    await auditIn(
      tx,
      { userId: user.id, request },
      {
        action: 'sign-in',
        resource: 'sessions',
        recordId: session.id,
        newValues: { userId: user.id, how: values.how },
      },
    );
    return { session, updated };
  });
}

/** A refresh token presented twice: its session is revoked, and logged once. */
export async function revokeReusedSession(
  db: Db,
  sessionId: string,
  request: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (await revokeSession(tx, sessionId, 'refresh-token-reuse')) {
      const session = await findSession(tx, sessionId);
      await auditIn(tx, session ? { userId: session.userId, request } : { request }, {
        action: 'revoke',
        resource: 'sessions',
        recordId: sessionId,
        reason: 'refresh-token-reuse',
      });
    }
  });
}

/** A session's next refresh token (stored hashed), and the session's address and expiry moved. */
export async function rotateRefreshToken(
  db: Db,
  sessionId: string,
  values: { tokenHash: string; ip: string | null; userAgent: string | null; expiresAt: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertRefreshToken(tx, {
      sessionId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
    });
    await touchSession(tx, sessionId, {
      ip: values.ip,
      userAgent: values.userAgent,
      expiresAt: values.expiresAt,
    });
  });
}

/** Signs a session out (revoked, logged as its user), when it is still open. */
export async function signOutSession(db: Db, id: string, request: RequestMeta): Promise<void> {
  await db.transaction(async (tx) => {
    const session = await findSession(tx, id);
    if (session && (await revokeSession(tx, id, 'sign-out')))
      await auditIn(
        tx,
        { userId: session.userId, request },
        { action: 'sign-out', resource: 'sessions', recordId: id },
      );
  });
}

/** A user who registers themselves, and the `register` entry (their address, phone and name). */
export async function registerUserAudited(
  db: Db,
  values: UserInsert,
  request: RequestMeta,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, values);
    await auditIn(
      tx,
      { userId: created.id, request },
      {
        action: 'register',
        resource: 'users',
        recordId: created.id,
        newValues: { email: values.email, phone: values.phone, displayName: created.displayName },
      },
    );
    return created;
  });
}

/**
 * A verification link followed: its token used up, the address verified, logged. False when
 * the token is unknown, used or expired (nothing written).
 */
export async function verifyEmailWithToken(
  db: Db,
  tokenHash: string,
  request: RequestMeta,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, 'verify_email', tokenHash);
    if (!userId) return false;
    await updateUser(tx, userId, { emailVerifiedAt: new Date().toISOString() });
    await auditIn(
      tx,
      { userId, request },
      { action: 'verify-email', resource: 'users', recordId: userId },
    );
    return true;
  });
}

/**
 * A password set from a reset (or invitation) link: its token used up, the user changed, every
 * session of theirs closed, logged. False when the token is no longer live (nothing written).
 */
export async function resetPasswordWithToken(
  db: Db,
  tokenHash: string,
  changes: Partial<UserInsert>,
  request: RequestMeta,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, 'reset_password', tokenHash);
    if (!userId) return false;
    await updateUser(tx, userId, changes);
    await revokeUserSessions(tx, userId, 'password-reset');
    await auditIn(
      tx,
      { userId, request },
      { action: 'reset-password', resource: 'users', recordId: userId },
    );
    return true;
  });
}

/** The signed-in user's new password: their other sessions closed, logged. */
export async function changePasswordAudited(
  db: Db,
  userId: string,
  passwordHash: string,
  request: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await revokeUserSessions(tx, userId, 'password-change', request.access?.sessionId);
    await auditIn(
      tx,
      { request },
      { action: 'change-password', resource: 'users', recordId: userId },
    );
  });
}
