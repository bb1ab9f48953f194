import { AppError, validationFailed } from '../../http/errors.ts';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import { findActiveReason } from './ring-records.repository.ts';
import { findTeacherClash, lockTeacher } from './ring-times.repository.ts';

const idOf = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * A ring's teacher or assistant changed through the generic form: the new people must be free
 * at the ring's weekly times (the same rule as adding a slot), checked in the write's
 * transaction with the teachers locked so two changes cannot both pass.
 */
export function installRingHooks(): void {
  registerResourceHooks('rings', {
    async beforeWrite({ tx, action, before, values }) {
      if (action !== 'update' || !before) return;
      if (!('teacherId' in values) && !('assistantId' in values)) return;
      const pick = (k: string) => idOf(k in values ? values[k] : before[k]);
      const teachers = [pick('teacherId'), pick('assistantId')].filter((t): t is string => !!t);
      for (const t of [...new Set(teachers)].sort()) await lockTeacher(tx, t);
      const clash = await findTeacherClash(tx, String(before.id), teachers);
      if (clash) throw new AppError(409, 'rings.times.teacherClash', { ring: clash.ringName });
    },
  });

  /**
   * A follow-up visit (the generic form of center-followups-component): a newly chosen reason
   * must be an active follow-up reason (the engine has checked it exists and is not archived),
   * and the visitor is the caller who records it, a column no form holds.
   */
  registerResourceHooks('followups', {
    async beforeWrite({ tx, action, before, values, request, system }) {
      const reasonId = idOf(values.reasonId);
      if ('reasonId' in values && reasonId && reasonId !== idOf(before?.reasonId)) {
        if (!(await findActiveReason(tx, reasonId)))
          throw validationFailed({ reasonId: { code: 'validation.invalidChoice' } });
      }
      if (action === 'create' && !system) values.visitorUserId = request.access?.userId ?? null;
    },
  });
}
