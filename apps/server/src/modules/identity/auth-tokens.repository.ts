import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, recoveryCodes } from '../../db/schema/index.ts';
import { updateUser, type UserInsert } from './users.repository.ts';

export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'two_factor';

export async function insertAuthToken(
  db: Db,
  values: { userId: string; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: string },
) {
  await db.insert(authTokens).values(values);
}

/** Uses a token once, atomically; returns its user, or null if unknown, used or expired. */
export async function consumeAuthToken(
  db: Db,
  purpose: AuthTokenPurpose,
  tokenHash: string,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** A live token (not used, not expired), without using it. */
export async function findLiveAuthToken(db: Db, purpose: AuthTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Counts a wrong code against a challenge; returns the attempts so far. */
export async function countTokenAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(eq(authTokens.id, id))
    .returning({ attempts: authTokens.attempts });
  return row?.attempts ?? 0;
}

/** Closes every open token of a purpose for a user (a new link replaces the old ones). */
export async function expireUserTokens(db: Db, userId: string, purpose: AuthTokenPurpose) {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0)
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one recovery code, atomically; true when it existed and was unused. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Two-step verification changed in one transaction: the user's two-step columns (when given),
 * the recovery codes replaced by these hashes, and the audit of `action` (enable-two-factor,
 * disable-two-factor, regenerate-recovery-codes).
 */
export async function saveTwoFactor(
  db: Db,
  userId: string,
  change: {
    user?: Pick<
      Partial<UserInsert>,
      'totpSecret' | 'totpPendingSecret' | 'totpEnabledAt' | 'totpLastStep'
    >;
    recoveryCodeHashes: string[];
    action: 'enable-two-factor' | 'disable-two-factor' | 'regenerate-recovery-codes';
  },
  request: AuditActor,
) {
  await db.transaction(async (tx) => {
    if (change.user) await updateUser(tx, userId, change.user);
    await replaceRecoveryCodes(tx, userId, change.recoveryCodeHashes);
    await auditIn(tx, { request }, { action: change.action, resource: 'users', recordId: userId });
  });
}
