import type { Scope } from '../../access/access-types.ts';
import type { Row } from '../../resources/resource.repository.ts';
import type { Writes } from '../../resources/resource.service.ts';
import { guardianIdByPhone } from './registrations.repository.ts';

/** A student as the workflows that create one (registration, import) have them. */
export interface NewStudent {
  countryId: string;
  centreId: string;
  ringId: string | null;
  projectId?: string | null;
  fullName: string;
  fullNameLatin?: string | null;
  fatherName?: string | null;
  gender: string;
  birthDate?: string | null;
  nationality?: string | null;
  identityNumber?: string | null;
  phone?: string | null;
  address?: string | null;
  schoolGrade?: string | null;
  levelAtEntry?: string | null;
  notes?: string | null;
  guardianName?: string | null;
  guardianPhone?: string | null;
}

/**
 * Creates a student through the write core (a system write within the workflow's scope), with
 * their guardian: found by phone in the country, or created in the student's centre. The status
 * follows the ring (active in a ring, accepted on the waiting list: the students hook decides);
 * the workflow writes the case events.
 */
export async function createStudent(w: Writes, s: NewStudent, scope: Scope): Promise<Row> {
  let guardianId: string | null = null;
  if (s.guardianName || s.guardianPhone) {
    guardianId = await guardianIdByPhone(w.tx, s.countryId, s.guardianPhone);
    if (!guardianId) {
      const guardian = await w.create(
        'guardians',
        {
          countryId: s.countryId,
          centreId: s.centreId,
          fullName: s.guardianName ?? s.fatherName ?? s.fullName,
          phone: s.guardianPhone ?? null,
        },
        { scope, system: true },
      );
      guardianId = String(guardian.id);
    }
  }
  return w.create(
    'students',
    {
      countryId: s.countryId,
      centreId: s.centreId,
      ringId: s.ringId,
      projectId: s.projectId ?? null,
      guardianId,
      fullName: s.fullName,
      fullNameLatin: s.fullNameLatin ?? null,
      fatherName: s.fatherName ?? null,
      gender: s.gender,
      birthDate: s.birthDate ?? null,
      nationality: s.nationality ?? null,
      identityNumber: s.identityNumber ?? null,
      phone: s.phone ?? null,
      address: s.address ?? null,
      schoolGrade: s.schoolGrade ?? null,
      levelAtEntry: s.levelAtEntry ?? null,
      notes: s.notes ?? null,
    },
    { scope, system: true },
  );
}
