import { searchKey, type ExternalRequestInput } from '@qc/domain';
import { count, desc, eq, sql, and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testExternalRequests, users } from '../../db/schema/index.ts';

/**
 * External test requests (external.service.ts): a signed-out visitor's request, the
 * organisation-wide list, and a decision.
 */

export type ExternalRequestStored = typeof testExternalRequests.$inferSelect;

/** A signed-out visitor's request, stored with its search text (name and country). */
export async function insertExternalRequest(db: Db, input: ExternalRequestInput): Promise<void> {
  await db.insert(testExternalRequests).values({
    fullName: input.fullName,
    gender: input.gender,
    countryName: input.countryName,
    city: input.city ?? null,
    phone: input.phone,
    email: input.email ?? null,
    category: input.category,
    portionText: input.portionText,
    notes: input.notes ?? null,
    language: input.language,
    search: searchKey(`${input.fullName} ${input.countryName}`),
  });
}

/**
 * A page of the requests, newest first, in a state (or all) and matching every word (the
 * start of a word of the name or country), with who decided each; and how many match.
 */
export async function externalRequestsPage(
  db: Db,
  f: {
    page: number;
    pageSize: number;
    state: 'new' | 'accepted' | 'rejected' | 'all';
    words: readonly string[];
  },
) {
  const where = and(
    f.state === 'all' ? undefined : eq(testExternalRequests.state, f.state),
    ...f.words.map((w) => sql`(' ' || ${testExternalRequests.search}) like ${`% ${w}%`}`),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ e: testExternalRequests, decidedByName: users.displayName })
      .from(testExternalRequests)
      .leftJoin(users, eq(users.id, testExternalRequests.decidedBy))
      .where(where)
      .orderBy(desc(testExternalRequests.createdAt), desc(testExternalRequests.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(testExternalRequests).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** A request, locked for the caller's unit of work (a decision). */
export async function lockExternalRequest(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(testExternalRequests)
    .where(eq(testExternalRequests.id, id))
    .for('update');
  return row;
}

export async function setExternalDecision(
  tx: Db,
  id: string,
  values: {
    state: 'accepted' | 'rejected';
    decidedAt: string;
    decidedBy: string;
    reason: string | null;
  },
): Promise<void> {
  await tx.update(testExternalRequests).set(values).where(eq(testExternalRequests.id, id));
}

/** A request with who decided it. */
export async function externalRequestById(db: Db, id: string) {
  const [row] = await db
    .select({ e: testExternalRequests, decidedByName: users.displayName })
    .from(testExternalRequests)
    .leftJoin(users, eq(users.id, testExternalRequests.decidedBy))
    .where(eq(testExternalRequests.id, id));
  return row;
}
