import type { ExternalRequestInput } from '@qc/domain';
import { count, desc, eq, sql, and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testExternalRequests, users } from '../../db/schema/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

/**
 * External test requests (external.service.ts): a signed-out visitor's request, the
 * organisation-wide list, and a decision.
 */

export type ExternalRequestStored = typeof testExternalRequests.$inferSelect;

/**
 * External test requests for the workflow kit: organisation-wide (they come from outside every
 * centre), found by the name and country, announced as `tests` (the screens' key, read with
 * `tests:read`), audited as `test-external-requests`.
 */
export const externalRequestsTable = defineOwnedTable({
  name: 'tests',
  auditResource: 'test-external-requests',
  table: testExternalRequests,
  scopeColumns: {},
  scopeOf: () => ({}),
  searchWords: (_tx, r) => `${r.fullName} ${r.countryName}`,
});

/** A signed-out visitor's request as its row's values. */
export const externalRequestValues = (input: ExternalRequestInput) => ({
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
});

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

/** A request with who decided it. */
export async function externalRequestById(db: Db, id: string) {
  const [row] = await db
    .select({ e: testExternalRequests, decidedByName: users.displayName })
    .from(testExternalRequests)
    .leftJoin(users, eq(users.id, testExternalRequests.decidedBy))
    .where(eq(testExternalRequests.id, id));
  return row;
}
