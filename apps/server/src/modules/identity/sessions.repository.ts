import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks an unused, unexpired refresh token as used, atomically: of two requests presenting
 * the same token, only one gets its session id back.
 */
export async function useRefreshToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return row?.sessionId ?? null;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function touchSession(
  db: Db,
  id: string,
  values: { ip: string | null; userAgent: string | null; expiresAt: string },
) {
  await db
    .update(sessions)
    .set({ ...values, lastUsedAt: sql`now()` })
    .where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, reason: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every open session of a user, except optionally the current one. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  exceptId?: string | null,
) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** The user's open sessions, most recently used first. */
export async function listOpenSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
}

/** Signs one device out at its user's request and audits it, in one transaction (once only). */
export async function revokeSessionByUser(db: Db, id: string, request: AuditActor) {
  await db.transaction(async (tx) => {
    if (await revokeSession(tx, id, 'revoked-by-user'))
      await auditIn(tx, { request }, { action: 'revoke', resource: 'sessions', recordId: id });
  });
}
