import {
  ijazahInput,
  judgeCriteria,
  LADDER_PROMOTION_LIFECYCLE,
  nextGradeOf,
  promoteInput,
  TEACHER_JOBS,
  translate,
  type LadderGradeRef,
  type LadderTeacherDetail,
  type LadderTeacherRow,
  type LadderTeachersQuery,
  type ListPage,
  type MyLadder,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import { NO_SCOPE } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { createIn, holdsOver, insertOwned, updateOwned } from '../../workflow/index.ts';
import { applyGradePay } from '../payroll/index.ts';
import {
  centreNameOf,
  countriesWithGrades,
  criteriaOf,
  gradeById,
  gradesOfCountry,
  ladderFacts,
  ladderPromotionsTable,
  ladderStandingsTable,
  lastPromotion,
  listLadder,
  lockStanding,
  promotionsOf,
  standingOf,
  standingsOf,
  storeEligibility,
  teacherById,
  teacherInScope,
  teachersOfCountry,
  type GradeDbRow,
  type TeacherDbRow,
} from './ladder.repository.ts';
import { countryCalendar } from './work-sheets.repository.ts';

export const LADDER_ELIGIBILITY_JOB = 'ladder.eligibility';

const scopeOf = (caller: Caller, permission: string): Scope =>
  caller.access.can(permission) ? caller.access.scopeFor(permission) : NO_SCOPE;
const missing = () => notFound('ladder.errors.notFound');
const isTeacher = (t: TeacherDbRow) => (TEACHER_JOBS as readonly string[]).includes(t.job);

export function gradeRef(g: GradeDbRow | null | undefined, locale: Caller['locale']) {
  if (!g) return null;
  const name = { ar: g.nameAr, en: g.nameEn, fr: g.nameFr }[locale];
  return {
    id: g.id,
    name,
    rank: g.rank,
    payKind: g.payKind,
    payAmount: g.payAmount,
    currency: g.currency,
  } satisfies LadderGradeRef;
}

/** A teacher's grade, the next one judged now from the records, and their promotions. */
async function detailOf(db: Db, caller: Caller, t: TeacherDbRow): Promise<LadderTeacherDetail> {
  const grades = await gradesOfCountry(db, t.countryId);
  const standing = await standingOf(db, t.id);
  const grade = standing?.gradeId
    ? (grades.find((g) => g.id === standing.gradeId) ?? (await gradeById(db, standing.gradeId)))
    : undefined;
  const next = nextGradeOf(grades, grade?.rank ?? null);
  const facts = (await ladderFacts(db, [{ id: t.id, hiredOn: t.hiredOn }])).get(t.id)!;
  const { today } = await countryCalendar(db, t.countryId);
  const judged = next ? judgeCriteria(criteriaOf(next), facts, today) : null;
  return {
    employeeId: t.id,
    name: t.fullName,
    centreId: t.centreId,
    centreName: await centreNameOf(db, t.centreId),
    grade: gradeRef(grade, caller.locale),
    since: standing?.since ?? null,
    nextGrade: gradeRef(next, caller.locale),
    judgedAt: null,
    ijazah: standing?.ijazah ?? false,
    judgement: judged && next ? { ...judged, criteriaVersion: next.criteriaVersion } : null,
    criteria: next ? criteriaOf(next) : null,
    promotions: await promotionsOf(db, t.id, caller.locale),
    canPromote:
      next !== null &&
      holdsOver(caller, 'ladder:approve', { countryId: t.countryId, centreId: t.centreId }),
    version: standing?.version ?? null,
  };
}

export async function listLadderTeachers(
  ctx: AppContext,
  caller: Caller,
  query: LadderTeachersQuery,
): Promise<ListPage<LadderTeacherRow>> {
  const { items, total } = await listLadder(
    ctx.db,
    {
      scope: scopeOf(caller, 'ladder:read'),
      q: query.q,
      countryId: query.countryId,
      centreId: query.centreId,
      gradeId: query.gradeId,
      eligible: query.eligible === undefined ? undefined : query.eligible === 'true',
    },
    query,
  );
  const countries = [...new Set(items.map((r) => r.e.countryId))];
  const grades = new Map<string, GradeDbRow[]>();
  for (const c of countries) grades.set(c, await gradesOfCountry(ctx.db, c));
  return {
    items: items.map((r) => {
      const ladder = grades.get(r.e.countryId) ?? [];
      const grade = r.s?.gradeId ? ladder.find((g) => g.id === r.s!.gradeId) : undefined;
      const next = nextGradeOf(ladder, grade?.rank ?? null);
      const judged = r.el && next && r.el.gradeId === next.id ? r.el : null;
      return {
        employeeId: r.e.id,
        name: r.e.fullName,
        centreId: r.e.centreId,
        centreName: r.centreName ?? null,
        grade: gradeRef(grade, caller.locale),
        since: r.s?.since ?? null,
        nextGrade: gradeRef(next, caller.locale),
        eligible: judged ? judged.met : null,
        evidence: judged ? judged.evidence : [],
        judgedAt: judged ? judged.judgedAt : null,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function readLadderTeacher(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<LadderTeacherDetail> {
  const t = await teacherInScope(ctx.db, scopeOf(caller, 'ladder:read'), id);
  if (!t || !isTeacher(t)) throw missing();
  return detailOf(ctx.db, caller, t);
}

/** The caller's own grade and what is missing: theirs by their staff record, no permission. */
export async function myLadder(ctx: AppContext, caller: Caller): Promise<MyLadder> {
  const id = caller.access.employeeId;
  const t = id ? await teacherById(ctx.db, id) : undefined;
  if (!t || !isTeacher(t)) return { teacher: null };
  return { teacher: await detailOf(ctx.db, caller, t) };
}

/**
 * Promotes a teacher to the next grade of their country's ladder from an effective date, in one
 * transaction: the teacher within the scope of `ladder:approve` (404 outside), the next grade
 * only, a date after the current grade began, the criteria judged now from the records (not
 * met: refused unless an override reason is given, then recorded with it); the promotion row
 * (append-only, audited `promote`), the standing, and the salary profile: the previous grade's
 * line closed the day before and the new grade's opened from the date.
 */
export async function promoteTeacher(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: unknown,
): Promise<LadderTeacherDetail> {
  const input = parseInput(promoteInput, body);
  const scope = scopeOf(caller, 'ladder:approve');
  await withWrites(ctx, caller, async (w) => {
    const t = await teacherInScope(w.tx, scope, id);
    if (!t || !isTeacher(t)) throw missing();
    const standing = await lockStanding(w.tx, t.id);
    const grades = await gradesOfCountry(w.tx, t.countryId);
    const current = standing?.gradeId ? await gradeById(w.tx, standing.gradeId) : undefined;
    const next = nextGradeOf(grades, current?.rank ?? null);
    if (!next || next.id !== input.gradeId)
      throw validationFailed({ gradeId: { code: 'ladder.errors.notNextGrade' } });
    if (standing?.since && input.effectiveFrom <= standing.since)
      throw validationFailed({ effectiveFrom: { code: 'ladder.errors.beforeCurrent' } });
    const facts = (await ladderFacts(w.tx, [{ id: t.id, hiredOn: t.hiredOn }])).get(t.id)!;
    const { today } = await countryCalendar(w.tx, t.countryId);
    const judged = judgeCriteria(criteriaOf(next), facts, today);
    const overrideReason = input.overrideReason ?? null;
    if (!judged.met && !overrideReason) {
      const unmet = judged.evidence
        .filter((e) => !e.met)
        .map((e) => translate(caller.locale, `ladder.criterion.${e.criterion}`));
      throw badRequest('ladder.errors.criteriaNotMet', {
        missing: unmet.join(caller.locale === 'ar' ? '، ' : ', '),
      });
    }
    const previous = await lastPromotion(w.tx, t.id);
    const pay = await applyGradePay(w, {
      employeeId: t.id,
      name: `${next.nameAr} (${next.nameEn})`,
      kind: next.payKind,
      amount: next.payAmount,
      currency: next.currency,
      from: input.effectiveFrom,
      replaces: previous?.salaryComponentId ?? null,
      scope,
    });
    await createIn(w, {
      binding: ladderPromotionsTable,
      lifecycle: LADDER_PROMOTION_LIFECYCLE,
      action: 'promote',
      reason: overrideReason,
      values: {
        countryId: t.countryId,
        centreId: t.centreId,
        employeeId: t.id,
        fromGradeId: current?.id ?? null,
        toGradeId: next.id,
        effectiveFrom: input.effectiveFrom,
        criteriaVersion: next.criteriaVersion,
        met: judged.met,
        evidence: judged.evidence,
        overrideReason,
        note: input.note ?? null,
        salaryComponentId: pay.id,
        byUserId: caller.access.userId,
      },
    });
    const place = { countryId: t.countryId, centreId: t.centreId };
    const options = { permission: 'ladder:approve', audit: { action: 'promote' } };
    if (standing)
      await updateOwned(
        w,
        ladderStandingsTable,
        standing,
        { ...place, gradeId: next.id, since: input.effectiveFrom },
        options,
      );
    else
      await insertOwned(
        w,
        ladderStandingsTable,
        { ...place, employeeId: t.id, gradeId: next.id, since: input.effectiveFrom },
        options,
      );
  });
  return readLadderTeacher(ctx, caller, id);
}

/** Records whether a teacher holds an ijazah (a criterion the records cannot show). */
export async function setIjazah(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: unknown,
): Promise<LadderTeacherDetail> {
  const input = parseInput(ijazahInput, body);
  const scope = scopeOf(caller, 'ladder:update');
  await withWrites(ctx, caller, async (w) => {
    const t = await teacherInScope(w.tx, scope, id);
    if (!t || !isTeacher(t)) throw missing();
    const standing = await lockStanding(w.tx, t.id);
    const changes = {
      countryId: t.countryId,
      centreId: t.centreId,
      ijazah: input.ijazah,
      ijazahNote: input.note ?? null,
    };
    const options = { permission: 'ladder:update', audit: { action: 'ijazah' } };
    if (standing) await updateOwned(w, ladderStandingsTable, standing, changes, options);
    else await insertOwned(w, ladderStandingsTable, { ...changes, employeeId: t.id }, options);
  });
  return readLadderTeacher(ctx, caller, id);
}

/** Queues the eligibility run now (it also runs every night). */
export async function runEligibilityNow(
  ctx: AppContext,
  caller: Caller,
): Promise<{ jobId: string }> {
  const job = await withWrites(ctx, caller, (w) =>
    enqueueJob(w.tx, {
      kind: LADDER_ELIGIBILITY_JOB,
      payload: {},
      createdBy: caller.access.userId,
    }),
  );
  return { jobId: job.id };
}

/**
 * The nightly run: for every country with a ladder, each active teacher's next grade judged
 * from the records, with the evidence for each criterion; the verdicts replace the last run's.
 * Returns how many teachers were judged.
 */
export async function judgeEveryone(
  ctx: AppContext,
  progress: (done: number, total: number) => Promise<void> | void = () => undefined,
): Promise<number> {
  const countries = await countriesWithGrades(ctx.db);
  let judged = 0;
  for (const [i, countryId] of countries.entries()) {
    const grades = await gradesOfCountry(ctx.db, countryId);
    const { today } = await countryCalendar(ctx.db, countryId);
    const teachers = await teachersOfCountry(ctx.db, countryId);
    const rows: Parameters<typeof storeEligibility>[2][number][] = [];
    for (let at = 0; at < teachers.length; at += 200) {
      const batch = teachers.slice(at, at + 200);
      const facts = await ladderFacts(ctx.db, batch);
      const standings = await standingsOf(
        ctx.db,
        batch.map((t) => t.id),
      );
      for (const t of batch) {
        const gradeId = standings.get(t.id)?.gradeId ?? null;
        const rank = gradeId ? (grades.find((g) => g.id === gradeId)?.rank ?? null) : null;
        const next = nextGradeOf(grades, rank);
        if (!next) continue;
        const j = judgeCriteria(criteriaOf(next), facts.get(t.id)!, today);
        rows.push({
          employeeId: t.id,
          centreId: t.centreId,
          gradeId: next.id,
          criteriaVersion: next.criteriaVersion,
          met: j.met,
          evidence: j.evidence,
        });
      }
    }
    await storeEligibility(ctx.db, countryId, rows);
    judged += rows.length;
    await progress(i + 1, countries.length);
  }
  return judged;
}
