import { type RingTransferInput, type RingTransferMade } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { findStudentInScope, insertCaseEvent, requireStatusChange } from '../students/index.ts';
import { insertTransfer } from './ring-transfers.repository.ts';
import { findRingInScope } from './rings.repository.ts';

/**
 * Moves a student to another ring (maybe another centre); the student and the new ring must be
 * in scope. A student waiting for a ring
 * (accepted) becomes active. The move, the history row, the case event and the audit entry are
 * one transaction; the student is written by the engine's write core (a system write: ring and
 * centre are fixed in the form), so their version moves and open lists hear of it.
 */
export async function transferStudent(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: RingTransferInput,
): Promise<RingTransferMade> {
  const scope = caller.access.scopeFor('ring-transfers:create');
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const student = await findStudentInScope(tx, scope, id, { forUpdate: true });
    if (!student) throw notFound();
    const ring = await findRingInScope(tx, scope, input.toRingId);
    if (!ring)
      throw new AppError(400, 'errors.validation', undefined, {
        toRingId: { code: 'validation.invalidChoice' },
      });
    if (student.ringId === ring.id) {
      throw new AppError(400, 'rings.transfer.sameRing', undefined, {
        toRingId: { code: 'rings.transfer.sameRing' },
      });
    }
    if (
      student.status !== 'active' &&
      student.status !== 'accepted' &&
      student.status !== 'suspended'
    ) {
      throw new AppError(400, 'students.transfer.inactive');
    }
    // A student on the waiting list (accepted) who is given a ring starts: active, with the
    // case event saying why and when, so they appear on the ring's day at once.
    const starts = student.status === 'accepted';
    // The lifecycle decides whether starting is allowed for this reason, not this route.
    if (starts) requireStatusChange(student.status, 'active', input.reason, 'toRingId');
    const transfer = await insertTransfer(tx, {
      studentId: id,
      fromRingId: student.ringId,
      toRingId: ring.id,
      fromCentreId: student.centreId,
      toCentreId: ring.centreId,
      countryId: ring.countryId,
      reason: input.reason,
      transferredOn: input.date,
      decidedBy: caller.access.userId,
    });
    await w.update(
      'students',
      id,
      {
        ringId: ring.id,
        centreId: ring.centreId,
        countryId: ring.countryId,
        ...(starts ? { status: 'active' } : {}),
      },
      { scope, system: true, audit: { action: 'transfer', reason: input.reason } },
    );
    if (starts) {
      await insertCaseEvent(
        tx,
        { request: caller.request },
        {
          studentId: id,
          fromStatus: 'accepted',
          toStatus: 'active',
          reason: input.reason,
          occurredOn: input.date,
        },
      );
    }
    return transfer;
  });
}
