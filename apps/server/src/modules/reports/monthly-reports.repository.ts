import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  CompletenessRow,
  ListPage,
  LocaleCode,
  MonthlyReportChild,
  MonthlyReportEventView,
  MonthlyReportLevel,
  MonthlyReportRow,
  MonthlyReportState,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  countries,
  monthlyReportEvents,
  monthlyReports,
  roleAssignments,
  roles,
  users,
} from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';
import { defineOwnedTable, type WorkflowEvent } from '../../workflow/index.ts';

export type MonthlyReportDbRow = typeof monthlyReports.$inferSelect;

/** Where a monthly report lives, for the caller's scope. */
export const monthlyReportColumns = {
  country: monthlyReports.countryId,
  centre: monthlyReports.centreId,
};

async function placeName(tx: Db, r: { countryId?: string | null; centreId?: string | null }) {
  if (r.centreId) {
    const [c] = await tx
      .select({ name: centres.name })
      .from(centres)
      .where(eq(centres.id, r.centreId));
    return c?.name ?? '';
  }
  if (r.countryId) {
    const [c] = await tx
      .select({ ar: countries.nameAr, en: countries.nameEn, fr: countries.nameFr })
      .from(countries)
      .where(eq(countries.id, r.countryId));
    return c ? `${c.ar} ${c.en} ${c.fr}` : '';
  }
  return '';
}

/** The monthly reports, bound once to the workflow kit (docs/reports.md). */
export const monthlyReportsTable = defineOwnedTable({
  name: 'monthly-reports',
  table: monthlyReports,
  scopeColumns: monthlyReportColumns,
  scopeOf: (r) => ({ countryId: r.countryId ?? null, centreId: r.centreId ?? null }),
  searchWords: async (tx, r) => [r.month, await placeName(tx, r)].join(' '),
  events: {
    table: monthlyReportEvents,
    values: (e: WorkflowEvent) => ({
      reportId: e.recordId,
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      at: sql`clock_timestamp()`,
      byUserId: e.byUserId,
      reason: e.reason,
    }),
  },
  auditOmits: ['figures'],
});

/** The report of a place for a month, if it exists. */
export async function findReport(
  db: Db,
  level: MonthlyReportLevel,
  month: string,
  countryId: string | null,
  centreId: string | null,
): Promise<MonthlyReportDbRow | null> {
  const [row] = await db
    .select()
    .from(monthlyReports)
    .where(
      and(
        eq(monthlyReports.level, level),
        eq(monthlyReports.month, month),
        countryId ? eq(monthlyReports.countryId, countryId) : isNull(monthlyReports.countryId),
        centreId ? eq(monthlyReports.centreId, centreId) : isNull(monthlyReports.centreId),
      ),
    );
  return row ?? null;
}

export async function reportById(
  db: Db,
  id: string,
  visible: SQL | undefined,
): Promise<MonthlyReportDbRow | null> {
  const [row] = await db
    .select()
    .from(monthlyReports)
    .where(and(eq(monthlyReports.id, id), visible));
  return row ?? null;
}

/** A centre (active) with its country, or null. */
export async function centreOf(db: Db, id: string) {
  const [c] = await db
    .select({ id: centres.id, countryId: centres.countryId, name: centres.name })
    .from(centres)
    .where(and(eq(centres.id, id), isNull(centres.archivedAt)));
  return c ?? null;
}

export async function countryExists(db: Db, id: string): Promise<boolean> {
  const [c] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, id), isNull(countries.archivedAt)));
  return !!c;
}

const countryName = (locale: LocaleCode) =>
  locale === 'en' ? countries.nameEn : locale === 'fr' ? countries.nameFr : countries.nameAr;

const rowColumns = (locale: LocaleCode) => ({
  id: monthlyReports.id,
  level: monthlyReports.level,
  month: monthlyReports.month,
  countryId: monthlyReports.countryId,
  countryName: countryName(locale),
  centreId: monthlyReports.centreId,
  centreName: centres.name,
  state: monthlyReports.state,
  submittedAt: monthlyReports.submittedAt,
  firstSubmittedAt: monthlyReports.firstSubmittedAt,
  approvedAt: monthlyReports.approvedAt,
  version: monthlyReports.version,
  updatedAt: monthlyReports.updatedAt,
});

/** The reports the caller may read, newest month first, paged. */
export async function listReports(
  db: Db,
  scope: Scope,
  locale: LocaleCode,
  q: {
    month?: string | undefined;
    level?: MonthlyReportLevel | undefined;
    state?: MonthlyReportState | undefined;
    countryId?: string | undefined;
    centreId?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<ListPage<MonthlyReportRow>> {
  const where = and(
    scopeCondition(scope, monthlyReportColumns),
    q.month ? eq(monthlyReports.month, q.month) : undefined,
    q.level ? eq(monthlyReports.level, q.level) : undefined,
    q.state ? eq(monthlyReports.state, q.state) : undefined,
    q.countryId ? eq(monthlyReports.countryId, q.countryId) : undefined,
    q.centreId ? eq(monthlyReports.centreId, q.centreId) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(rowColumns(locale))
      .from(monthlyReports)
      .leftJoin(countries, eq(countries.id, monthlyReports.countryId))
      .leftJoin(centres, eq(centres.id, monthlyReports.centreId))
      .where(where)
      .orderBy(
        desc(monthlyReports.month),
        asc(monthlyReports.level),
        asc(countryName(locale)),
        asc(centres.name),
        asc(monthlyReports.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(monthlyReports)
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/** One report as a list row (names in the reader's language). */
export async function reportRow(db: Db, id: string, locale: LocaleCode): Promise<MonthlyReportRow> {
  const [row] = await db
    .select(rowColumns(locale))
    .from(monthlyReports)
    .leftJoin(countries, eq(countries.id, monthlyReports.countryId))
    .leftJoin(centres, eq(centres.id, monthlyReports.centreId))
    .where(eq(monthlyReports.id, id));
  return row!;
}

export async function eventsOf(db: Db, id: string): Promise<MonthlyReportEventView[]> {
  return db
    .select({
      action: monthlyReportEvents.action,
      fromState: monthlyReportEvents.fromState,
      toState: monthlyReportEvents.toState,
      at: monthlyReportEvents.at,
      byName: users.displayName,
      reason: monthlyReportEvents.reason,
    })
    .from(monthlyReportEvents)
    .leftJoin(users, eq(users.id, monthlyReportEvents.byUserId))
    .where(eq(monthlyReportEvents.reportId, id))
    .orderBy(asc(monthlyReportEvents.at), asc(monthlyReportEvents.id));
}

/**
 * The places one level down and their reports of the month: a country's active centres, or the
 * organisation's active countries.
 */
export async function childrenOf(
  db: Db,
  level: MonthlyReportLevel,
  month: string,
  countryId: string | null,
  locale: LocaleCode,
): Promise<MonthlyReportChild[]> {
  if (level === 'centre') return [];
  if (level === 'country') {
    const rows = await db
      .select({
        id: centres.id,
        name: centres.name,
        reportId: monthlyReports.id,
        state: monthlyReports.state,
      })
      .from(centres)
      .leftJoin(
        monthlyReports,
        and(
          eq(monthlyReports.centreId, centres.id),
          eq(monthlyReports.level, 'centre'),
          eq(monthlyReports.month, month),
        ),
      )
      .where(and(eq(centres.countryId, countryId!), isNull(centres.archivedAt)))
      .orderBy(asc(centres.name), asc(centres.id));
    return rows;
  }
  return db
    .select({
      id: countries.id,
      name: countryName(locale),
      reportId: monthlyReports.id,
      state: monthlyReports.state,
    })
    .from(countries)
    .leftJoin(
      monthlyReports,
      and(
        eq(monthlyReports.countryId, countries.id),
        eq(monthlyReports.level, 'country'),
        eq(monthlyReports.month, month),
      ),
    )
    .where(isNull(countries.archivedAt))
    .orderBy(asc(countryName(locale)), asc(countries.id));
}

/**
 * The active centres of the caller's scope (optionally one country) and their report of the
 * month: the completeness board's rows. Only these centres are counted, so the board never goes
 * over 100%.
 */
export async function completenessRows(
  db: Db,
  scope: Scope,
  month: string,
  countryId: string | undefined,
  locale: LocaleCode,
): Promise<Omit<CompletenessRow, 'status'>[]> {
  return db
    .select({
      centreId: centres.id,
      centreName: centres.name,
      countryName: countryName(locale),
      reportId: monthlyReports.id,
      state: monthlyReports.state,
      firstSubmittedAt: monthlyReports.firstSubmittedAt,
    })
    .from(centres)
    .innerJoin(countries, eq(countries.id, centres.countryId))
    .leftJoin(
      monthlyReports,
      and(
        eq(monthlyReports.centreId, centres.id),
        eq(monthlyReports.level, 'centre'),
        eq(monthlyReports.month, month),
      ),
    )
    .where(
      and(
        isNull(centres.archivedAt),
        scopeCondition(scope, { country: centres.countryId, centre: centres.id }),
        countryId ? eq(centres.countryId, countryId) : undefined,
      ),
    )
    .orderBy(asc(countryName(locale)), asc(centres.name), asc(centres.id));
}

/**
 * The centres whose report of the month has not been submitted (none, a draft or returned),
 * with the users who manage them (a centre manager assigned to the centre): the reminder job's
 * list.
 */
export async function lateCentreManagers(
  db: Db,
  month: string,
): Promise<Array<{ centreId: string; centreName: string; userIds: string[] }>> {
  const rows = await db
    .select({ centreId: centres.id, centreName: centres.name, userId: roleAssignments.userId })
    .from(centres)
    .innerJoin(roleAssignments, eq(roleAssignments.centreId, centres.id))
    .innerJoin(roles, and(eq(roles.id, roleAssignments.roleId), eq(roles.code, 'centre_manager')))
    .innerJoin(users, and(eq(users.id, roleAssignments.userId), eq(users.status, 'active')))
    .leftJoin(
      monthlyReports,
      and(
        eq(monthlyReports.centreId, centres.id),
        eq(monthlyReports.level, 'centre'),
        eq(monthlyReports.month, month),
      ),
    )
    .where(
      and(
        isNull(centres.archivedAt),
        sql`(${monthlyReports.id} is null or ${monthlyReports.state} in ('draft', 'returned'))`,
      ),
    )
    .orderBy(asc(centres.name));
  const byCentre = new Map<string, { centreId: string; centreName: string; userIds: string[] }>();
  for (const r of rows) {
    const c = byCentre.get(r.centreId) ?? {
      centreId: r.centreId,
      centreName: r.centreName,
      userIds: [],
    };
    if (!c.userIds.includes(r.userId)) c.userIds.push(r.userId);
    byCentre.set(r.centreId, c);
  }
  return [...byCentre.values()];
}

/** Centres' reports of a month by id, for the demo and the tests. */
export async function reportsOfCentres(db: Db, month: string, centreIds: string[]) {
  if (centreIds.length === 0) return [];
  return db
    .select()
    .from(monthlyReports)
    .where(
      and(
        eq(monthlyReports.level, 'centre'),
        eq(monthlyReports.month, month),
        inArray(monthlyReports.centreId, centreIds),
      ),
    );
}

/**
 * Submitted reports waiting for the caller's approval (dashboard): a centre's for whoever
 * approves over its country, a country's and the organisation's for the organisation's
 * approvers; never their own submission.
 */
export const monthlyReportsWaiting: readonly WaitingSource[] = [
  {
    key: 'reports.monthly',
    labelKey: 'reports.waiting.monthly',
    permission: 'monthly-reports:approve',
    path: '/monthly-report-component',
    query: (caller) => {
      const level = caller.scope.all
        ? sql`true`
        : caller.scope.countryIds.length > 0
          ? sql`${monthlyReports.level} = 'centre' and ${inArray(monthlyReports.countryId, caller.scope.countryIds)}`
          : sql`false`;
      return {
        from: sql`${monthlyReports}`,
        columns: monthlyReportColumns,
        where: sql`${monthlyReports.state} = 'submitted' and ${monthlyReports.submittedBy} is distinct from ${caller.userId}::uuid and (${level})`,
        since: sql`${monthlyReports.submittedAt}`,
      };
    },
  },
];

/** A user's id by e-mail (the demo step finds its demo accounts). */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id ?? null;
}

/** The active centres of a scope (optionally some countries), with their country's name. */
export async function centresOfScope(
  db: Db,
  scope: Scope,
  countryIds: string[] | undefined,
  locale: LocaleCode,
) {
  return db
    .select({
      centreId: centres.id,
      centreName: centres.name,
      countryId: centres.countryId,
      countryName: countryName(locale),
    })
    .from(centres)
    .innerJoin(countries, eq(countries.id, centres.countryId))
    .where(
      and(
        isNull(centres.archivedAt),
        scopeCondition(scope, { country: centres.countryId, centre: centres.id }),
        countryIds?.length ? inArray(centres.countryId, countryIds) : undefined,
      ),
    )
    .orderBy(asc(countryName(locale)), asc(centres.name), asc(centres.id));
}

/** The centres' reports of the months from `from` to `to` (with their frozen figures). */
export async function centreReportsBetween(db: Db, centreIds: string[], from: string, to: string) {
  if (centreIds.length === 0) return [];
  return db
    .select({
      id: monthlyReports.id,
      centreId: monthlyReports.centreId,
      month: monthlyReports.month,
      state: monthlyReports.state,
      figures: monthlyReports.figures,
    })
    .from(monthlyReports)
    .where(
      and(
        eq(monthlyReports.level, 'centre'),
        inArray(monthlyReports.centreId, centreIds),
        sql`${monthlyReports.month} between ${from} and ${to}`,
      ),
    );
}
