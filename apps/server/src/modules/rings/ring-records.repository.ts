import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { followupReasons, ringStars, rings, starTypes, students } from '../../db/schema/index.ts';

/** An active follow-up reason by id (archived or inactive ones cannot be chosen). */
export async function findActiveReason(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(followupReasons)
    .where(
      and(
        eq(followupReasons.id, id),
        isNull(followupReasons.archivedAt),
        eq(followupReasons.status, 'active'),
      ),
    );
  return row;
}

/** An active star type by id (archived or inactive ones cannot be chosen). */
export async function findActiveStarType(db: Db, id: string) {
  const [row] = await db
    .select({ id: starTypes.id })
    .from(starTypes)
    .where(and(eq(starTypes.id, id), isNull(starTypes.archivedAt), eq(starTypes.status, 'active')));
  return row;
}

/** The ring a student sits in (null: none, or no such student). */
export async function studentRing(db: Db, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ ringId: students.ringId })
    .from(students)
    .where(eq(students.id, studentId));
  return row?.ringId ?? null;
}

/**
 * The five rings with the most stars over every award in scope that matches the filters (not a
 * page's): the stars screen's ranking, a figure the generic list of `ring-stars` cannot give.
 */
export async function starRanking(
  db: Db,
  scope: Scope,
  f: { ringId?: string | undefined; centreId?: string | undefined; studentId?: string | undefined },
) {
  const rows = await db
    .select({
      ringId: ringStars.ringId,
      ringName: rings.name,
      stars: sql<number>`sum(${ringStars.stars})::int`,
    })
    .from(ringStars)
    .innerJoin(rings, eq(rings.id, ringStars.ringId))
    .where(
      and(
        isNull(ringStars.archivedAt),
        scopeCondition(scope, {
          country: ringStars.countryId,
          centre: ringStars.centreId,
          ring: ringStars.ringId,
        }),
        f.ringId ? eq(ringStars.ringId, f.ringId) : undefined,
        f.centreId ? eq(ringStars.centreId, f.centreId) : undefined,
        f.studentId ? eq(ringStars.studentId, f.studentId) : undefined,
      ),
    )
    .groupBy(ringStars.ringId, rings.name)
    .orderBy(desc(sql`sum(${ringStars.stars})`), ringStars.ringId)
    .limit(5);
  return rows.map((r) => ({ ...r, stars: Number(r.stars) }));
}
