import {
  pageOffset,
  normalizeArabic,
  TEACHER_JOBS,
  type CriterionEvidence,
  type LadderCriteria,
  type LadderFacts,
  type LadderPromotionRow,
} from '@qc/domain';
import { and, asc, count, desc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  employees,
  evaluationRequests,
  ladderCriteriaVersions,
  ladderEligibility,
  ladderGrades,
  ladderPromotions,
  ladderStandings,
  rings,
  testRequests,
  trainees,
  trainingExams,
  trainingSittings,
  trainingTestForms,
  users,
} from '../../db/schema/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

export type GradeDbRow = typeof ladderGrades.$inferSelect;
export type StandingDbRow = typeof ladderStandings.$inferSelect;
export type TeacherDbRow = typeof employees.$inferSelect;

const nameOfEmployee = async (tx: Db, employeeId: string) => {
  const [e] = await tx
    .select({ name: employees.fullName })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return e?.name ?? '';
};

/** A teacher's place on the ladder, bound once to the workflow kit (screens key on `ladder`). */
export const ladderStandingsTable = defineOwnedTable({
  name: 'ladder',
  auditResource: 'ladder-standings',
  table: ladderStandings,
  scopeColumns: { country: ladderStandings.countryId, centre: ladderStandings.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId ?? null }),
  searchWords: (tx, r) => nameOfEmployee(tx, r.employeeId),
});

/** Promotions (append-only rows: the kit inserts them, a trigger refuses any change). */
export const ladderPromotionsTable = defineOwnedTable({
  name: 'ladder',
  auditResource: 'ladder-promotions',
  table: ladderPromotions,
  scopeColumns: { country: ladderPromotions.countryId, centre: ladderPromotions.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId ?? null }),
  searchWords: (tx, r) => nameOfEmployee(tx, r.employeeId),
});

export const criteriaOf = (g: GradeDbRow): LadderCriteria => ({
  minYears: g.minYears,
  ijazahRequired: g.ijazahRequired,
  minEvaluation: g.minEvaluation,
  evaluationPeriods: g.evaluationPeriods,
  minPassRate: g.minPassRate,
  minTrainingExams: g.minTrainingExams,
});

/** The active grades of a country, by rank. */
export async function gradesOfCountry(db: Db, countryId: string): Promise<GradeDbRow[]> {
  return db
    .select()
    .from(ladderGrades)
    .where(
      and(
        eq(ladderGrades.countryId, countryId),
        eq(ladderGrades.status, 'active'),
        isNull(ladderGrades.archivedAt),
      ),
    )
    .orderBy(asc(ladderGrades.rank), asc(ladderGrades.id));
}

export async function gradeById(db: Db, id: string): Promise<GradeDbRow | undefined> {
  const [g] = await db.select().from(ladderGrades).where(eq(ladderGrades.id, id));
  return g;
}

const teacherWhere = and(
  inArray(employees.job, [...TEACHER_JOBS]),
  eq(employees.status, 'active'),
  isNull(employees.archivedAt),
);

/** A teacher (active, teaching job) inside a scope; undefined when outside or not a teacher. */
export async function teacherInScope(
  db: Db,
  scope: Scope,
  id: string,
): Promise<TeacherDbRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.id, id),
        scopeCondition(scope, { country: employees.countryId, centre: employees.centreId }),
      ),
    );
  return row;
}

export async function teacherById(db: Db, id: string): Promise<TeacherDbRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row;
}

export async function standingOf(db: Db, employeeId: string): Promise<StandingDbRow | undefined> {
  const [row] = await db
    .select()
    .from(ladderStandings)
    .where(eq(ladderStandings.employeeId, employeeId));
  return row;
}

export async function standingsOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, StandingDbRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(ladderStandings)
    .where(inArray(ladderStandings.employeeId, [...ids]));
  return new Map(rows.map((r) => [r.employeeId, r]));
}

/** Locks a teacher's standing row (a promotion or an ijazah change), if they have one. */
export async function lockStanding(tx: Db, employeeId: string): Promise<StandingDbRow | undefined> {
  const [row] = await tx
    .select()
    .from(ladderStandings)
    .where(eq(ladderStandings.employeeId, employeeId))
    .for('update');
  return row;
}

/** The promotion that opened a teacher's current grade (its salary line is replaced next). */
export async function lastPromotion(db: Db, employeeId: string) {
  const [row] = await db
    .select()
    .from(ladderPromotions)
    .where(eq(ladderPromotions.employeeId, employeeId))
    .orderBy(desc(ladderPromotions.effectiveFrom), desc(ladderPromotions.createdAt))
    .limit(1);
  return row;
}

export async function promotionsOf(
  db: Db,
  employeeId: string,
  locale: 'ar' | 'en' | 'fr',
): Promise<LadderPromotionRow[]> {
  const from = alias(ladderGrades, 'from_grade');
  const name = { ar: 'nameAr', en: 'nameEn', fr: 'nameFr' } as const;
  const rows = await db
    .select({ p: ladderPromotions, from, to: ladderGrades, byName: users.displayName })
    .from(ladderPromotions)
    .innerJoin(ladderGrades, eq(ladderGrades.id, ladderPromotions.toGradeId))
    .leftJoin(from, eq(from.id, ladderPromotions.fromGradeId))
    .leftJoin(users, eq(users.id, ladderPromotions.byUserId))
    .where(eq(ladderPromotions.employeeId, employeeId))
    .orderBy(desc(ladderPromotions.effectiveFrom), desc(ladderPromotions.createdAt));
  return rows.map((r) => ({
    id: r.p.id,
    fromGrade: r.from ? r.from[name[locale]] : null,
    toGrade: r.to[name[locale]],
    effectiveFrom: r.p.effectiveFrom,
    met: r.p.met,
    overrideReason: r.p.overrideReason,
    criteriaVersion: r.p.criteriaVersion,
    byName: r.byName ?? null,
    at: r.p.createdAt,
  }));
}

/**
 * What the records show of these teachers for the criteria, in a few grouped queries: approved
 * evaluations (as a teacher or as staff) averaged by period, the latest first; their rings'
 * students' tests passed and failed (the ring's teacher now); training exams passed (a marked
 * sitting at or above its form's pass mark). Ijazah and since come from the standing.
 */
export async function ladderFacts(
  db: Db,
  people: ReadonlyArray<{ id: string; hiredOn: string | null }>,
): Promise<Map<string, LadderFacts>> {
  const ids = people.map((p) => p.id);
  const out = new Map<string, LadderFacts>();
  if (ids.length === 0) return out;
  const standings = await db
    .select()
    .from(ladderStandings)
    .where(inArray(ladderStandings.employeeId, ids));
  const evaluations = await db
    .select({
      subjectId: evaluationRequests.subjectId,
      period: evaluationRequests.period,
      percent: sql<string>`avg(${evaluationRequests.percent})`,
    })
    .from(evaluationRequests)
    .where(
      and(
        inArray(evaluationRequests.subjectId, ids),
        inArray(evaluationRequests.target, ['teacher', 'employee']),
        eq(evaluationRequests.state, 'approved'),
      ),
    )
    .groupBy(evaluationRequests.subjectId, evaluationRequests.period)
    .orderBy(desc(evaluationRequests.period));
  const tests = await db
    .select({
      teacherId: rings.teacherId,
      passed: sql<number>`count(*) filter (where ${testRequests.state} in ('passed', 'certified'))::int`,
      failed: sql<number>`count(*) filter (where ${testRequests.state} = 'failed')::int`,
    })
    .from(testRequests)
    .innerJoin(rings, eq(rings.id, testRequests.ringId))
    .where(and(inArray(rings.teacherId, ids), eq(testRequests.subject, 'student')))
    .groupBy(rings.teacherId);
  const exams = await db
    .select({
      employeeId: trainees.employeeId,
      n: sql<number>`count(distinct ${trainingSittings.examId})::int`,
    })
    .from(trainingSittings)
    .innerJoin(trainees, eq(trainees.id, trainingSittings.traineeId))
    .innerJoin(trainingExams, eq(trainingExams.id, trainingSittings.examId))
    .innerJoin(trainingTestForms, eq(trainingTestForms.id, trainingExams.testFormId))
    .where(
      and(
        inArray(trainees.employeeId, ids),
        eq(trainingSittings.status, 'marked'),
        sql`${trainingSittings.score} * 100 >= ${trainingSittings.maxScore} * ${trainingTestForms.passPercent}`,
      ),
    )
    .groupBy(trainees.employeeId);
  for (const p of people) {
    const s = standings.find((x) => x.employeeId === p.id);
    const t = tests.find((x) => x.teacherId === p.id);
    out.set(p.id, {
      since: s?.since ?? p.hiredOn,
      ijazah: s?.ijazah ?? false,
      evaluations: evaluations
        .filter((e) => e.subjectId === p.id)
        .map((e) => ({ period: e.period, percent: Math.round(Number(e.percent) * 10) / 10 })),
      testsPassed: Number(t?.passed ?? 0),
      testsFailed: Number(t?.failed ?? 0),
      trainingExamsPassed: Number(exams.find((x) => x.employeeId === p.id)?.n ?? 0),
    });
  }
  return out;
}

export interface LadderListFilter {
  scope: Scope;
  q?: string | undefined;
  countryId?: string | undefined;
  centreId?: string | undefined;
  gradeId?: string | undefined;
  eligible?: boolean | undefined;
}

function listWhere(f: LadderListFilter): SQL | undefined {
  const words = f.q ? normalizeArabic(f.q).trim() : '';
  return and(
    teacherWhere,
    scopeCondition(f.scope, { country: employees.countryId, centre: employees.centreId }),
    f.countryId ? eq(employees.countryId, f.countryId) : undefined,
    f.centreId ? eq(employees.centreId, f.centreId) : undefined,
    f.gradeId ? eq(ladderStandings.gradeId, f.gradeId) : undefined,
    f.eligible === undefined ? undefined : eq(ladderEligibility.met, f.eligible),
    words ? or(like(employees.search, `%${words}%`)) : undefined,
  );
}

/** The teachers in scope with their standing and the nightly verdict, paged. */
export async function listLadder(
  db: Db,
  f: LadderListFilter,
  paging: { page: number; pageSize: number },
) {
  const where = listWhere(f);
  const base = () =>
    db
      .select({
        e: employees,
        centreName: centres.name,
        s: ladderStandings,
        el: ladderEligibility,
      })
      .from(employees)
      .leftJoin(centres, eq(centres.id, employees.centreId))
      .leftJoin(ladderStandings, eq(ladderStandings.employeeId, employees.id))
      .leftJoin(ladderEligibility, eq(ladderEligibility.employeeId, employees.id));
  const items = await base()
    .where(where)
    .orderBy(asc(employees.fullName), asc(employees.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(employees)
    .leftJoin(ladderStandings, eq(ladderStandings.employeeId, employees.id))
    .leftJoin(ladderEligibility, eq(ladderEligibility.employeeId, employees.id))
    .where(where);
  return { items, total: Number(n) };
}

export async function centreNameOf(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [c] = await db.select({ name: centres.name }).from(centres).where(eq(centres.id, id));
  return c?.name ?? null;
}

export async function eligibilityOf(db: Db, employeeId: string) {
  const [row] = await db
    .select()
    .from(ladderEligibility)
    .where(eq(ladderEligibility.employeeId, employeeId));
  return row;
}

/** Every active teacher of a country (the nightly run), by id. */
export async function teachersOfCountry(db: Db, countryId: string) {
  return db
    .select({ id: employees.id, hiredOn: employees.hiredOn, centreId: employees.centreId })
    .from(employees)
    .where(and(teacherWhere, eq(employees.countryId, countryId)))
    .orderBy(asc(employees.id));
}

/** Countries with an active grade (the nightly run's list). */
export async function countriesWithGrades(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: ladderGrades.countryId })
    .from(ladderGrades)
    .where(and(eq(ladderGrades.status, 'active'), isNull(ladderGrades.archivedAt)));
  return rows.map((r) => r.id);
}

/**
 * Stores the nightly verdicts of a country's teachers in one statement per batch: each replaces
 * the teacher's previous one (derived data, kept for the list and its filter); teachers with no
 * next grade lose theirs.
 */
export async function storeEligibility(
  db: Db,
  countryId: string,
  rows: ReadonlyArray<{
    employeeId: string;
    centreId: string | null;
    gradeId: string;
    criteriaVersion: number;
    met: boolean;
    evidence: CriterionEvidence[];
  }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(ladderEligibility).where(eq(ladderEligibility.countryId, countryId));
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(ladderEligibility)
        .values(rows.slice(i, i + 500).map((r) => ({ ...r, countryId })));
  });
}

/** Keeps a version of a grade's criteria (the grade's hook, in its write's transaction). */
export async function insertCriteriaVersion(
  tx: Db,
  v: { gradeId: string; version: number; criteria: LadderCriteria; createdBy: string | null },
): Promise<void> {
  await tx.insert(ladderCriteriaVersions).values(v).onConflictDoNothing();
}
