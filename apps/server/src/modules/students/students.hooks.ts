import { validationFailed } from '../../http/errors.ts';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import { findRingById } from '../rings/index.ts';
import { findCentre } from './centres.repository.ts';
import { insertCaseEvent, studentCentreOf } from './students.repository.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Students added through the generic form enter the lifecycle like any other: placed in a ring
 * of their centre they are active, otherwise accepted (waiting list); the case events of that
 * entry are written in the same transaction (workflows' system writes record their own). Guardians tied to a centre must be in its country.
 */
export function installStudentHooks(): void {
  registerResourceHooks('students', {
    async beforeWrite({ tx, action, values }) {
      if (action !== 'create') return;
      const ringId = typeof values.ringId === 'string' ? values.ringId : null;
      if (ringId) {
        const ring = await findRingById(tx, ringId);
        if (!ring || ring.centreId !== values.centreId || ring.status !== 'active')
          throw validationFailed({ ringId: { code: 'students.ringNotInCentre' } });
      }
      values.status = ringId ? 'active' : 'accepted';
    },
    async afterWrite({ tx, action, after, request, system }) {
      // A workflow creating a student (registration, import) writes its own case events.
      if (action !== 'create' || system) return;
      const common = {
        studentId: String(after.id),
        reason: 'students.addedByCentre',
        occurredOn: today(),
      };
      await insertCaseEvent(tx, { request }, { ...common, fromStatus: null, toStatus: 'accepted' });
      if (after.status === 'active')
        await insertCaseEvent(
          tx,
          { request },
          { ...common, fromStatus: 'accepted', toStatus: 'active' },
        );
    },
  });

  // A special case lives in its student's centre: the centre named must be the student's.
  registerResourceHooks('student-special-cases', {
    async beforeWrite({ tx, action, values }) {
      if (action !== 'create') return;
      const student = await studentCentreOf(tx, String(values.studentId));
      if (!student || student.centreId !== values.centreId)
        throw validationFailed({ studentId: { code: 'students.studentNotInCentre' } });
    },
  });

  registerResourceHooks('guardians', {
    async beforeWrite({ tx, before, values }) {
      const centreId = 'centreId' in values ? values.centreId : before?.centreId;
      const countryId = 'countryId' in values ? values.countryId : before?.countryId;
      if (typeof centreId !== 'string' || !centreId) return;
      const centre = await findCentre(tx, centreId);
      if (!centre || centre.countryId !== countryId)
        throw validationFailed({ centreId: { code: 'students.centreNotInCountry' } });
    },
  });
}
