import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  pageOffset,
  searchKey,
  type CardData,
  type CardStyle,
  type LocaleCode,
  type Placement,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  countries,
  employees,
  organisationSettings,
  reportCardRemarks,
  reportCardStyles,
  reportCards,
  reportCardTemplates,
  reportCardTemplateVersions,
  rings,
  storedFiles,
  students,
  testKinds,
  testRequests,
  testResults,
  users,
} from '../../db/schema/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

/**
 * The report cards' tables: saved styles, templates and their versions, the teachers' remarks,
 * and the issued cards (append-only, like the documents register). The only code of the module
 * that speaks Drizzle (docs/module-boundaries.md).
 */

export type StyleRow = typeof reportCardStyles.$inferSelect;
export type TemplateRowDb = typeof reportCardTemplates.$inferSelect;
export type TemplateVersionRow = typeof reportCardTemplateVersions.$inferSelect;
export type RemarkRowDb = typeof reportCardRemarks.$inferSelect;
export type CardRowDb = typeof reportCards.$inferSelect;

const placeOf = (r: { countryId: string | null; centreId: string | null }) => ({
  countryId: r.countryId,
  centreId: r.centreId,
});

export const stylesTable = defineOwnedTable({
  name: 'report-card-styles',
  readers: ['report-cards'],
  table: reportCardStyles,
  scopeColumns: { country: reportCardStyles.countryId, centre: reportCardStyles.centreId },
  scopeOf: placeOf,
  searchWords: (_tx, r) => r.name ?? '',
});

export const templatesTable = defineOwnedTable({
  name: 'report-card-templates',
  readers: ['report-cards'],
  table: reportCardTemplates,
  scopeColumns: { country: reportCardTemplates.countryId, centre: reportCardTemplates.centreId },
  scopeOf: placeOf,
  searchWords: (_tx, r) => `${r.name ?? ''} ${r.title ?? ''}`,
  auditOmits: ['layout'],
});

export const remarkScopeColumns = {
  country: reportCardRemarks.countryId,
  centre: reportCardRemarks.centreId,
  ring: reportCardRemarks.ringId,
  student: reportCardRemarks.studentId,
};

export const remarksTable = defineOwnedTable({
  name: 'report-card-remarks',
  table: reportCardRemarks,
  scopeColumns: remarkScopeColumns,
  scopeOf: (r) => ({
    countryId: r.countryId,
    centreId: r.centreId,
    ringId: r.ringId,
    studentId: r.studentId,
  }),
  searchWords: async (tx, r) => (r.studentId ? await studentName(tx, r.studentId) : ''),
  closedAtColumn: undefined,
});

export const cardScopeColumns = {
  country: reportCards.countryId,
  centre: reportCards.centreId,
  ring: reportCards.ringId,
  student: reportCards.studentId,
};

async function studentName(db: Db, id: string): Promise<string> {
  const [r] = await db
    .select({ n: students.fullName })
    .from(students)
    .where(eq(students.id, id))
    .limit(1);
  return r?.n ?? '';
}

// ---- places -------------------------------------------------------------------------------

/**
 * The styles or templates a scope sees: the organisation's (no country), those of a country
 * the scope reaches (its own countries, or the country of its centres and rings) and those of a
 * centre in the scope. Another centre's own are not seen.
 */
function placesVisible(country: PgColumn, centre: PgColumn, scope: Scope): SQL {
  if (scope.all) return sql`true`;
  const ids = [
    ...scope.centreIds.map((id) => sql`${id}::uuid`),
    ...scope.ringIds.map((id) => sql`(select r.centre_id from rings r where r.id = ${id}::uuid)`),
    sql`null::uuid`,
  ];
  const countriesOfPlaces = sql`(select c.country_id from centres c where c.id in (${sql.join(ids, sql`, `)}))`;
  return or(
    isNull(country),
    and(
      isNull(centre),
      or(
        scope.countryIds.length ? inArray(country, scope.countryIds) : undefined,
        sql`${country} in ${countriesOfPlaces}`,
      ),
    ),
    scope.countryIds.length ? inArray(country, scope.countryIds) : undefined,
    scope.centreIds.length ? inArray(centre, scope.centreIds) : undefined,
  ) as SQL;
}

export const stylesVisible = (scope: Scope) =>
  placesVisible(reportCardStyles.countryId, reportCardStyles.centreId, scope);
export const templatesVisible = (scope: Scope) =>
  placesVisible(reportCardTemplates.countryId, reportCardTemplates.centreId, scope);

/** The country of a centre (a centre's template or style is placed in its country too). */
export async function countryOfCentre(db: Db, centreId: string): Promise<string | null> {
  const [r] = await db
    .select({ c: centres.countryId })
    .from(centres)
    .where(eq(centres.id, centreId))
    .limit(1);
  return r?.c ?? null;
}

async function placeNames(
  db: Db,
  rows: Array<{ countryId: string | null; centreId: string | null }>,
): Promise<Map<string, string>> {
  const centreIds = [...new Set(rows.flatMap((r) => (r.centreId ? [r.centreId] : [])))];
  const countryIds = [...new Set(rows.flatMap((r) => (r.countryId ? [r.countryId] : [])))];
  const out = new Map<string, string>();
  if (centreIds.length)
    for (const c of await db
      .select({ id: centres.id, name: centres.name })
      .from(centres)
      .where(inArray(centres.id, centreIds)))
      out.set(c.id, c.name);
  if (countryIds.length)
    for (const c of await db
      .select({ id: countries.id, name: countries.nameAr })
      .from(countries)
      .where(inArray(countries.id, countryIds)))
      out.set(c.id, c.name);
  return out;
}

export function placeNameOf(
  names: Map<string, string>,
  r: { countryId: string | null; centreId: string | null },
): string | null {
  if (r.centreId) return names.get(r.centreId) ?? null;
  if (r.countryId) return names.get(r.countryId) ?? null;
  return null;
}

// ---- styles -------------------------------------------------------------------------------

/**
 * How many templates and cards use a style. The style's id is written qualified: in a query on
 * the styles table alone Drizzle names its columns bare, and a bare "id" inside the subquery
 * would be the template's or card's own id (every count was 0).
 */
const stylesTemplates = sql<number>`(select count(*)::int from report_card_templates t where t.style_id = "report_card_styles"."id" and t.archived_at is null)`;
const stylesCards = sql<number>`(select count(*)::int from report_cards c where c.style_id = "report_card_styles"."id" and c.revoked_at is null)`;

export async function listStyleRows(
  db: Db,
  scope: Scope,
  q: { q?: string | undefined; archived: boolean; page: number; pageSize: number },
) {
  const where = and(
    stylesVisible(scope),
    q.archived
      ? sql`${reportCardStyles.archivedAt} is not null`
      : isNull(reportCardStyles.archivedAt),
    q.q ? ilike(reportCardStyles.search, `%${searchKey(q.q)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        s: reportCardStyles,
        templates: stylesTemplates,
        cards: stylesCards,
      })
      .from(reportCardStyles)
      .where(where)
      .orderBy(asc(reportCardStyles.name), asc(reportCardStyles.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(reportCardStyles).where(where),
  ]);
  const names = await placeNames(
    db,
    rows.map((r) => r.s),
  );
  return { rows, total: total?.n ?? 0, names };
}

export async function styleById(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select({
      s: reportCardStyles,
      templates: stylesTemplates,
      cards: stylesCards,
    })
    .from(reportCardStyles)
    .where(and(eq(reportCardStyles.id, id), stylesVisible(scope)))
    .limit(1);
  if (!row) return null;
  const names = await placeNames(db, [row.s]);
  return { ...row, names };
}

export async function activeTemplatesOfStyle(db: Db, styleId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(reportCardTemplates)
    .where(and(eq(reportCardTemplates.styleId, styleId), isNull(reportCardTemplates.archivedAt)));
  return r?.n ?? 0;
}

// ---- templates ----------------------------------------------------------------------------

const templateSelect = {
  t: reportCardTemplates,
  styleName: reportCardStyles.name,
  style: reportCardStyles.style,
  cards: sql<number>`(select count(*)::int from report_cards c where c.template_id = ${reportCardTemplates.id} and c.revoked_at is null)`,
};

export async function listTemplateRows(
  db: Db,
  scope: Scope,
  q: {
    q?: string | undefined;
    styleId?: string | undefined;
    archived: boolean;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    templatesVisible(scope),
    q.archived
      ? sql`${reportCardTemplates.archivedAt} is not null`
      : isNull(reportCardTemplates.archivedAt),
    q.styleId ? eq(reportCardTemplates.styleId, q.styleId) : undefined,
    q.q ? ilike(reportCardTemplates.search, `%${searchKey(q.q)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(templateSelect)
      .from(reportCardTemplates)
      .innerJoin(reportCardStyles, eq(reportCardStyles.id, reportCardTemplates.styleId))
      .where(where)
      .orderBy(desc(reportCardTemplates.updatedAt), asc(reportCardTemplates.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(reportCardTemplates).where(where),
  ]);
  const names = await placeNames(
    db,
    rows.map((r) => r.t),
  );
  return { rows, total: total?.n ?? 0, names };
}

export async function templateById(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select(templateSelect)
    .from(reportCardTemplates)
    .innerJoin(reportCardStyles, eq(reportCardStyles.id, reportCardTemplates.styleId))
    .where(and(eq(reportCardTemplates.id, id), templatesVisible(scope)))
    .limit(1);
  if (!row) return null;
  const names = await placeNames(db, [row.t]);
  const versions = await db
    .select({
      number: reportCardTemplateVersions.number,
      createdAt: reportCardTemplateVersions.createdAt,
      createdBy: users.displayName,
      layout: reportCardTemplateVersions.layout,
    })
    .from(reportCardTemplateVersions)
    .leftJoin(users, eq(users.id, reportCardTemplateVersions.createdBy))
    .where(eq(reportCardTemplateVersions.templateId, id))
    .orderBy(desc(reportCardTemplateVersions.number));
  return { ...row, names, versions };
}

/** A template's version as saved (what a card is drawn with). */
export async function templateVersion(
  db: Db,
  templateId: string,
  number: number,
): Promise<TemplateVersionRow | null> {
  const [row] = await db
    .select()
    .from(reportCardTemplateVersions)
    .where(
      and(
        eq(reportCardTemplateVersions.templateId, templateId),
        eq(reportCardTemplateVersions.number, number),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Records a template's version (append-only), inside the unit of work that saved it. */
export async function insertTemplateVersion(
  tx: Db,
  values: {
    templateId: string;
    number: number;
    title: string;
    layout: Placement[];
    styleId: string;
    style: CardStyle;
    createdBy: string | null;
  },
): Promise<void> {
  await tx.insert(reportCardTemplateVersions).values(values);
}

export async function templatesUsingElements(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ layout: reportCardTemplates.layout })
    .from(reportCardTemplates)
    .where(isNull(reportCardTemplates.archivedAt));
  const out = new Map<string, number>();
  for (const r of rows) for (const p of r.layout) out.set(p.element, (out.get(p.element) ?? 0) + 1);
  return out;
}

// ---- students, rings and their records ----------------------------------------------------

export interface CardStudent {
  id: string;
  name: string;
  countryId: string;
  centreId: string;
  ringId: string | null;
  ring: string | null;
  centre: string | null;
  teacher: string | null;
  levelAtEntry: string | null;
  direction: string;
  joinedOn: string;
}

const cardStudentSelect = {
  id: students.id,
  name: students.fullName,
  countryId: students.countryId,
  centreId: students.centreId,
  ringId: students.ringId,
  ring: rings.name,
  centre: centres.name,
  teacher: employees.fullName,
  levelAtEntry: students.levelAtEntry,
  direction: students.memorisationDirection,
  joinedOn: sql<string>`coalesce(${students.joinedOn}, ${students.createdAt}::date)::text`,
};

function cardStudents(db: Db, where: SQL | undefined) {
  return db
    .select(cardStudentSelect)
    .from(students)
    .leftJoin(rings, eq(rings.id, students.ringId))
    .leftJoin(centres, eq(centres.id, students.centreId))
    .leftJoin(employees, eq(employees.id, rings.teacherId))
    .where(where)
    .orderBy(asc(students.search), asc(students.id));
}

const studentColumns = {
  country: students.countryId,
  centre: students.centreId,
  ring: students.ringId,
  student: students.id,
};

/** One student inside a scope, with what a card prints of them. */
export async function cardStudentInScope(
  db: Db,
  id: string,
  scope: Scope,
): Promise<CardStudent | null> {
  const [row] = await cardStudents(
    db,
    and(eq(students.id, id), isNull(students.archivedAt), scopeCondition(scope, studentColumns)),
  ).limit(1);
  return (row as CardStudent | undefined) ?? null;
}

/** Students by id, in the order given. */
export async function cardStudentsByIds(db: Db, ids: readonly string[]): Promise<CardStudent[]> {
  if (ids.length === 0) return [];
  const rows = (await cardStudents(db, inArray(students.id, [...ids]))) as CardStudent[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The active students of a ring or a centre inside a scope, by name. */
export async function activeStudentIds(
  db: Db,
  where: { ringId?: string | undefined; centreId?: string | undefined },
  scope: Scope,
): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        where.ringId ? eq(students.ringId, where.ringId) : undefined,
        where.centreId ? eq(students.centreId, where.centreId) : undefined,
        eq(students.status, 'active'),
        isNull(students.archivedAt),
        scopeCondition(scope, studentColumns),
      ),
    )
    .orderBy(asc(students.search), asc(students.id));
  return rows.map((r) => r.id);
}

export async function ringInScope(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select({
      id: rings.id,
      name: rings.name,
      centreId: rings.centreId,
      countryId: rings.countryId,
    })
    .from(rings)
    .where(
      and(
        eq(rings.id, id),
        isNull(rings.archivedAt),
        scopeCondition(scope, { country: rings.countryId, centre: rings.centreId, ring: rings.id }),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function centreInScope(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select({ id: centres.id, name: centres.name, countryId: centres.countryId })
    .from(centres)
    .where(
      and(
        eq(centres.id, id),
        scopeCondition(scope, { country: centres.countryId, centre: centres.id }),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A student's approved test results decided within the term (approved results only). */
export async function approvedTestsOf(db: Db, studentId: string, from: string, to: string) {
  return db
    .select({
      kindAr: testKinds.nameAr,
      kindEn: testKinds.nameEn,
      kindFr: testKinds.nameFr,
      portion: testRequests.portion,
      percent: testResults.percent,
      grade: testResults.grade,
      passed: testResults.passed,
      on: sql<string>`${testResults.approvedAt}::date::text`,
    })
    .from(testResults)
    .innerJoin(testRequests, eq(testRequests.id, testResults.requestId))
    .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
    .where(
      and(
        eq(testRequests.studentId, studentId),
        eq(testResults.status, 'approved'),
        sql`${testResults.approvedAt} >= ${from}::date and ${testResults.approvedAt} < ${to}::date + 1`,
      ),
    )
    .orderBy(asc(testResults.approvedAt));
}

/** The organisation's names and logo (PNG or JPEG bytes) for the card's header. */
export async function organisationForCard(db: Db) {
  const [org] = await db.select().from(organisationSettings).limit(1);
  let logo: Buffer | undefined;
  if (org?.logo?.id) {
    const [file] = await db
      .select({ content: storedFiles.content, type: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.id, org.logo.id))
      .limit(1);
    if (file && /^image\/(png|jpe?g)$/.test(file.type)) logo = file.content;
  }
  return {
    names: org ? { ar: org.nameAr, en: org.nameEn, fr: org.nameFr } : null,
    digits: org?.digits ?? null,
    logo,
  };
}

// ---- remarks ------------------------------------------------------------------------------

/** The remark of a student for a term, if any. */
export async function remarkOf(db: Db, studentId: string, from: string, to: string) {
  const [row] = await db
    .select()
    .from(reportCardRemarks)
    .where(
      and(
        eq(reportCardRemarks.studentId, studentId),
        eq(reportCardRemarks.termFrom, from),
        eq(reportCardRemarks.termTo, to),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A ring's active students with their remark for a term and their cards of it. */
export async function ringRemarks(db: Db, ringId: string, from: string, to: string) {
  return db
    .select({
      studentId: students.id,
      studentName: students.fullName,
      remark: reportCardRemarks,
      approvedBy: users.displayName,
      cards: sql<number>`(select count(*)::int from report_cards c where c.student_id = ${students.id} and c.term_from = ${from}::date and c.term_to = ${to}::date and c.revoked_at is null)`,
    })
    .from(students)
    .leftJoin(
      reportCardRemarks,
      and(
        eq(reportCardRemarks.studentId, students.id),
        eq(reportCardRemarks.termFrom, from),
        eq(reportCardRemarks.termTo, to),
      ),
    )
    .leftJoin(users, eq(users.id, reportCardRemarks.approvedBy))
    .where(
      and(eq(students.ringId, ringId), eq(students.status, 'active'), isNull(students.archivedAt)),
    )
    .orderBy(asc(students.search), asc(students.id));
}

export const remarkIs = (id: string): SQL => eq(reportCardRemarks.id, id);

// ---- issued cards -------------------------------------------------------------------------

export type NewCard = typeof reportCards.$inferInsert;

/** Records an issued card (append-only), inside the unit of work that took its serial. */
export async function insertCard(tx: Db, values: NewCard): Promise<CardRowDb> {
  const [row] = await tx.insert(reportCards).values(values).returning();
  return row!;
}

/** The valid card of a student for a template and term, if one was issued. */
export async function existingCard(
  db: Db,
  studentId: string,
  templateId: string,
  from: string,
  to: string,
) {
  const [row] = await db
    .select({ id: reportCards.id })
    .from(reportCards)
    .where(
      and(
        eq(reportCards.studentId, studentId),
        eq(reportCards.templateId, templateId),
        eq(reportCards.termFrom, from),
        eq(reportCards.termTo, to),
        isNull(reportCards.revokedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

const cardSelect = {
  c: reportCards,
  studentName: students.fullName,
  ringName: rings.name,
  centreName: centres.name,
  templateName: reportCardTemplates.name,
  styleName: reportCardStyles.name,
};

function cardQuery(db: Db) {
  return db
    .select(cardSelect)
    .from(reportCards)
    .innerJoin(students, eq(students.id, reportCards.studentId))
    .innerJoin(reportCardTemplates, eq(reportCardTemplates.id, reportCards.templateId))
    .innerJoin(reportCardStyles, eq(reportCardStyles.id, reportCards.styleId))
    .leftJoin(rings, eq(rings.id, reportCards.ringId))
    .leftJoin(centres, eq(centres.id, reportCards.centreId));
}
export type CardJoined = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

export async function listCardRows(
  db: Db,
  scope: Scope,
  q: {
    q?: string | undefined;
    styleId?: string | undefined;
    templateId?: string | undefined;
    ringId?: string | undefined;
    studentId?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const words = q.q ? searchKey(q.q) : '';
  const where = and(
    scopeCondition(scope, cardScopeColumns),
    q.styleId ? eq(reportCards.styleId, q.styleId) : undefined,
    q.templateId ? eq(reportCards.templateId, q.templateId) : undefined,
    q.ringId ? eq(reportCards.ringId, q.ringId) : undefined,
    q.studentId ? eq(reportCards.studentId, q.studentId) : undefined,
    words
      ? or(
          ilike(students.search, `%${words}%`),
          ilike(reportCards.serial, `%${q.q!.trim()}%`),
          ilike(reportCards.termLabel, `%${q.q!.trim()}%`),
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    cardQuery(db)
      .where(where)
      .orderBy(desc(reportCards.issuedAt), asc(reportCards.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db
      .select({ n: count() })
      .from(reportCards)
      .innerJoin(students, eq(students.id, reportCards.studentId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function cardById(db: Db, id: string, scope: Scope): Promise<CardJoined | null> {
  const [row] = await cardQuery(db)
    .where(and(eq(reportCards.id, id), scopeCondition(scope, cardScopeColumns)))
    .limit(1);
  return row ?? null;
}

export async function cardByToken(db: Db, token: string): Promise<CardJoined | null> {
  const [row] = await cardQuery(db).where(eq(reportCards.accessToken, token)).limit(1);
  return row ?? null;
}

/** Cards by id, in the order given (a job's book). */
export async function cardsByIds(db: Db, ids: readonly string[]): Promise<CardJoined[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(db).where(inArray(reportCards.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.c.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Sets a card's revocation once; false when it was revoked already. */
export async function revokeCardRow(
  tx: Db,
  id: string,
  by: string,
  reason: string,
): Promise<boolean> {
  const rows = await tx
    .update(reportCards)
    .set({ revokedAt: sql`now()`, revokedBy: by, revokeReason: reason })
    .where(and(eq(reportCards.id, id), isNull(reportCards.revokedAt)))
    .returning({ id: reportCards.id });
  return rows.length === 1;
}

export async function lockCard(tx: Db, id: string, scope: Scope) {
  const [row] = await tx
    .select()
    .from(reportCards)
    .where(and(eq(reportCards.id, id), scopeCondition(scope, cardScopeColumns)))
    .for('update');
  return row ?? null;
}

export type { CardData, LocaleCode };
