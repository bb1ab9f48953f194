import { normalizeArabic, type CompetitionState } from '@qc/domain';
import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  like,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  competitionCategories,
  competitionEvents,
  competitionJudges,
  competitionNominations,
  competitionRegistrations,
  competitionSheetRevisions,
  competitions,
  competitionSheets,
  countries,
  employees,
  projects,
  rings,
  students,
  users,
} from '../../db/schema/index.ts';
import { defineOwnedTable, type WorkflowEvent } from '../../workflow/index.ts';

export type CompetitionDbRow = typeof competitions.$inferSelect;
export type CategoryDbRow = typeof competitionCategories.$inferSelect;
export type JudgeDbRow = typeof competitionJudges.$inferSelect;
export type NominationDbRow = typeof competitionNominations.$inferSelect;
export type SheetDbRow = typeof competitionSheets.$inferSelect;

const eventOf = (recordKind: string) => (e: WorkflowEvent) => ({
  recordKind,
  recordId: e.recordId,
  action: e.action,
  fromState: e.fromState,
  toState: e.toState,
  // The clock's time: several moves in one transaction keep their order.
  at: sql`clock_timestamp()`,
  byUserId: e.byUserId,
  reason: e.reason,
  details: e.details ?? null,
});

/**
 * The tables of the module, bound once to the workflow kit. They all announce their changes as
 * `competitions` (the web's query keys start with it, read with `competitions:read`); their audit
 * entries are kept apart by resource.
 */
export const competitionsTable = defineOwnedTable({
  name: 'competitions',
  table: competitions,
  scopeColumns: { country: competitions.countryId, centre: competitions.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId }),
  searchWords: (_tx, r) => [r.name, r.season].join(' '),
  events: { table: competitionEvents, values: eventOf('competition') },
  closedAtColumn: 'closedAt',
});

export const categoriesTable = defineOwnedTable({
  name: 'competitions',
  auditResource: 'competition-categories',
  table: competitionCategories,
  scopeColumns: {
    country: competitionCategories.countryId,
    centre: competitionCategories.centreId,
  },
  scopeOf: (r) => ({ countryId: r.countryId ?? null, centreId: r.centreId ?? null }),
  // The rule set is audited whole (before and after): a changed weight or deduction is seen.
  searchWords: (_tx, r) => r.name,
});

export const judgesTable = defineOwnedTable({
  name: 'competitions',
  auditResource: 'competition-judges',
  table: competitionJudges,
  scopeColumns: { country: competitionJudges.countryId, centre: competitionJudges.centreId },
  scopeOf: (r) => ({ countryId: r.countryId ?? null, centreId: r.centreId ?? null }),
});

const nominationScope = {
  country: competitionNominations.countryId,
  centre: competitionNominations.centreId,
  ring: competitionNominations.ringId,
  student: competitionNominations.studentId,
};

export const nominationsTable = defineOwnedTable({
  name: 'competitions',
  auditResource: 'competition-nominations',
  table: competitionNominations,
  scopeColumns: nominationScope,
  scopeOf: (r) => ({
    countryId: r.countryId,
    centreId: r.centreId,
    ringId: r.ringId ?? null,
    studentId: r.studentId,
  }),
  searchWords: async (tx, r) => {
    const [s] = await tx
      .select({ name: students.fullName })
      .from(students)
      .where(eq(students.id, r.studentId));
    return s?.name ?? '';
  },
  events: { table: competitionEvents, values: eventOf('nomination') },
  closedAtColumn: 'closedAt',
});

export const sheetsTable = defineOwnedTable({
  name: 'competitions',
  auditResource: 'competition-sheets',
  table: competitionSheets,
  scopeColumns: { country: competitionSheets.countryId, centre: competitionSheets.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId }),
  events: { table: competitionEvents, values: eventOf('sheet') },
});

// ------------------------------------------------------------------------------------------------
// Reads
// ------------------------------------------------------------------------------------------------

export async function competitionById(db: Db, id: string): Promise<CompetitionDbRow | undefined> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row;
}

export const competitionIs = (id: string): SQL => eq(competitions.id, id);

/**
 * The competitions a scope sees: the organisation's, those of a country the scope reaches (its
 * own countries, or the countries of its centres and rings: a centre nominates into its country's
 * competition) and those of a centre in the scope. Another centre's own competition is not seen.
 */
export function competitionsVisible(scope: Scope): SQL {
  if (scope.all) return sql`true`;
  const countriesOfPlaces = sql`(select c.country_id from centres c where c.id in (${sql.join(
    [
      ...scope.centreIds.map((id) => sql`${id}::uuid`),
      ...scope.ringIds.map((id) => sql`(select r.centre_id from rings r where r.id = ${id}::uuid)`),
      sql`null::uuid`,
    ],
    sql`, `,
  )}))`;
  return or(
    isNull(competitions.countryId),
    and(
      isNull(competitions.centreId),
      or(
        scope.countryIds.length ? inArray(competitions.countryId, scope.countryIds) : undefined,
        sql`${competitions.countryId} in ${countriesOfPlaces}`,
      ),
    ),
    scope.countryIds.length ? inArray(competitions.countryId, scope.countryIds) : undefined,
    scope.centreIds.length ? inArray(competitions.centreId, scope.centreIds) : undefined,
  ) as SQL;
}

export async function visibleCompetition(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.id, id), competitionsVisible(scope)));
  return row;
}
export const categoryIs = (id: string): SQL => eq(competitionCategories.id, id);
export const nominationIs = (id: string): SQL => eq(competitionNominations.id, id);
export const sheetIs = (id: string): SQL => eq(competitionSheets.id, id);

export async function categoryById(db: Db, id: string): Promise<CategoryDbRow | undefined> {
  const [row] = await db
    .select()
    .from(competitionCategories)
    .where(eq(competitionCategories.id, id));
  return row;
}

export async function categoriesOf(db: Db, competitionId: string): Promise<CategoryDbRow[]> {
  return db
    .select()
    .from(competitionCategories)
    .where(eq(competitionCategories.competitionId, competitionId))
    .orderBy(asc(competitionCategories.fromJuz), asc(competitionCategories.id));
}

export async function judgesOf(db: Db, competitionId: string) {
  return db
    .select({
      id: competitionJudges.id,
      categoryId: competitionJudges.categoryId,
      userId: competitionJudges.userId,
      head: competitionJudges.head,
      name: users.displayName,
    })
    .from(competitionJudges)
    .innerJoin(users, eq(users.id, competitionJudges.userId))
    .where(
      and(eq(competitionJudges.competitionId, competitionId), eq(competitionJudges.active, true)),
    )
    .orderBy(desc(competitionJudges.head), asc(users.displayName), asc(competitionJudges.id));
}

export async function judgeOn(db: Db, categoryId: string, userId: string) {
  const [row] = await db
    .select()
    .from(competitionJudges)
    .where(
      and(
        eq(competitionJudges.categoryId, categoryId),
        eq(competitionJudges.userId, userId),
        eq(competitionJudges.active, true),
      ),
    );
  return row;
}

export async function userForJudging(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.displayName, guardianId: users.guardianId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')));
  return row;
}

/** Competitions matching the list's filters, with their counts and place's name. */
export async function listCompetitionRows(
  db: Db,
  f: {
    q?: string | undefined;
    state?: CompetitionState | undefined;
    season?: string | undefined;
    maherProjectId?: string | null;
    kind?: 'maher' | 'general' | undefined;
  },
  scope: Scope,
  page: { page: number; pageSize: number },
) {
  const where = and(
    competitionsVisible(scope),
    f.q ? like(competitions.search, `%${normalizeArabic(f.q)}%`) : undefined,
    f.state ? eq(competitions.state, f.state) : undefined,
    f.season ? eq(competitions.season, f.season) : undefined,
    f.kind === 'maher'
      ? f.maherProjectId
        ? eq(competitions.projectId, f.maherProjectId)
        : sql`false`
      : undefined,
    f.kind === 'general' ? isNull(competitions.projectId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(competitions).where(where);
  const rows = await db
    .select({
      c: competitions,
      centreName: centres.name,
      countryName: countries.nameAr,
      categories: sql<number>`(select count(*)::int from competition_categories k where k.competition_id = ${competitions.id})`,
      nominations: sql<number>`(select count(*)::int from competition_nominations n where n.competition_id = ${competitions.id} and n.state = 'accepted')`,
    })
    .from(competitions)
    .leftJoin(centres, eq(centres.id, competitions.centreId))
    .leftJoin(countries, eq(countries.id, competitions.countryId))
    .where(where)
    .orderBy(desc(competitions.startsOn), asc(competitions.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function placeNameOf(db: Db, c: CompetitionDbRow): Promise<string | null> {
  if (c.centreId) {
    const [r] = await db
      .select({ n: centres.name })
      .from(centres)
      .where(eq(centres.id, c.centreId));
    return r?.n ?? null;
  }
  if (c.countryId) {
    const [r] = await db
      .select({ n: countries.nameAr })
      .from(countries)
      .where(eq(countries.id, c.countryId));
    return r?.n ?? null;
  }
  return null;
}

export async function projectIdByCode(db: Db, code: string): Promise<string | null> {
  const [r] = await db.select({ id: projects.id }).from(projects).where(eq(projects.code, code));
  return r?.id ?? null;
}

export async function centreOf(db: Db, id: string) {
  const [r] = await db
    .select({ id: centres.id, countryId: centres.countryId })
    .from(centres)
    .where(eq(centres.id, id));
  return r;
}

export async function nominationCountsByCategory(db: Db, competitionId: string) {
  const rows = await db
    .select({ categoryId: competitionNominations.categoryId, n: count() })
    .from(competitionNominations)
    .where(
      and(
        eq(competitionNominations.competitionId, competitionId),
        eq(competitionNominations.state, 'accepted'),
      ),
    )
    .groupBy(competitionNominations.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
}

/** Accepted nominations of a centre in a category (the per-centre cap). */
export async function centreNominations(db: Db, categoryId: string, centreId: string) {
  const [r] = await db
    .select({ n: count() })
    .from(competitionNominations)
    .where(
      and(
        eq(competitionNominations.categoryId, categoryId),
        eq(competitionNominations.centreId, centreId),
        eq(competitionNominations.state, 'accepted'),
      ),
    );
  return Number(r?.n ?? 0);
}

export async function activeNominationOf(db: Db, competitionId: string, studentId: string) {
  const [r] = await db
    .select({ id: competitionNominations.id })
    .from(competitionNominations)
    .where(
      and(
        eq(competitionNominations.competitionId, competitionId),
        eq(competitionNominations.studentId, studentId),
        eq(competitionNominations.state, 'accepted'),
      ),
    );
  return r;
}

/**
 * Whether the student ranked first to third in a category of the same name in an earlier season
 * (an approved competition of the same project).
 */
export async function wonBefore(
  db: Db,
  studentId: string,
  categoryName: string,
  competition: CompetitionDbRow,
): Promise<boolean> {
  const [r] = await db
    .select({ n: count() })
    .from(competitionNominations)
    .innerJoin(competitions, eq(competitions.id, competitionNominations.competitionId))
    .innerJoin(
      competitionCategories,
      eq(competitionCategories.id, competitionNominations.categoryId),
    )
    .where(
      and(
        eq(competitionNominations.studentId, studentId),
        sql`${competitionNominations.rank} <= 3`,
        inArray(competitions.state, ['approved', 'published', 'archived']),
        ne(competitions.id, competition.id),
        sql`${competitions.season} < ${competition.season}`,
        eq(competitionCategories.name, categoryName),
        competition.projectId
          ? eq(competitions.projectId, competition.projectId)
          : isNull(competitions.projectId),
      ),
    );
  return Number(r?.n ?? 0) > 0;
}

const nominationColumns = {
  n: competitionNominations,
  categoryName: competitionCategories.name,
  studentName: students.fullName,
  birthDate: students.birthDate,
  guardianId: students.guardianId,
  centreName: centres.name,
  overriddenByName: users.displayName,
};

function nominationQuery(db: Db) {
  return db
    .select(nominationColumns)
    .from(competitionNominations)
    .innerJoin(
      competitionCategories,
      eq(competitionCategories.id, competitionNominations.categoryId),
    )
    .innerJoin(students, eq(students.id, competitionNominations.studentId))
    .leftJoin(centres, eq(centres.id, competitionNominations.centreId))
    .leftJoin(users, eq(users.id, competitionNominations.overriddenBy));
}
export type NominationJoined = Awaited<ReturnType<typeof nominationsWhere>>[number];

export async function nominationsWhere(db: Db, where: SQL | undefined) {
  return nominationQuery(db)
    .where(where)
    .orderBy(
      asc(competitionCategories.name),
      sql`${competitionNominations.drawNumber} nulls last`,
      asc(students.fullName),
      asc(competitionNominations.id),
    );
}

export async function listNominationRows(
  db: Db,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
) {
  const [total] = await db
    .select({ n: count() })
    .from(competitionNominations)
    .innerJoin(students, eq(students.id, competitionNominations.studentId))
    .where(where);
  const rows = await nominationQuery(db)
    .where(where)
    .orderBy(
      asc(competitionCategories.name),
      asc(students.fullName),
      asc(competitionNominations.id),
    )
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A competition's nominations with the list's filters, inside `scope` when given. */
export const nominationsOfCompetition = (
  competitionId: string,
  f: { categoryId?: string | undefined; q?: string | undefined },
  scope: Scope | null,
) =>
  and(
    eq(competitionNominations.competitionId, competitionId),
    f.categoryId ? eq(competitionNominations.categoryId, f.categoryId) : undefined,
    f.q ? like(competitionNominations.search, `%${normalizeArabic(f.q)}%`) : undefined,
    scope ? scopeCondition(scope, nominationScope) : undefined,
  );
export const nominationsInScope = (scope: Scope): SQL => scopeCondition(scope, nominationScope);
export const acceptedIn = (categoryId: string) =>
  and(
    eq(competitionNominations.categoryId, categoryId),
    eq(competitionNominations.state, 'accepted'),
  );
export const acceptedOfCompetition = (competitionId: string) =>
  and(
    eq(competitionNominations.competitionId, competitionId),
    eq(competitionNominations.state, 'accepted'),
  );
export const nominationScopeColumns = nominationScope;

export async function sheetsOfCategory(db: Db, categoryId: string) {
  return db
    .select({ s: competitionSheets, judge: users.displayName })
    .from(competitionSheets)
    .innerJoin(users, eq(users.id, competitionSheets.judgeUserId))
    .where(eq(competitionSheets.categoryId, categoryId))
    .orderBy(asc(users.displayName), asc(competitionSheets.id));
}

export async function sheetsOfCompetition(db: Db, competitionId: string) {
  return db
    .select({ s: competitionSheets, judge: users.displayName })
    .from(competitionSheets)
    .innerJoin(users, eq(users.id, competitionSheets.judgeUserId))
    .where(eq(competitionSheets.competitionId, competitionId))
    .orderBy(asc(users.displayName), asc(competitionSheets.id));
}

export async function sheetOf(db: Db, nominationId: string, judgeUserId: string) {
  const [r] = await db
    .select()
    .from(competitionSheets)
    .where(
      and(
        eq(competitionSheets.nominationId, nominationId),
        eq(competitionSheets.judgeUserId, judgeUserId),
      ),
    );
  return r;
}

export async function sheetById(db: Db, id: string) {
  const [r] = await db.select().from(competitionSheets).where(eq(competitionSheets.id, id));
  return r;
}

/** A sheet's submitted revision, kept as it was (append-only). */
export async function insertRevision(
  db: Db,
  values: typeof competitionSheetRevisions.$inferInsert,
) {
  await db.insert(competitionSheetRevisions).values(values);
}

export async function revisionsOf(db: Db, sheetId: string) {
  return db
    .select()
    .from(competitionSheetRevisions)
    .where(eq(competitionSheetRevisions.sheetId, sheetId))
    .orderBy(asc(competitionSheetRevisions.revision));
}

/** The panels a user sits on, with their competition. */
export async function panelsOfUser(db: Db, userId: string) {
  return db
    .select({
      categoryId: competitionCategories.id,
      categoryName: competitionCategories.name,
      competitionId: competitions.id,
      competitionName: competitions.name,
      state: competitions.state,
      head: competitionJudges.head,
      contestants: sql<number>`(select count(*)::int from competition_nominations n where n.category_id = ${competitionCategories.id} and n.state = 'accepted')`,
      submitted: sql<number>`(select count(*)::int from competition_sheets s where s.category_id = ${competitionCategories.id} and s.judge_user_id = ${userId} and s.state <> 'draft')`,
    })
    .from(competitionJudges)
    .innerJoin(competitionCategories, eq(competitionCategories.id, competitionJudges.categoryId))
    .innerJoin(competitions, eq(competitions.id, competitionJudges.competitionId))
    .where(
      and(
        eq(competitionJudges.userId, userId),
        eq(competitionJudges.active, true),
        inArray(competitions.state, ['registration', 'judging', 'provisional', 'approved']),
      ),
    )
    .orderBy(
      desc(competitions.startsOn),
      asc(competitionCategories.name),
      asc(competitionCategories.id),
    );
}

/**
 * Why a judge is recused for contestants: they teach the contestant's ring, work in the
 * contestant's centre, or are the user of the contestant's guardian. Answers the nominations'
 * ids the judge may not mark.
 */
export async function recusedNominations(
  db: Db,
  judgeUserId: string,
  nominations: ReadonlyArray<{
    id: string;
    ringId: string | null;
    centreId: string;
    guardianId: string | null;
  }>,
): Promise<Set<string>> {
  if (nominations.length === 0) return new Set();
  const [judge] = await db
    .select({ guardianId: users.guardianId })
    .from(users)
    .where(eq(users.id, judgeUserId));
  const staff = await db
    .select({ id: employees.id, centreId: employees.centreId })
    .from(employees)
    .where(eq(employees.userId, judgeUserId));
  const employeeIds = staff.map((e) => e.id);
  const taught = employeeIds.length
    ? await db.select({ id: rings.id }).from(rings).where(inArray(rings.teacherId, employeeIds))
    : [];
  const ringIds = new Set(taught.map((r) => r.id));
  const centreIds = new Set(staff.flatMap((e) => (e.centreId ? [e.centreId] : [])));
  const out = new Set<string>();
  for (const n of nominations)
    if (
      (n.ringId && ringIds.has(n.ringId)) ||
      centreIds.has(n.centreId) ||
      (judge?.guardianId && n.guardianId === judge.guardianId)
    )
      out.add(n.id);
  return out;
}

/** Contestants across seasons and places (the search screen). */
export async function searchContestants(
  db: Db,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
) {
  const [total] = await db
    .select({ n: count() })
    .from(competitionNominations)
    .innerJoin(competitions, eq(competitions.id, competitionNominations.competitionId))
    .where(where);
  const rows = await db
    .select({
      nominationId: competitionNominations.id,
      competitionId: competitions.id,
      competitionName: competitions.name,
      season: competitions.season,
      competitionState: competitions.state,
      categoryName: competitionCategories.name,
      studentName: students.fullName,
      centreName: centres.name,
      state: competitionNominations.state,
      rank: competitionNominations.rank,
      score: competitionNominations.score,
    })
    .from(competitionNominations)
    .innerJoin(competitions, eq(competitions.id, competitionNominations.competitionId))
    .innerJoin(
      competitionCategories,
      eq(competitionCategories.id, competitionNominations.categoryId),
    )
    .innerJoin(students, eq(students.id, competitionNominations.studentId))
    .leftJoin(centres, eq(centres.id, competitionNominations.centreId))
    .where(where)
    .orderBy(desc(competitions.season), asc(students.fullName), asc(competitionNominations.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const contestantWhere = (
  visible: SQL,
  f: { q?: string | undefined; season?: string | undefined; centreId?: string | undefined },
) =>
  and(
    visible,
    f.q
      ? or(
          like(competitionNominations.search, `%${normalizeArabic(f.q)}%`),
          like(competitions.search, `%${normalizeArabic(f.q)}%`),
        )
      : undefined,
    f.season ? eq(competitions.season, f.season) : undefined,
    f.centreId ? eq(competitionNominations.centreId, f.centreId) : undefined,
  );

/** The Maher project's active students in a scope (`where` over the students' columns). */
export async function maherStudentsWhere(db: Db, projectId: string, where: SQL) {
  return db
    .select({
      id: students.id,
      fullName: students.fullName,
      birthDate: students.birthDate,
      gender: students.gender,
      ringId: students.ringId,
      ringName: rings.name,
      centreName: centres.name,
    })
    .from(students)
    .leftJoin(rings, eq(rings.id, students.ringId))
    .leftJoin(centres, eq(centres.id, students.centreId))
    .where(
      and(
        where,
        isNull(students.archivedAt),
        eq(students.status, 'active'),
        or(eq(students.projectId, projectId), eq(rings.projectId, projectId)),
      ),
    )
    .orderBy(asc(students.fullName), asc(students.id))
    .limit(200);
}

/** Each student's contests (nominations with their competition), for the Maher students list. */
export async function contestsOf(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: competitionNominations.studentId,
      competitionName: competitions.name,
      season: competitions.season,
      state: competitions.state,
      rank: competitionNominations.rank,
      score: competitionNominations.score,
    })
    .from(competitionNominations)
    .innerJoin(competitions, eq(competitions.id, competitionNominations.competitionId))
    .where(
      and(
        inArray(competitionNominations.studentId, [...studentIds]),
        eq(competitionNominations.state, 'accepted'),
      ),
    )
    .orderBy(desc(competitions.season), asc(competitions.id));
}

/** A scope over another table's place columns (the students' for the Maher lists). */
export const scopeOver = (scope: Scope, columns: Parameters<typeof scopeCondition>[1]): SQL =>
  scopeCondition(scope, columns);

/** Students (among these) with an accepted nomination in a competition not yet approved. */
export async function activeNominationsOfStudents(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ id: competitionNominations.studentId })
    .from(competitionNominations)
    .innerJoin(competitions, eq(competitions.id, competitionNominations.competitionId))
    .where(
      and(
        inArray(competitionNominations.studentId, [...ids]),
        eq(competitionNominations.state, 'accepted'),
        inArray(competitions.state, ['draft', 'registration', 'judging', 'provisional']),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Both conditions (for services, which do not import Drizzle). */
export const conditions = (a: SQL, b: SQL): SQL => and(a, b) as SQL;

/** The account of an employee, if they have one (a judge picked among staff). */
export async function userOfEmployee(db: Db, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row?.userId ?? null;
}

// ------------------------------------------------------------------------------------------------
// After the results: the public page and the certificates
// ------------------------------------------------------------------------------------------------

/** Competitions whose results are published and meant for the public site, newest first. */
export async function publishedCompetitionRows(db: Db) {
  return db
    .select({
      id: competitions.id,
      name: competitions.name,
      season: competitions.season,
      publishedAt: competitions.publishedAt,
    })
    .from(competitions)
    .where(
      and(
        inArray(competitions.state, ['published', 'archived']),
        eq(competitions.publicResults, true),
      ),
    )
    .orderBy(desc(competitions.publishedAt), asc(competitions.id))
    .limit(50);
}

/** One published competition meant for the public site (undefined otherwise). */
export async function publishedCompetition(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.id, id),
        inArray(competitions.state, ['published', 'archived']),
        eq(competitions.publicResults, true),
      ),
    );
  return row;
}

// ------------------------------------------------------------------------------------------------
// Public registration through the link
// ------------------------------------------------------------------------------------------------

export type RegistrationDbRow = typeof competitionRegistrations.$inferSelect;

const registrationScope = {
  country: competitionRegistrations.countryId,
  centre: competitionRegistrations.centreId,
  ring: competitionRegistrations.ringId,
  student: competitionRegistrations.studentId,
};

export const registrationsTable = defineOwnedTable({
  name: 'competitions',
  auditResource: 'competition-registrations',
  table: competitionRegistrations,
  scopeColumns: registrationScope,
  scopeOf: (r) => ({
    countryId: r.countryId ?? null,
    centreId: r.centreId ?? null,
    ringId: r.ringId ?? null,
    studentId: r.studentId ?? null,
  }),
  searchWords: (_tx, r) => r.fullName,
  events: { table: competitionEvents, values: eventOf('registration') },
  closedAtColumn: 'closedAt',
  // The registrant's phone and identity number stay out of the audit log.
  auditOmits: ['phone', 'identityNumber', 'contact'],
});

export const registrationIs = (id: string): SQL => eq(competitionRegistrations.id, id);

/** The competition, locked for one registration through its link (serialises the link). */
export async function lockCompetitionForLink(db: Db, id: string) {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id)).for('update');
  return row;
}

export async function countRegistrations(db: Db, competitionId: string) {
  const [r] = await db
    .select({ n: count() })
    .from(competitionRegistrations)
    .where(eq(competitionRegistrations.competitionId, competitionId));
  return Number(r?.n ?? 0);
}

export async function registrationContactTaken(db: Db, competitionId: string, contact: string) {
  const [r] = await db
    .select({ id: competitionRegistrations.id })
    .from(competitionRegistrations)
    .where(
      and(
        eq(competitionRegistrations.competitionId, competitionId),
        eq(competitionRegistrations.contact, contact),
      ),
    );
  return r !== undefined;
}

/**
 * Active students who may be the registrant: the same identity number, or born on the same day
 * with the same gender, inside the competition's place (the caller compares the names).
 */
export async function registrantCandidates(
  db: Db,
  f: {
    countryId: string | null;
    centreId: string | null;
    identityNumber: string | null;
    birthDate: string;
    gender: string;
  },
) {
  return db
    .select({
      id: students.id,
      fullName: students.fullName,
      identityNumber: students.identityNumber,
      countryId: students.countryId,
      centreId: students.centreId,
      ringId: students.ringId,
    })
    .from(students)
    .where(
      and(
        isNull(students.archivedAt),
        eq(students.status, 'active'),
        f.countryId ? eq(students.countryId, f.countryId) : undefined,
        f.centreId ? eq(students.centreId, f.centreId) : undefined,
        or(
          f.identityNumber ? eq(students.identityNumber, f.identityNumber) : undefined,
          and(eq(students.birthDate, f.birthDate), eq(students.gender, f.gender)),
        ),
      ),
    )
    .orderBy(asc(students.id))
    .limit(50);
}

const matched = alias(students, 'matched_student');
const matchedCentre = alias(centres, 'matched_centre');

/** A competition's registrations, inside `scope` when given, newest first. */
export async function listRegistrationRows(
  db: Db,
  competitionId: string,
  f: { state?: string | undefined; page: number; pageSize: number },
  scope: Scope | null,
) {
  const where = and(
    eq(competitionRegistrations.competitionId, competitionId),
    f.state ? eq(competitionRegistrations.state, f.state as RegistrationDbRow['state']) : undefined,
    scope ? scopeCondition(scope, registrationScope) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(competitionRegistrations).where(where);
  const rows = await db
    .select({
      r: competitionRegistrations,
      categoryName: competitionCategories.name,
      studentName: matched.fullName,
      centreName: matchedCentre.name,
    })
    .from(competitionRegistrations)
    .innerJoin(
      competitionCategories,
      eq(competitionCategories.id, competitionRegistrations.categoryId),
    )
    .leftJoin(matched, eq(matched.id, competitionRegistrations.studentId))
    .leftJoin(matchedCentre, eq(matchedCentre.id, competitionRegistrations.centreId))
    .where(where)
    .orderBy(desc(competitionRegistrations.createdAt), asc(competitionRegistrations.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}
export type RegistrationJoined = Awaited<ReturnType<typeof listRegistrationRows>>['rows'][number];

export async function registrationJoined(db: Db, id: string) {
  const [row] = await db
    .select({
      r: competitionRegistrations,
      categoryName: competitionCategories.name,
      studentName: matched.fullName,
      centreName: matchedCentre.name,
    })
    .from(competitionRegistrations)
    .innerJoin(
      competitionCategories,
      eq(competitionCategories.id, competitionRegistrations.categoryId),
    )
    .leftJoin(matched, eq(matched.id, competitionRegistrations.studentId))
    .leftJoin(matchedCentre, eq(matchedCentre.id, competitionRegistrations.centreId))
    .where(eq(competitionRegistrations.id, id));
  return row;
}
