import { TEACHER_JOBS } from '@qc/domain';
import type { Writes } from '../../resources/resource.service.ts';

/** Who is hired, where and how (recruitment's hire, docs/jobs-and-recruitment.md). */
export interface HireStaffInput {
  /** A member of staff already on record (recognised by identity number or phone): linked. */
  employeeId: string | null;
  fullName: string;
  gender: string;
  phone: string | null;
  email: string | null;
  identityNumber: string | null;
  countryId: string;
  centreId: string;
  job: string;
  /** A teaching job: the person appears among the teachers (a teaching job on their record). */
  teaching: boolean;
  /** Qualifications and ijazahs, kept on a new teacher's record. */
  notes: string | null;
  startsOn: string;
  hoursPerWeek: number | null;
  /** Monthly pay of the assignment, in minor units. */
  salary: { amount: number; currency: string } | null;
}

/**
 * Hires a person into the organisation inside the caller's unit of work: creates their staff
 * record (or brings back the one they have: active again, and a teaching job when they are hired
 * to teach), then their assignment to the centre. Written through the write core, so each record
 * is checked, scoped to the caller's `employees:create`, audited and announced; anything refused
 * rolls back the caller's whole transaction.
 */
export async function hireStaff(
  w: Writes,
  input: HireStaffInput,
): Promise<{ employeeId: string; created: boolean }> {
  let employeeId = input.employeeId;
  let created = false;
  const teachingJob =
    input.teaching && !(TEACHER_JOBS as readonly string[]).includes(input.job)
      ? 'teacher'
      : input.job;
  if (employeeId) {
    const changes: Record<string, unknown> = { status: 'active' };
    if (input.teaching) changes.job = teachingJob;
    await w.update('employees', employeeId, changes, { system: true });
  } else {
    const row = await w.create(
      'employees',
      {
        fullName: input.fullName,
        gender: input.gender,
        countryId: input.countryId,
        centreId: input.centreId,
        job: teachingJob,
        phone: input.phone,
        email: input.email,
        identityNumber: input.identityNumber,
        hiredOn: input.startsOn,
        status: 'active',
        notes: input.notes,
      },
      { system: true, audit: { action: 'hire' } },
    );
    employeeId = String(row.id);
    created = true;
  }
  await w.create(
    'centre-employees',
    {
      employeeId,
      centreId: input.centreId,
      job: teachingJob,
      startsOn: input.startsOn,
      hoursPerWeek: input.hoursPerWeek,
      salary: input.salary?.amount ?? null,
      salaryCurrency: input.salary?.currency ?? null,
      status: 'active',
    },
    { system: true, audit: { action: 'hire' } },
  );
  return { employeeId, created };
}
