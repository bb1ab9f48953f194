import { and, desc, eq, gte, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type OutboxInsert = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutbox(db: Db, row: OutboxInsert): Promise<OutboxRow> {
  const [created] = await db.insert(outbox).values(row).returning();
  return created!;
}

export interface OutboxQuery {
  to?: string | undefined;
  kind?: string | undefined;
  since?: string | undefined;
  page: number;
  pageSize: number;
}

export async function listOutbox(db: Db, q: OutboxQuery) {
  const where = and(
    q.to ? ilike(outbox.to, `%${q.to}%`) : undefined,
    q.kind ? eq(outbox.kind, q.kind) : undefined,
    q.since ? gte(outbox.createdAt, q.since) : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
