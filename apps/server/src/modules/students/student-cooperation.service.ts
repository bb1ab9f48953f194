import { type CooperationInput } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { findRingInScope } from '../rings/rings.repository.ts';
import { insertCooperation } from './student-records.repository.ts';
import { findStudentInScope } from './students.repository.ts';

/**
 * An advanced student who assists a teacher of a ring, with tasks and hours. Student and ring
 * must both lie in the caller's `students:update` scope (a ring outside it is a 400). The
 * cooperation table is the workflow's own, written by its repository, with an audit entry.
 */
export async function createCooperation(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: CooperationInput,
) {
  const scope = caller.access.scopeFor('students:update');
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const student = await findStudentInScope(tx, scope, id);
    if (!student) throw notFound();
    const ring = await findRingInScope(tx, scope, input.ringId);
    if (!ring)
      throw new AppError(400, 'errors.validation', undefined, {
        ringId: { code: 'validation.invalidChoice' },
      });
    const r = await insertCooperation(tx, {
      studentId: id,
      ringId: ring.id,
      countryId: ring.countryId,
      centreId: ring.centreId,
      tasks: input.tasks,
      hoursPerWeek: input.hoursPerWeek,
      startsOn: input.startsOn,
      endsOn: input.endsOn ?? null,
    });
    await recordAudit(
      tx,
      { action: 'create', resource: 'student-cooperation', recordId: r.id, newValues: r },
      caller.request,
    );
    return r;
  });
}
