import {
  ayahIndex,
  eligibilityFailures,
  memorisedAyahs,
  NOMINATION_LIFECYCLE,
  NOMINATION_OPEN,
  competitionReasonInput,
  nominationInput,
  nominationListQuery,
  portionOf,
  uncoveredFailures,
  type EligibilityFailure,
  type ListPage,
  type NominationRow,
  type ProgressReading,
  type QuranRange,
} from '@qc/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound, parseInput } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { historyOf, toProgressReading } from '../rings/index.ts';
import {
  findStudentInScope,
  priorMemorisation,
  priorReadings,
  type StudentRow,
} from '../students/index.ts';
import { passedPortions } from '../tests/index.ts';
import { createIn, holdsOver, runTransition } from '../../workflow/index.ts';
import {
  activeNominationOf,
  categoryById,
  centreNominations,
  competitionById,
  listNominationRows,
  nominationIs,
  nominationsInScope,
  nominationsOfCompetition,
  nominationsTable,
  nominationsWhere,
  wonBefore,
  type NominationJoined,
} from './competitions.repository.ts';
import { canManage, placeOf, requireCompetition } from './competitions.service.ts';

/**
 * Ayahs of a portion the student has not memorised: their readings (and the level they came
 * with) and the portions of their passed tests both count.
 */
export async function missingAyahsOf(db: Db, student: StudentRow, portion: QuranRange) {
  const history = await historyOf(db, [student.id], '9999-12-31');
  const prior = priorMemorisation(student.levelAtEntry, student.memorisationDirection);
  const joinedOn = student.joinedOn ?? student.createdAt.slice(0, 10);
  const tested: ProgressReading[] = (await passedPortions(db, student.id)).map((range) => ({
    kind: 'hifz',
    range,
    readOn: joinedOn,
    mistakesMemorisation: 0,
    grade: null,
  }));
  const covered = memorisedAyahs([
    ...priorReadings(prior.juz, joinedOn),
    ...history.map(toProgressReading),
    ...tested,
  ]);
  let missing = 0;
  for (let i = ayahIndex(portion.from); i <= ayahIndex(portion.to); i++) if (!covered[i]) missing++;
  return missing;
}

export function toNominationRow(n: NominationJoined): NominationRow {
  return {
    id: n.n.id,
    competitionId: n.n.competitionId,
    categoryId: n.n.categoryId,
    categoryName: n.categoryName,
    studentId: n.n.studentId,
    studentName: n.studentName,
    centreName: n.centreName,
    state: n.n.state,
    drawNumber: n.n.drawNumber,
    overriddenRules: n.n.overriddenRules,
    overrideReason: n.n.overrideReason,
    overriddenByName: n.overriddenByName,
    score: n.n.score,
    rank: n.n.rank,
    publicConsent: n.n.publicConsent,
    certificateSerial: n.n.certificateSerial,
    rewardId: n.n.rewardId,
    version: n.n.version,
  };
}

/** The refusal of an ineligible nomination: each failed rule as a translated field. */
function notEligible(failures: readonly EligibilityFailure[]) {
  return new AppError(
    422,
    'competitions.errors.notEligible',
    undefined,
    Object.fromEntries(
      failures.map((f) => [f.rule, { code: f.code, ...(f.params ? { params: f.params } : {}) }]),
    ),
  );
}

/**
 * Nominates a student of the caller's centre into a category: the student must lie in the
 * caller's `competition-nominations:create` scope and in the competition's place, and meet the
 * category's rules, each read from the records. An override sets aside named rules with a reason
 * and needs `competition-nominations:approve` over the competition's place (a higher role than a
 * centre's for a country's competition); it is kept on the nomination.
 */
export async function nominate(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<NominationRow> {
  const f = parseInput(nominationInput, raw);
  const row = await withWrites(ctx, caller, (w) => nominateIn(w, caller, f));
  const [joined] = await nominationsWhere(ctx.db, nominationIs(row.id));
  return toNominationRow(joined!);
}

/**
 * The nomination's checks and its insert, in the caller's unit of work (a registration's
 * approval nominates in its own transaction): refused, writing nothing, as `nominate` says.
 */
export async function nominateIn(w: Writes, caller: Caller, f: z.infer<typeof nominationInput>) {
  {
    const category = await categoryById(w.tx, f.categoryId);
    if (!category) throw notFound('competitions.errors.categoryNotFound');
    const c = await competitionById(w.tx, category.competitionId);
    if (!c) throw notFound('competitions.errors.notFound');
    if (!NOMINATION_OPEN.includes(c.state)) throw conflict('competitions.errors.nominationClosed');
    const student = await findStudentInScope(
      w.tx,
      caller.access.scopeFor('competition-nominations:create'),
      f.studentId,
      { forUpdate: true },
    );
    if (!student || student.status !== 'active' || !student.centreId)
      throw notFound('competitions.errors.studentNotFound');
    if (
      (c.centreId && student.centreId !== c.centreId) ||
      (c.countryId && student.countryId !== c.countryId)
    )
      throw notFound('competitions.errors.studentNotFound');
    if (await activeNominationOf(w.tx, c.id, student.id))
      throw conflict('competitions.errors.alreadyNominated');
    const failures = eligibilityFailures({
      student: { birthDate: student.birthDate, gender: student.gender },
      category: {
        minAge: category.minAge,
        maxAge: category.maxAge,
        referenceDate: category.referenceDate,
        gender: category.gender,
      },
      missingAyahs: await missingAyahsOf(
        w.tx,
        student,
        portionOf(category.fromJuz, category.toJuz),
      ),
      previousWinner: c.excludePreviousWinners
        ? await wonBefore(w.tx, student.id, category.name, c)
        : false,
      excludePreviousWinners: c.excludePreviousWinners,
      centreNominations: await centreNominations(w.tx, category.id, student.centreId),
      perCentreCap: c.perCentreCap,
    });
    if (f.override && !holdsOver(caller, 'competition-nominations:approve', placeOf(c)))
      throw forbidden('competitions.errors.overrideRight');
    const uncovered = uncoveredFailures(failures, f.override?.rules ?? []);
    if (uncovered.length > 0) throw notEligible(uncovered);
    const overridden = failures.map((x) => x.rule);
    return createIn(w, {
      binding: nominationsTable,
      lifecycle: NOMINATION_LIFECYCLE,
      action: 'nominate',
      values: {
        competitionId: c.id,
        categoryId: category.id,
        studentId: student.id,
        countryId: student.countryId,
        centreId: student.centreId,
        ringId: student.ringId,
        nominatedBy: caller.access.userId,
        overriddenRules: overridden,
        overrideReason: overridden.length ? f.override!.reason : null,
        overriddenBy: overridden.length ? caller.access.userId : null,
        publicConsent: f.publicConsent,
      },
      reason: overridden.length ? f.override!.reason : null,
      event: overridden.length ? { overridden } : {},
    });
  }
}

/**
 * A competition's nominations: all of them for those who run it, else those in the caller's
 * `competition-nominations:read` scope (a centre sees its own).
 */
export async function listNominations(
  ctx: AppContext,
  caller: Caller,
  competitionId: string,
  raw: unknown,
): Promise<ListPage<NominationRow>> {
  const f = parseInput(nominationListQuery, raw);
  const c = await requireCompetition(ctx.db, caller, competitionId);
  const where = nominationsOfCompetition(
    competitionId,
    f,
    canManage(caller, c) ? null : caller.access.scopeFor('competition-nominations:read'),
  );
  const { rows, total } = await listNominationRows(ctx.db, where, f);
  return { items: rows.map(toNominationRow), total, page: f.page, pageSize: f.pageSize };
}

export async function withdrawNomination(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<NominationRow> {
  const f = parseInput(competitionReasonInput, raw);
  await runTransition(ctx, caller, {
    binding: nominationsTable,
    lifecycle: NOMINATION_LIFECYCLE,
    action: 'withdraw',
    id,
    visible: nominationsInScope(caller.access.scopeFor('competition-nominations:update')),
    missing: () => notFound('competitions.errors.nominationNotFound'),
    work: async (w, n) => {
      const c = await competitionById(w.tx, n.competitionId);
      if (!c || !NOMINATION_OPEN.includes(c.state))
        throw conflict('competitions.errors.nominationClosed');
      return { reason: f.reason ?? null };
    },
  });
  const [joined] = await nominationsWhere(ctx.db, nominationIs(id));
  return toNominationRow(joined!);
}
