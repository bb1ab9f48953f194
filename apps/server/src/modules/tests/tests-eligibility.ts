import {
  ayahIndex,
  memorisedAyahs,
  retestAllowedFrom,
  type EligibilityProblem,
  type LocaleCode,
  type QuranRange,
  type TestKindRules,
} from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { historyOf, toProgressReading } from '../rings/index.ts';
import { priorMemorisation, priorReadings, type StudentRow } from '../students/index.ts';
import { kindRules, lastFailure, openOverlapping, passedKinds } from './tests.repository.ts';

export const today = () => new Date().toISOString().slice(0, 10);

export function portionIndices(portion: QuranRange | null | undefined): [number, number] | null {
  return portion ? [ayahIndex(portion.from), ayahIndex(portion.to)] : null;
}

/** Ayahs of the portion not memorised according to the student's readings (and prior level). */
export async function missingAyahs(db: Db, student: StudentRow, portion: QuranRange) {
  const history = await historyOf(db, [student.id], '9999-12-31');
  const prior = priorMemorisation(student.levelAtEntry, student.memorisationDirection);
  const joinedOn = student.joinedOn ?? student.createdAt.slice(0, 10);
  const covered = memorisedAyahs([
    ...priorReadings(prior.juz, joinedOn),
    ...history.map(toProgressReading),
  ]);
  const [a, b] = portionIndices(portion)!;
  let missing = 0;
  for (let i = a; i <= b; i++) if (!covered[i]) missing++;
  return missing;
}

/**
 * The eligibility problems of a request (empty: eligible). Checked when a request is made and
 * again when it is approved; `exceptRequestId` leaves the request itself out of the open check.
 * The portion must lie within what the readings show as memorised, the kinds the kind requires
 * must be passed, the waiting period after a failure must be over, and no other request for
 * the same portion may be open.
 */
export async function eligibilityProblems(
  db: Db,
  input: {
    student: StudentRow | null;
    teacherId: string | null;
    kind: TestKindRules;
    portion: QuranRange | null;
    locale: LocaleCode;
    exceptRequestId?: string;
  },
): Promise<EligibilityProblem[]> {
  const problems: EligibilityProblem[] = [];
  const { student, kind, portion } = input;
  const subject = { studentId: student?.id ?? null, teacherId: input.teacherId };
  const range = portionIndices(portion);
  if (student && student.status !== 'active')
    problems.push({ code: 'tests.eligibility.studentInactive' });
  if (kind.portionType !== 'none' && !portion)
    problems.push({ code: 'tests.eligibility.portionRequired' });
  if (student && portion && kind.portionType !== 'none') {
    const missing = await missingAyahs(db, student, portion);
    if (missing > 0) problems.push({ code: 'tests.eligibility.notMemorised', params: { missing } });
  }
  if (kind.requiredKindIds.length > 0) {
    const passed = await passedKinds(db, subject, kind.requiredKindIds);
    const lacking = kind.requiredKindIds.filter((id) => !passed.has(id));
    if (lacking.length > 0) {
      const names = await kindRules(db, lacking);
      for (const k of names)
        problems.push({
          code: 'tests.eligibility.requiredKindMissing',
          params: { kind: k.name[input.locale] },
        });
    }
  }
  const failedOn = await lastFailure(db, subject, kind.id, range);
  if (failedOn) {
    const allowed = retestAllowedFrom(failedOn, kind.waitingDays);
    if (allowed > today())
      problems.push({ code: 'tests.eligibility.waitingPeriod', params: { date: allowed } });
  }
  if ((await openOverlapping(db, subject, kind.id, range, input.exceptRequestId)) > 0)
    problems.push({ code: 'tests.eligibility.openRequest' });
  return problems;
}
