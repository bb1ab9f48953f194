import {
  STUDENT_STATUS_CHANGE_PERMISSION,
  type StudentStatusChangeInput,
  type StudentStatusChanged,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { findRingInScope } from '../rings/index.ts';
import { requireStatusChange } from './status-change-check.ts';
import { findStudentInScope, insertCaseEvent } from './students.repository.ts';

/**
 * Moves a student along the lifecycle (`STUDENT_LIFECYCLE`: the permission its change actions
 * declare, over the student's place; the action from the student's status to `to`): the
 * change, its case event (reason, date, who) and the audit entry (`status`) in one
 * transaction. A student who graduates or withdraws leaves their ring. The student is written by the engine's write core (a system write: status is read-only
 * in the form), so the version moves and open lists hear of it after the commit.
 */
export async function changeStudentStatus(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: StudentStatusChangeInput,
): Promise<StudentStatusChanged> {
  const scope = caller.access.scopeFor(STUDENT_STATUS_CHANGE_PERMISSION);
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const student = await findStudentInScope(tx, scope, id, { forUpdate: true });
    if (!student) throw notFound();
    requireStatusChange(student.status, input.to, input.reason, 'to');
    let ringId = student.ringId;
    if (input.to === 'active') {
      if (input.ringId) {
        const ring = await findRingInScope(tx, scope, input.ringId);
        if (!ring)
          throw new AppError(400, 'validation.invalid', undefined, {
            ringId: { code: 'validation.invalidChoice' },
          });
        ringId = ring.id;
      }
      if (!ringId)
        throw new AppError(400, 'students.needsRing', undefined, {
          ringId: { code: 'students.needsRing' },
        });
    }
    if (input.to === 'graduated' || input.to === 'withdrawn') ringId = null;
    const event = await insertCaseEvent(
      tx,
      { request: caller.request },
      {
        studentId: id,
        fromStatus: student.status,
        toStatus: input.to,
        reason: input.reason,
        occurredOn: input.date,
      },
    );
    const updated = await w.update(
      'students',
      id,
      { status: input.to, ringId },
      { scope, system: true, audit: { action: 'status', reason: input.reason } },
    );
    return {
      student: {
        id,
        status: String(updated.status),
        ringId: (updated.ringId as string | null) ?? null,
        version: Number(updated.version),
      },
      event,
    };
  });
}
