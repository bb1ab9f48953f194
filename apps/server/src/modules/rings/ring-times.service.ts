import { type RingTimeInput } from '@qc/domain';
import { isValidSlot } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  archiveRingTime,
  findClash,
  findRingTimeInScope,
  insertRingTime,
  lockTeacher,
} from './ring-times.repository.ts';
import { findRingInScope } from './rings.repository.ts';

/**
 * Adds a weekly slot to a ring in scope. An invalid slot is a 400; a slot at a time when the
 * ring or its teachers already teach is a 409 (the teachers are locked, so two requests cannot
 * both pass).
 */
export async function createRingTime(
  ctx: AppContext,
  caller: Caller,
  ringId: string,
  slot: RingTimeInput,
) {
  if (!isValidSlot(slot)) {
    throw new AppError(400, 'rings.times.invalidSlot', undefined, {
      endsAt: { code: 'rings.times.invalidSlot' },
    });
  }
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const ring = await findRingInScope(tx, caller.access.scopeFor('ring-times:create'), ringId);
    if (!ring) throw notFound();
    const teachers = [ring.teacherId, ring.assistantId].filter((t): t is string => !!t);
    for (const t of teachers.sort()) await lockTeacher(tx, t);
    const clash = await findClash(tx, ring.id, teachers, slot);
    if (clash) throw new AppError(409, 'rings.times.clash', { ring: clash.ringName });
    const row = await insertRingTime(tx, ring.id, slot);
    await recordAudit(
      tx,
      { action: 'create', resource: 'ring-times', recordId: row.id, newValues: row },
      caller.request,
    );
    return row;
  });
}

/** Removes (archives) a slot of a ring in scope; one outside it is a 404. */
export async function deleteRingTime(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const found = await findRingTimeInScope(tx, caller.access.scopeFor('ring-times:delete'), id);
    if (!found) throw notFound();
    await archiveRingTime(tx, id);
    await recordAudit(
      tx,
      { action: 'archive', resource: 'ring-times', recordId: id, oldValues: found.time },
      caller.request,
    );
  });
}
