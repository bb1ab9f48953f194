import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** What a key's claim found: a new key, the first answer to replay, or a request still running. */
export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'done'; status: number; response: unknown }
  | { kind: 'pending' }
  | { kind: 'mismatch' };

export interface IdempotencyRequest {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
}

/** A claim left unfinished this long (the process stopped mid-request) may be taken again. */
const ABANDONED_AFTER = sql`interval '2 minutes'`;
/** Keys are kept this long: far longer than a phone stays offline with a day's records. */
const KEPT_FOR = sql`interval '7 days'`;

/**
 * Claims a key for a request, in one transaction: inserts it (a new key), or reads the row
 * already there under a lock. The same key on another route or with another body is a
 * mismatch; a finished one gives its first answer; one still running is pending unless it was
 * abandoned, then it is claimed again. The user's expired keys are deleted on the way.
 */
export async function claimIdempotencyKey(
  db: Db,
  request: IdempotencyRequest,
): Promise<IdempotencyClaim> {
  return db.transaction(async (tx) => {
    const mine = and(
      eq(idempotencyKeys.userId, request.userId),
      eq(idempotencyKeys.key, request.key),
    );
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, request.userId),
          lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`),
        ),
      );
    const inserted = await tx
      .insert(idempotencyKeys)
      .values(request)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'new' };
    const [row] = await tx
      .select({
        route: idempotencyKeys.route,
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        response: idempotencyKeys.response,
        abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${ABANDONED_AFTER}`,
      })
      .from(idempotencyKeys)
      .where(mine)
      .for('update');
    if (!row) return { kind: 'pending' };
    if (row.route !== request.route || row.requestHash !== request.requestHash)
      return { kind: 'mismatch' };
    if (row.status !== null) return { kind: 'done', status: row.status, response: row.response };
    if (!row.abandoned) return { kind: 'pending' };
    await tx
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(mine);
    return { kind: 'new' };
  });
}

/**
 * Keeps the first answer of a claimed key. The write core calls it inside the request's write
 * transaction (`tx`), so the answer is kept if and only if the change is; the wrapper calls it
 * with the pool only for a request that wrote nothing.
 */
export async function completeIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
  status: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, response: response ?? null })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Lets a key go after a refused request, so a corrected resend may use it. */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.status),
      ),
    );
}
