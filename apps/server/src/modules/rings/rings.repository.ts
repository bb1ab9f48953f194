import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { centres, rings } from '../../db/schema/index.ts';

export type RingRow = typeof rings.$inferSelect;

export const ringScopeColumns = {
  country: rings.countryId,
  centre: rings.centreId,
  ring: rings.id,
};

/** One ring inside the scope (archived ones excluded), or undefined: callers answer 404. */
export async function findRingInScope(
  db: Db,
  scope: Scope,
  id: string,
): Promise<RingRow | undefined> {
  const [row] = await db
    .select()
    .from(rings)
    .where(
      and(eq(rings.id, id), isNull(rings.archivedAt), scopeCondition(scope, ringScopeColumns)),
    );
  return row;
}

/**
 * Active rings in scope with their centre, by centre and name (at most 500). Not paged on
 * purpose: it feeds the ring day's ring picker, a choice among the caller's rings, not a list
 * screen; a picker needs every ring it may offer.
 */
export async function ringsForDay(db: Db, scope: Scope) {
  return db
    .select({ id: rings.id, name: rings.name, centreId: rings.centreId, centreName: centres.name })
    .from(rings)
    .innerJoin(centres, eq(centres.id, rings.centreId))
    .where(
      and(
        isNull(rings.archivedAt),
        eq(rings.status, 'active'),
        scopeCondition(scope, ringScopeColumns),
      ),
    )
    .orderBy(asc(centres.name), asc(rings.name))
    .limit(500);
}

/** A ring by id, whatever the caller's scope (for checks inside a write already scoped). */
export async function findRingById(db: Db, id: string): Promise<RingRow | undefined> {
  const [row] = await db
    .select()
    .from(rings)
    .where(and(eq(rings.id, id), isNull(rings.archivedAt)));
  return row;
}
