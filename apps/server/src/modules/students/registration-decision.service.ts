import {
  type RegistrationAcceptInput,
  type RegistrationRecord,
  type RegistrationRejectInput,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { updateOwned } from '../../workflow/index.ts';
import { findRingInScope } from '../rings/index.ts';
import {
  findDuplicateStudents,
  findRegistrationInScope,
  registrationsTable,
} from './registrations.repository.ts';
import { createStudent } from './student-writes.ts';
import { findStudentInScope, insertCaseEvent } from './students.repository.ts';

/**
 * Accepts a pending registration: creates the student (or links an existing one) and places them
 * in a ring or on the waiting list, with their case events, in one transaction. The student and a
 * new guardian are written by the engine's write core (search words, audit, change events). A
 * decided registration is a 409; a ring or student outside the caller's scope is a 400.
 */
export async function acceptRegistration(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: RegistrationAcceptInput,
): Promise<RegistrationRecord> {
  const access = caller.access;
  const scope = access.scopeFor('registrations:approve');
  return withWrites(ctx, caller, async (w) => {
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
      await insertCaseEvent(
        tx,
        { request: caller.request },
        { studentId, fromStatus: 'applicant', toStatus: 'accepted', reason, occurredOn: today },
      );
      if (ringId) {
        await insertCaseEvent(
          tx,
          { request: caller.request },
          { studentId, fromStatus: 'accepted', toStatus: 'active', reason, occurredOn: today },
        );
      }
    }
    const decided = await updateOwned(
      w,
      registrationsTable,
      reg,
      {
        status: 'accepted',
        decidedBy: access.userId,
        decidedAt: new Date().toISOString(),
        decisionNote: input.note ?? null,
        studentId,
        ringId,
      },
      { audit: { action: 'approve' } },
    );
    return decided;
  });
}

/** Refuses a pending registration with a note (a decided one is a 409). */
export async function rejectRegistration(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: RegistrationRejectInput,
): Promise<RegistrationRecord> {
  const access = caller.access;
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const reg = await findRegistrationInScope(
      tx,
      access.scopeFor('registrations:approve'),
      id,
      true,
    );
    if (!reg) throw notFound();
    if (reg.status !== 'pending') throw conflict('students.registration.alreadyDecided');
    const decided = await updateOwned(
      w,
      registrationsTable,
      reg,
      {
        status: 'rejected',
        decidedBy: access.userId,
        decidedAt: new Date().toISOString(),
        decisionNote: input.note,
      },
      { audit: { action: 'reject', reason: input.note } },
    );
    return decided;
  });
}
