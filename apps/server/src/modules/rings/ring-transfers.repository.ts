import { pageOffset } from '@qc/domain';
import { aliasedTable, and, desc, eq, or, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { ringTransfers, rings, students } from '../../db/schema/index.ts';

export async function insertTransfer(db: Db, values: typeof ringTransfers.$inferInsert) {
  const [row] = await db.insert(ringTransfers).values(values).returning();
  return row!;
}

const fromRing = aliasedTable(rings, 'from_ring');
const toRing = aliasedTable(rings, 'to_ring');

/**
 * One page of the transfer history in scope, latest first (then id), with the total: seen from the
 * receiving centre, the giving centre or the student.
 */
export async function listTransfers(
  db: Db,
  scope: Scope,
  filter: {
    studentId?: string | undefined;
    centreId?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    or(
      // The receiving side: its country or centre, or the student's own (their history).
      scopeCondition(scope, {
        country: ringTransfers.countryId,
        centre: ringTransfers.toCentreId,
        student: ringTransfers.studentId,
      }),
      // The giving side: the centre and ring the student left.
      scopeCondition(scope, {
        centre: ringTransfers.fromCentreId,
        ring: ringTransfers.fromRingId,
      }),
    ),
    filter.studentId ? eq(ringTransfers.studentId, filter.studentId) : undefined,
    // A centre's transfers are those into it and out of it.
    filter.centreId
      ? or(
          eq(ringTransfers.toCentreId, filter.centreId),
          eq(ringTransfers.fromCentreId, filter.centreId),
        )
      : undefined,
  );
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: ringTransfers.id,
        studentId: ringTransfers.studentId,
        studentName: students.fullName,
        fromRingId: ringTransfers.fromRingId,
        fromRingName: fromRing.name,
        toRingId: ringTransfers.toRingId,
        toRingName: toRing.name,
        fromCentreId: ringTransfers.fromCentreId,
        toCentreId: ringTransfers.toCentreId,
        reason: ringTransfers.reason,
        transferredOn: ringTransfers.transferredOn,
        decidedBy: ringTransfers.decidedBy,
        createdAt: ringTransfers.createdAt,
      })
      .from(ringTransfers)
      .innerJoin(students, eq(students.id, ringTransfers.studentId))
      .leftJoin(fromRing, eq(fromRing.id, ringTransfers.fromRingId))
      .leftJoin(toRing, eq(toRing.id, ringTransfers.toRingId))
      .where(where)
      .orderBy(
        desc(ringTransfers.transferredOn),
        desc(ringTransfers.createdAt),
        desc(ringTransfers.id),
      )
      .limit(filter.pageSize)
      .offset(pageOffset(filter)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ringTransfers)
      .where(where),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}
