import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, conflict, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findRingInScope } from '../rings/rings.repository.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  decideRegistration,
  findDuplicateStudents,
  findRegistrationInScope,
} from './registrations.repository.ts';
import { createStudent } from './student-writes.ts';
import { findStudentInScope, insertCaseEvent } from './students.repository.ts';
import { acceptSchema, params } from './registrations.schemas.ts';

/**
 * POST /api/registrations/:id/accept: creates the student (or links an existing one) and places
 * them in a ring or on the waiting list, with their case events, in one transaction. The student
 * and a new guardian are written by the engine's write core (search words, audit, change events).
 */
export async function registrationAcceptRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registrations`;
  app.post(
    `${base}/:id/accept`,
    { config: { permission: 'registrations:approve' } },
    async (request) => {
      const access = requireAccess(request);
      const { id } = parseInput(params, request.params);
      const input = parseInput(acceptSchema, request.body ?? {});
      const scope = access.scopeFor('registrations:approve');
      return withWrites(ctx, callerOf(request), async (w) => {
        const tx = w.tx;
        const reg = await findRegistrationInScope(tx, scope, id, true);
        if (!reg) throw notFound();
        if (reg.status !== 'pending') throw conflict('students.registration.alreadyDecided');
        let ringId: string | null = null;
        if (input.ringId) {
          const ring = await findRingInScope(tx, scope, input.ringId);
          if (!ring)
            throw new AppError(400, 'errors.validation', undefined, {
              ringId: { code: 'validation.invalidChoice' },
            });
          ringId = ring.id;
        }
        const today = new Date().toISOString().slice(0, 10);
        let studentId: string;
        if (input.studentId) {
          const existing = await findStudentInScope(tx, scope, input.studentId);
          if (!existing)
            throw new AppError(400, 'errors.validation', undefined, {
              studentId: { code: 'validation.invalidChoice' },
            });
          studentId = existing.id;
        } else {
          // A student with the same identity number must be linked, not created again.
          const dups = await findDuplicateStudents(tx, reg.countryId, reg);
          if (dups.some((d) => d.reasons.includes('identityNumber')))
            throw conflict('students.registration.duplicate');
          const d = reg.data;
          // The engine writes the student (and a new guardian): search words, audit, events.
          const student = await createStudent(
            w,
            {
              countryId: reg.countryId,
              centreId: reg.centreId,
              ringId,
              fullName: reg.fullName,
              gender: reg.gender,
              birthDate: reg.birthDate,
              identityNumber: reg.identityNumber,
              phone: reg.phone,
              fullNameLatin: d.fullNameLatin,
              fatherName: d.fatherName,
              nationality: d.nationality,
              address: d.address,
              schoolGrade: d.schoolGrade,
              levelAtEntry: d.levelAtEntry,
              notes: d.notes,
              guardianName: d.guardianName,
              guardianPhone: d.guardianPhone,
            },
            scope,
          );
          studentId = String(student.id);
          const reason = input.note ?? 'students.registration.accepted';
          await insertCaseEvent(tx, {
            studentId,
            fromStatus: 'applicant',
            toStatus: 'accepted',
            reason,
            occurredOn: today,
            decidedBy: access.userId,
          });
          if (ringId) {
            await insertCaseEvent(tx, {
              studentId,
              fromStatus: 'accepted',
              toStatus: 'active',
              reason,
              occurredOn: today,
              decidedBy: access.userId,
            });
          }
        }
        const decided = await decideRegistration(tx, id, {
          status: 'accepted',
          decidedBy: access.userId,
          decisionNote: input.note ?? null,
          studentId,
          ringId,
        });
        await recordAudit(
          tx,
          {
            action: 'approve',
            resource: 'registrations',
            recordId: id,
            newValues: { studentId, ringId },
          },
          request,
        );
        return decided;
      });
    },
  );
}
