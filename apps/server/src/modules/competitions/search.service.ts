import {
  contestantSearchQuery,
  juzEnd,
  juzStart,
  ayahIndex,
  memorisedAyahs,
  TOTAL_JUZ,
  type ContestantRow,
  type ListPage,
  type MaherCandidate,
  type MaherStudent,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { parseInput } from '../../http/errors.ts';
import { historyOf, toProgressReading } from '../rings/index.ts';
import { studentScopeColumns } from '../students/index.ts';
import { lastDecidedTests } from '../tests/index.ts';
import {
  activeNominationsOfStudents,
  contestantWhere,
  contestsOf,
  maherStudentsWhere,
  nominationsInScope,
  projectIdByCode,
  scopeOver,
  searchContestants,
} from './competitions.repository.ts';

/** Contestants across seasons and places, within the caller's nominations scope. */
export async function searchEntries(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ListPage<ContestantRow>> {
  const f = parseInput(contestantSearchQuery, raw);
  const visible = nominationsInScope(caller.access.scopeFor('competition-nominations:read'));
  const { rows, total } = await searchContestants(ctx.db, contestantWhere(visible, f), f);
  return {
    items: rows.map((r) => {
      // A rank is shown once results are frozen (approved or later).
      const frozen = ['approved', 'published', 'archived'].includes(r.competitionState);
      return {
        nominationId: r.nominationId,
        competitionId: r.competitionId,
        competitionName: r.competitionName,
        season: r.season,
        categoryName: r.categoryName,
        studentName: r.studentName,
        centreName: r.centreName,
        state: r.state,
        rank: frozen ? r.rank : null,
        score: frozen ? r.score : null,
      };
    }),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

const DAY = 86_400_000;

/**
 * Candidates for the Maher contest: the Maher project's active students in the caller's scope,
 * with the juz their readings show memorised, their pace (pages a week over four weeks), their
 * last decided test, and whether they are ready (a pace and a passed last test).
 */
export async function maherCandidates(ctx: AppContext, caller: Caller): Promise<MaherCandidate[]> {
  const projectId = await projectIdByCode(ctx.db, 'maher');
  if (!projectId) return [];
  const students = await maherStudentsWhere(
    ctx.db,
    projectId,
    scopeOver(caller.access.scopeFor('competition-nominations:read'), studentScopeColumns),
  );
  const ids = students.map((s) => s.id);
  const today = new Date().toISOString().slice(0, 10);
  const [history, tests, nominated] = await Promise.all([
    historyOf(ctx.db, ids, today),
    lastDecidedTests(ctx.db, ids),
    activeNominationsOfStudents(ctx.db, ids),
  ]);
  const since = new Date(Date.now() - 28 * DAY).toISOString().slice(0, 10);
  return students.map((s) => {
    const mine = history.filter((h) => h.studentId === s.id);
    const covered = memorisedAyahs(mine.map(toProgressReading));
    let juz = 0;
    for (let j = 1; j <= TOTAL_JUZ; j++) {
      let all = true;
      for (let i = ayahIndex(juzStart(j)); i <= ayahIndex(juzEnd(j)) && all; i++)
        if (!covered[i]) all = false;
      if (all) juz++;
    }
    const pages = mine
      .filter((h) => h.readOn >= since && h.kind === 'hifz')
      .reduce((sum, h) => sum + Number(h.pageCount), 0);
    const pace = Math.round((pages / 4) * 10) / 10;
    const lastTest = tests.get(s.id) ?? null;
    return {
      studentId: s.id,
      studentName: s.fullName,
      ringName: s.ringName,
      centreName: s.centreName,
      memorisedJuz: juz,
      pace,
      lastTest,
      ready: pace > 0 && lastTest?.passed === true,
      nominated: nominated.has(s.id),
    };
  });
}

/** The Maher project's students with their contest history (every season). */
export async function maherStudents(
  ctx: AppContext,
  caller: Caller,
): Promise<ListPage<MaherStudent>> {
  const projectId = await projectIdByCode(ctx.db, 'maher');
  if (!projectId) return { items: [], total: 0, page: 1, pageSize: 200 };
  const students = await maherStudentsWhere(
    ctx.db,
    projectId,
    scopeOver(caller.access.scopeFor('competition-nominations:read'), studentScopeColumns),
  );
  const contests = await contestsOf(
    ctx.db,
    students.map((s) => s.id),
  );
  const items = students.map((s) => ({
    studentId: s.id,
    studentName: s.fullName,
    centreName: s.centreName,
    contests: contests
      .filter((c) => c.studentId === s.id)
      .map((c) => {
        const frozen = ['approved', 'published', 'archived'].includes(c.state);
        return {
          competitionName: c.competitionName,
          season: c.season,
          rank: frozen ? c.rank : null,
          score: frozen ? c.score : null,
        };
      }),
  }));
  return { items, total: items.length, page: 1, pageSize: 200 };
}
