import type { RingStarsInput } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { findStudentInScope } from '../students/students.repository.ts';
import { insertStars } from './ring-records.repository.ts';
import { findRingInScope } from './rings.repository.ts';

/**
 * Stars of a star type for a ring in the caller's `stars:create` scope, or for one of its
 * students (a student of another ring is a 400), for a period; with an audit entry.
 */
export async function awardStars(
  ctx: AppContext,
  caller: Caller,
  ringId: string,
  input: RingStarsInput,
) {
  const scope = caller.access.scopeFor('stars:create');
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const ring = await findRingInScope(tx, scope, ringId);
    if (!ring) throw notFound();
    if (input.studentId) {
      const s = await findStudentInScope(tx, scope, input.studentId);
      if (!s || s.ringId !== ring.id)
        throw new AppError(400, 'errors.validation', undefined, {
          studentId: { code: 'rings.day.studentNotInRing' },
        });
    }
    const r = await insertStars(tx, {
      ringId: ring.id,
      countryId: ring.countryId,
      centreId: ring.centreId,
      studentId: input.studentId ?? null,
      starType: input.starType,
      stars: input.stars,
      periodFrom: input.periodFrom,
      periodTo: input.periodTo,
      reason: input.reason ?? null,
      awardedBy: caller.access.userId,
    });
    await recordAudit(
      tx,
      { action: 'create', resource: 'stars', recordId: r.id, newValues: r },
      caller.request,
    );
    return r;
  });
}
