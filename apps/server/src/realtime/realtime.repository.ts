import { eq } from 'drizzle-orm';
import type { ScopedRecord } from '../access/scope-condition.ts';
import type { Db } from '../db/client.ts';
import { centres, rings, students } from '../db/schema/index.ts';

/** True when a record's scope names a lower level without the levels above it. */
export function scopeNeedsCompletion(scope: ScopedRecord): boolean {
  return (
    (!!scope.studentId && !(scope.ringId && scope.centreId && scope.countryId)) ||
    (!!scope.ringId && !(scope.centreId && scope.countryId)) ||
    (!!scope.centreId && !scope.countryId)
  );
}

/**
 * Fills in the levels above the lowest one a change names (a ring's centre and country, a
 * student's ring, centre and country), so that country and centre managers are told of a
 * change the emitting route described by its ring alone.
 */
export async function completeScope(db: Db, scope: ScopedRecord): Promise<ScopedRecord> {
  const out: ScopedRecord = { ...scope };
  if (out.studentId && !(out.ringId && out.centreId && out.countryId)) {
    const [s] = await db
      .select({
        countryId: students.countryId,
        centreId: students.centreId,
        ringId: students.ringId,
      })
      .from(students)
      .where(eq(students.id, out.studentId));
    if (s) {
      out.countryId ??= s.countryId;
      out.centreId ??= s.centreId;
      out.ringId ??= s.ringId;
    }
  }
  if (out.ringId && !(out.centreId && out.countryId)) {
    const [r] = await db
      .select({ countryId: rings.countryId, centreId: rings.centreId })
      .from(rings)
      .where(eq(rings.id, out.ringId));
    if (r) {
      out.countryId ??= r.countryId;
      out.centreId ??= r.centreId;
    }
  }
  if (out.centreId && !out.countryId) {
    const [c] = await db
      .select({ countryId: centres.countryId })
      .from(centres)
      .where(eq(centres.id, out.centreId));
    if (c) out.countryId = c.countryId;
  }
  return out;
}
