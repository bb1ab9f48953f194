import { AppError, validationFailed } from '../../http/errors.ts';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import { findActiveReason, findActiveStarType, studentRing } from './ring-records.repository.ts';
import {
  findClash,
  findTeacherClash,
  lockRing,
  lockTeacher,
  slotsOfProject,
  slotsOfTeacher,
} from './ring-times.repository.ts';

const idOf = (v: unknown) => (typeof v === 'string' && v ? v : null);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields of a weekly slot whose change can make it clash. */
const SLOT_FIELDS = ['ringId', 'weekday', 'startsAt', 'endsAt'];

/** Locks each teacher once, in id order (the same order everywhere, so two writes never wait in a circle). */
async function lockTeachers(tx: Parameters<typeof lockTeacher>[0], teachers: string[]) {
  for (const t of [...new Set(teachers)].sort()) await lockTeacher(tx, t);
}

/**
 * The rings module's rules on the generic writes of its definitions, each in the write's
 * transaction (a refusal writes nothing): a ring's new teacher must be free at its times, a
 * weekly slot may not clash, a visit and an award name an active reason or star type and record
 * who made them, and an award to a student is for a student of the ring.
 */
export function installRingHooks(): void {
  /**
   * A ring's teacher or assistant changed through the generic form: the new people must be free
   * at the ring's weekly times (the same rule as adding a slot), checked with the teachers locked
   * so two changes cannot both pass; restoring an archived ring checks the same. The engine has
   * locked the ring's row already.
   */
  registerResourceHooks('rings', {
    async beforeWrite({ tx, action, before, values }) {
      if (action === 'create' || !before) return;
      // A restored ring comes back with its times: its people must still be free at them.
      if (action === 'update' && !('teacherId' in values) && !('assistantId' in values)) return;
      const pick = (k: string) => idOf(k in values ? values[k] : before[k]);
      const teachers = [pick('teacherId'), pick('assistantId')].filter((t): t is string => !!t);
      await lockTeachers(tx, teachers);
      const clash = await findTeacherClash(tx, String(before.id), teachers);
      if (clash) throw new AppError(409, 'rings.times.teacherClash', { ring: clash.ringName });
    },
  });

  /**
   * A weekly slot (the `ring-times` definition; its end after its start is the definition's
   * `validate`): it may not overlap another slot of its ring, nor of any ring where the ring's
   * teacher or assistant also teaches or assists (409 `rings.times.clash`, naming that ring).
   * The ring's row and then its teachers' are locked, so two clashing writes cannot both pass.
   *
   * The timetable screens read the generic list with two more parameters: `teacherId` (the rings
   * that teacher teaches or assists) and `projectCode` (the rings of that project).
   */
  registerResourceHooks('ring-times', {
    async beforeWrite({ tx, action, before, values }) {
      if (action === 'update' && !SLOT_FIELDS.some((k) => k in values)) return;
      const slot = { ...before, ...values };
      const ringId = idOf(slot.ringId);
      if (!ringId) return;
      const ring = await lockRing(tx, ringId);
      if (!ring) return;
      const teachers = [ring.teacherId, ring.assistantId].filter((t): t is string => !!t);
      await lockTeachers(tx, teachers);
      const clash = await findClash(
        tx,
        ringId,
        teachers,
        {
          weekday: Number(slot.weekday),
          startsAt: String(slot.startsAt),
          endsAt: String(slot.endsAt),
        },
        before ? String(before.id) : undefined,
      );
      if (clash) throw new AppError(409, 'rings.times.clash', { ring: clash.ringName });
    },
    listParams: {
      teacherId: (value) => {
        if (!UUID.test(value))
          throw validationFailed({ teacherId: { code: 'validation.invalidChoice' } });
        return slotsOfTeacher(value);
      },
      projectCode: (value) => {
        if (value.length > 30)
          throw validationFailed({
            projectCode: { code: 'validation.tooLong', params: { max: 30 } },
          });
        return slotsOfProject(value);
      },
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

  /**
   * Stars awarded (the `ring-stars` definition, center-rings-stars; a period that ends before it
   * starts is the definition's `validate`): an award to a student is for a student of the ring
   * (400 `rings.day.studentNotInRing`), a newly chosen star type must be active, and the awarding
   * user is the caller, a column no form holds.
   */
  registerResourceHooks('ring-stars', {
    async beforeWrite({ tx, action, before, values, request, system }) {
      const starTypeId = idOf(values.starTypeId);
      if ('starTypeId' in values && starTypeId && starTypeId !== idOf(before?.starTypeId)) {
        if (!(await findActiveStarType(tx, starTypeId)))
          throw validationFailed({ starTypeId: { code: 'validation.invalidChoice' } });
      }
      const studentId = idOf(values.studentId);
      if ('studentId' in values && studentId) {
        const ringId = idOf('ringId' in values ? values.ringId : before?.ringId);
        if ((await studentRing(tx, studentId)) !== ringId)
          throw validationFailed({ studentId: { code: 'rings.day.studentNotInRing' } });
      }
      if (action === 'create' && !system) values.awardedBy = request.access?.userId ?? null;
    },
  });
}
