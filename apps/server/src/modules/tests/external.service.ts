import {
  searchKey,
  tokenize,
  type ExternalRequestInput,
  type ExternalRequestRow,
  type TestKindCode,
} from '@qc/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { testExternalRequests, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';

export async function submitExternalRequest(ctx: AppContext, input: ExternalRequestInput) {
  await ctx.db.insert(testExternalRequests).values({
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
  ctx.events.changed({ resource: 'tests', action: 'created' });
}

function toRow(x: {
  e: typeof testExternalRequests.$inferSelect;
  decidedByName: string | null;
}): ExternalRequestRow {
  const e = x.e;
  return {
    id: e.id,
    fullName: e.fullName,
    gender: e.gender as 'male' | 'female',
    countryName: e.countryName,
    city: e.city,
    phone: e.phone,
    email: e.email,
    category: e.category as TestKindCode,
    portionText: e.portionText,
    notes: e.notes,
    language: e.language as ExternalRequestRow['language'],
    state: e.state as ExternalRequestRow['state'],
    receivedAt: isoTimestamp(e.createdAt)!,
    decidedAt: isoTimestamp(e.decidedAt),
    decidedByName: x.decidedByName,
    reason: e.reason,
  };
}

/** External requests are organisation-wide (they come from outside every centre). */
export async function listExternalRequests(
  db: Db,
  f: {
    page: number;
    pageSize: number;
    state: 'new' | 'accepted' | 'rejected' | 'all';
    q?: string | undefined;
  },
) {
  const words = f.q ? tokenize(f.q) : [];
  const where = and(
    f.state === 'all' ? undefined : eq(testExternalRequests.state, f.state),
    ...words.map((w) => sql`(' ' || ${testExternalRequests.search}) like ${`% ${w}%`}`),
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
  return { items: items.map(toRow), total: Number(total?.n ?? 0) };
}

export async function decideExternalRequest(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: { decision: 'accept' | 'reject'; reason?: string | null | undefined },
) {
  await withWrites(ctx, caller, async (w) => {
    const [row] = await w.tx
      .select()
      .from(testExternalRequests)
      .where(eq(testExternalRequests.id, id))
      .for('update');
    if (!row) throw notFound();
    if (row.state !== 'new') throw conflict('tests.external.alreadyDecided');
    await w.tx
      .update(testExternalRequests)
      .set({
        state: input.decision === 'accept' ? 'accepted' : 'rejected',
        decidedAt: new Date().toISOString(),
        decidedBy: caller.access.userId,
        reason: input.reason ?? null,
      })
      .where(eq(testExternalRequests.id, id));
  });
  const [out] = await ctx.db
    .select({ e: testExternalRequests, decidedByName: users.displayName })
    .from(testExternalRequests)
    .leftJoin(users, eq(users.id, testExternalRequests.decidedBy))
    .where(eq(testExternalRequests.id, id));
  return toRow(out!);
}
