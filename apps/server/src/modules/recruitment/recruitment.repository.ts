import {
  JUZ_QUESTION,
  pageOffset,
  tokenize,
  type ApplicationFilter,
  type ApplicationState,
  type LocaleCode,
  type PostingListQuery,
} from '@qc/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  candidateTypes,
  centres,
  countries,
  employees,
  jobTypes,
  recruitmentApplications as apps,
  recruitmentEvents,
  recruitmentInterviews,
  recruitmentPostings as postings,
  recruitmentRounds as rounds,
  recruitmentScores as scores,
  users,
} from '../../db/schema/index.ts';
import { VISITOR_ID } from '../../public-links/public-link.ts';
import { defineOwnedTable, type WorkflowEvent } from '../../workflow/index.ts';

/**
 * The only code of recruitment that speaks Drizzle (docs/jobs-and-recruitment.md): the kit's
 * bindings of its tables and every read, each list with the caller's scope in the query.
 */
export type PostingRow = typeof postings.$inferSelect;
export type ApplicationRowDb = typeof apps.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type InterviewRow = typeof recruitmentInterviews.$inferSelect;
export type ScoreRow = typeof scores.$inferSelect;
export type { PanelSeat } from '../../db/schema/index.ts';

/**
 * An event row of the binding. A move's details may carry `at`, the moment it happened when that
 * is not now: only the demo data's moves, which the services replay in one second, give one (so
 * the funnel's days are true); it is the row's time, not a detail.
 */
const eventValues = (kind: string) => (e: WorkflowEvent) => {
  const { at, ...details } = e.details ?? {};
  return {
    recordKind: kind,
    recordId: e.recordId,
    action: e.action,
    fromState: e.fromState,
    toState: e.toState,
    // A visitor (an applicant's status link) has no account: the move is theirs, by no user.
    byUserId: e.byUserId === VISITOR_ID ? null : e.byUserId,
    reason: e.reason,
    details: e.details && Object.keys(details).length > 0 ? details : null,
    ...(typeof at === 'string' ? { at } : {}),
  };
};

const postingPlace = { country: postings.countryId, centre: postings.centreId };
const applicationPlace = { country: apps.countryId, centre: apps.centreId };
const roundPlace = { country: rounds.countryId, centre: rounds.centreId };

/** Postings: created, edited, published, closed and filled through POSTING_LIFECYCLE. */
export const postingsTable = defineOwnedTable({
  name: 'job-postings',
  table: postings,
  scopeColumns: postingPlace,
  scopeOf: (p) => ({ countryId: p.countryId, centreId: p.centreId ?? null }),
  searchWords: (_tx, p) => `${p.title} ${p.grade ?? ''}`,
  events: { table: recruitmentEvents, values: eventValues('posting') },
  closedAtColumn: 'closedAt',
});

/**
 * Applications: a visitor's is inserted through the public-link kit's unit of work; every move
 * goes through APPLICATION_LIFECYCLE. Personal data stays on the row (erased by the purge) and
 * out of the append-only audit log.
 */
export const applicationsTable = defineOwnedTable({
  name: 'job-applications',
  table: apps,
  scopeColumns: applicationPlace,
  scopeOf: (a) => ({ countryId: a.countryId, centreId: a.centreId ?? null }),
  searchWords: (_tx, a) =>
    a.purgedAt ? '' : [a.fullName, a.phone ?? '', a.email ?? '', a.identityNumber ?? ''].join(' '),
  events: { table: recruitmentEvents, values: eventValues('application') },
  closedAtColumn: 'closedAt',
  auditOmits: [
    'answers',
    'fullName',
    'phone',
    'email',
    'identityNumber',
    'phoneKey',
    'emailKey',
    'identityKey',
    'tokenHash',
  ],
});

/** Interview rounds (panel, slots, sheet), audited as `interviews`. */
export const roundsTable = defineOwnedTable({
  name: 'interviews',
  table: rounds,
  scopeColumns: roundPlace,
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId ?? null }),
  searchWords: (_tx, r) => r.name,
});

/** A candidate's seat in a round (and the slot they picked). */
export const interviewsTable = defineOwnedTable({
  name: 'interviews',
  auditResource: 'interview-invitations',
  table: recruitmentInterviews,
  scopeColumns: {
    country: recruitmentInterviews.countryId,
    centre: recruitmentInterviews.centreId,
  },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId ?? null }),
});

/** Panel members' score sheets; the answers stay on the row, not in the audit log. */
export const scoresTable = defineOwnedTable({
  name: 'interviews',
  auditResource: 'interview-scores',
  table: scores,
  scopeColumns: { country: scores.countryId, centre: scores.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId ?? null }),
  auditOmits: ['answers'],
});

export const postingsInScope = (scope: Scope) => scopeCondition(scope, postingPlace);
export const applicationsInScope = (scope: Scope) => scopeCondition(scope, applicationPlace);
export const roundsInScope = (scope: Scope) => scopeCondition(scope, roundPlace);

const words = (column: typeof postings.search | typeof apps.search, q: string | undefined) =>
  (q ? tokenize(q) : []).map((w) => sql`(' ' || ${column}) like ${`% ${w}%`}`);

const placeColumns = {
  centreName: centres.name,
  countryAr: countries.nameAr,
  countryEn: countries.nameEn,
  countryFr: countries.nameFr,
};

/** The name of a place in a locale: the centre's, else the country's. */
export function placeNameOf(
  locale: LocaleCode,
  x: {
    centreName: string | null;
    countryAr: string | null;
    countryEn: string | null;
    countryFr: string | null;
  },
): string | null {
  if (x.centreName) return x.centreName;
  return (locale === 'ar' ? x.countryAr : locale === 'fr' ? x.countryFr : x.countryEn) ?? null;
}

/** A lookup's name in a locale. */
export const nameIn = (
  locale: LocaleCode,
  x: { ar: string | null; en: string | null; fr: string | null },
): string | null => (locale === 'ar' ? x.ar : locale === 'fr' ? x.fr : x.en) ?? x.ar;

const applicationCount =
  sql<number>`(select count(*) from ${apps} where ${apps.postingId} = ${postings.id})`.mapWith(
    Number,
  );
const hiredCount =
  sql<number>`(select count(*) from ${apps} where ${apps.postingId} = ${postings.id} and ${apps.state} = 'hired')`.mapWith(
    Number,
  );

function postingSelect(db: Db) {
  return db
    .select({
      p: postings,
      applications: applicationCount,
      hired: hiredCount,
      jobTypeAr: jobTypes.nameAr,
      jobTypeEn: jobTypes.nameEn,
      jobTypeFr: jobTypes.nameFr,
      ...placeColumns,
    })
    .from(postings)
    .leftJoin(jobTypes, eq(jobTypes.id, postings.jobTypeId))
    .leftJoin(centres, eq(centres.id, postings.centreId))
    .leftJoin(countries, eq(countries.id, postings.countryId));
}
export type PostingWithPlace = NonNullable<Awaited<ReturnType<typeof findPosting>>>;

/** One posting (not archived) with its counts and names. */
export async function findPosting(db: Db, id: string) {
  const [row] = await postingSelect(db)
    .where(and(eq(postings.id, id), isNull(postings.archivedAt)))
    .limit(1);
  return row ?? null;
}

/** A page of postings in a scope, newest first. */
export async function listPostings(db: Db, scope: Scope, f: PostingListQuery) {
  const where = and(
    isNull(postings.archivedAt),
    postingsInScope(scope),
    f.state ? eq(postings.state, f.state) : undefined,
    f.centreId ? eq(postings.centreId, f.centreId) : undefined,
    ...words(postings.search, f.q),
  );
  const [items, [total]] = await Promise.all([
    postingSelect(db)
      .where(where)
      .orderBy(desc(postings.createdAt), asc(postings.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db.select({ n: count() }).from(postings).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** A posting locked for an application (serialises one link's applications: the quota holds). */
export async function lockPosting(tx: Db, id: string): Promise<PostingRow | null> {
  const [row] = await tx
    .select()
    .from(postings)
    .where(and(eq(postings.id, id), isNull(postings.archivedAt)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The applications counted against a posting's quota (a withdrawn one frees its place). */
export async function countApplications(db: Db, postingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apps)
    .where(and(eq(apps.postingId, postingId), ne(apps.state, 'withdrawn')));
  return Number(row?.n ?? 0);
}

/** Whether a phone or e-mail key already applied to the posting. */
export async function contactTaken(db: Db, postingId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.postingId, postingId), or(eq(apps.phoneKey, key), eq(apps.emailKey, key))))
    .limit(1);
  return !!row;
}

/** Hires made on a posting so far. */
export async function countHired(db: Db, postingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apps)
    .where(and(eq(apps.postingId, postingId), eq(apps.state, 'hired')));
  return Number(row?.n ?? 0);
}

/** An active lookup's id, or null (the posting's job type, an application's candidate type). */
export async function findLookup(db: Db, kind: 'job-types' | 'candidate-types', id: string) {
  const table = kind === 'job-types' ? jobTypes : candidateTypes;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.archivedAt)));
  return row ?? null;
}

/** Candidate types by id, with their names and the job a hire receives. */
export async function candidateTypesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: candidateTypes.id,
      nameAr: candidateTypes.nameAr,
      nameEn: candidateTypes.nameEn,
      nameFr: candidateTypes.nameFr,
      job: candidateTypes.job,
      teaching: candidateTypes.teaching,
      status: candidateTypes.status,
    })
    .from(candidateTypes)
    .where(and(inArray(candidateTypes.id, [...ids]), isNull(candidateTypes.archivedAt)));
}

/** A country (not archived) by id. */
export async function findCountry(db: Db, id: string) {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, id), isNull(countries.archivedAt)));
  return row ?? null;
}

const normalisedIdentity = sql`upper(regexp_replace(coalesce(${employees.identityNumber}, ''), '[^0-9A-Za-z]', '', 'g'))`;
const normalisedPhone = sql`regexp_replace(coalesce(${employees.phone}, ''), '[[:space:]().-]', '', 'g')`;

/** A member of staff with this identity number or phone (normalised), first by identity. */
export async function findEmployeeByKeys(
  db: Db,
  keys: { identityKey: string | null; phoneKey: string | null },
) {
  const conditions: SQL[] = [];
  if (keys.identityKey) conditions.push(sql`${normalisedIdentity} = ${keys.identityKey}`);
  if (keys.phoneKey) conditions.push(sql`${normalisedPhone} = ${keys.phoneKey}`);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({ id: employees.id, countryId: employees.countryId })
    .from(employees)
    .where(and(isNull(employees.archivedAt), or(...conditions)))
    // Without an identity number, only the oldest record of that phone (`order by 0` would be
    // a column position: PostgreSQL refuses it).
    .orderBy(
      ...(keys.identityKey
        ? [sql`case when ${normalisedIdentity} = ${keys.identityKey} then 0 else 1 end`]
        : []),
      asc(employees.createdAt),
    )
    .limit(1);
  return row ?? null;
}

/** The applicant's applications before this one (by identity number or phone), oldest first. */
export async function earlierApplications(
  db: Db,
  keys: { identityKey: string | null; phoneKey: string | null },
  exceptId?: string,
) {
  const conditions: SQL[] = [];
  if (keys.identityKey) conditions.push(eq(apps.identityKey, keys.identityKey));
  if (keys.phoneKey) conditions.push(eq(apps.phoneKey, keys.phoneKey));
  if (conditions.length === 0) return [];
  return db
    .select({
      id: apps.id,
      postingTitle: postings.title,
      state: apps.state,
      submittedAt: apps.submittedAt,
      employeeId: apps.employeeId,
    })
    .from(apps)
    .innerJoin(postings, eq(postings.id, apps.postingId))
    .where(and(or(...conditions), exceptId ? ne(apps.id, exceptId) : undefined))
    .orderBy(asc(apps.submittedAt), asc(apps.id))
    .limit(20);
}

const juzValue = sql<
  number | null
>`nullif(${apps.answers} -> ${JUZ_QUESTION} ->> 'value', '')::numeric`.mapWith((v: unknown) =>
  v === null ? null : Number(v),
);

function applicationWhere(scope: Scope, f: ApplicationFilter, state?: ApplicationState): SQL {
  return and(
    applicationsInScope(scope),
    isNull(postings.archivedAt),
    f.postingId ? eq(apps.postingId, f.postingId) : undefined,
    state ? eq(apps.state, state) : undefined,
    f.candidateTypeId ? eq(apps.candidateTypeId, f.candidateTypeId) : undefined,
    f.centreId ? eq(apps.centreId, f.centreId) : undefined,
    f.juzMin !== undefined ? sql`${juzValue} >= ${f.juzMin}` : undefined,
    ...words(apps.search, f.q),
  ) as SQL;
}

function applicationSelect(db: Db) {
  return db
    .select({
      a: apps,
      postingTitle: postings.title,
      juz: juzValue,
      typeAr: candidateTypes.nameAr,
      typeEn: candidateTypes.nameEn,
      typeFr: candidateTypes.nameFr,
      ...placeColumns,
    })
    .from(apps)
    .innerJoin(postings, eq(postings.id, apps.postingId))
    .leftJoin(candidateTypes, eq(candidateTypes.id, apps.candidateTypeId))
    .leftJoin(centres, eq(centres.id, apps.centreId))
    .leftJoin(countries, eq(countries.id, apps.countryId));
}
export type ApplicationWithNames = Awaited<ReturnType<typeof listApplications>>['items'][number];

/** A page of applications in a scope, newest first. */
export async function listApplications(
  db: Db,
  scope: Scope,
  f: ApplicationFilter & { page: number; pageSize: number; state?: ApplicationState | undefined },
) {
  const where = applicationWhere(scope, f, f.state);
  const [items, [total]] = await Promise.all([
    applicationSelect(db)
      .where(where)
      .orderBy(desc(apps.submittedAt), asc(apps.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(apps)
      .innerJoin(postings, eq(postings.id, apps.postingId))
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** The counts per state under the filters (the board's columns). */
export async function countByState(db: Db, scope: Scope, f: ApplicationFilter) {
  return db
    .select({ state: apps.state, n: count() })
    .from(apps)
    .innerJoin(postings, eq(postings.id, apps.postingId))
    .where(applicationWhere(scope, f))
    .groupBy(apps.state);
}

/** One application with its names, when it lies in the scope given (null: all scopes). */
export async function findApplication(db: Db, id: string, scope?: Scope) {
  const [row] = await applicationSelect(db)
    .where(and(eq(apps.id, id), scope ? applicationsInScope(scope) : undefined))
    .limit(1);
  return row ?? null;
}

/** An application by its status link's token hash. */
export async function findByTokenHash(db: Db, hash: string) {
  const [row] = await db
    .select({ a: apps, postingTitle: postings.title })
    .from(apps)
    .innerJoin(postings, eq(postings.id, apps.postingId))
    .where(eq(apps.tokenHash, hash))
    .limit(1);
  return row ?? null;
}

/** The moves of an application, oldest first, with who made them. */
export async function applicationEvents(db: Db, id: string) {
  return db
    .select({
      action: recruitmentEvents.action,
      toState: recruitmentEvents.toState,
      at: recruitmentEvents.at,
      reason: recruitmentEvents.reason,
      by: users.displayName,
    })
    .from(recruitmentEvents)
    .leftJoin(users, eq(users.id, recruitmentEvents.byUserId))
    .where(and(eq(recruitmentEvents.recordKind, 'application'), eq(recruitmentEvents.recordId, id)))
    .orderBy(asc(recruitmentEvents.at), asc(recruitmentEvents.id));
}

/** A posting's applications and their moves (the funnel). */
export async function funnelRows(db: Db, postingId: string) {
  const list = await db
    .select({ id: apps.id, state: apps.state, submittedAt: apps.submittedAt, source: apps.source })
    .from(apps)
    .where(eq(apps.postingId, postingId));
  const events =
    list.length === 0
      ? []
      : await db
          .select({
            applicationId: recruitmentEvents.recordId,
            toState: recruitmentEvents.toState,
            at: recruitmentEvents.at,
          })
          .from(recruitmentEvents)
          .where(
            and(
              eq(recruitmentEvents.recordKind, 'application'),
              inArray(
                recruitmentEvents.recordId,
                sql`(select ${apps.id} from ${apps} where ${apps.postingId} = ${postingId})`,
              ),
            ),
          );
  return { list, events };
}

// ---------------------------------------------------------------------------------------------
// Rounds, interviews and score sheets
// ---------------------------------------------------------------------------------------------

/** Staff with their accounts (a panel's seats). */
export async function staffWithAccounts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: employees.id, userId: employees.userId, fullName: employees.fullName })
    .from(employees)
    .where(and(inArray(employees.id, [...ids]), isNull(employees.archivedAt)));
}

/** Users' display names. */
export async function userNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function nextRoundNumber(db: Db, postingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${rounds.number}), 0)`.mapWith(Number) })
    .from(rounds)
    .where(eq(rounds.postingId, postingId));
  return (row?.n ?? 0) + 1;
}

const candidateCount =
  sql<number>`(select count(*) from ${recruitmentInterviews} where ${recruitmentInterviews.roundId} = ${rounds.id})`.mapWith(
    Number,
  );

/** Rounds with their posting's title: of a posting, or those a user sits on or may manage. */
export async function listRounds(
  db: Db,
  f: { postingId?: string; userId?: string; manage?: Scope | null },
) {
  const seat = f.userId ? sql`${f.userId}::uuid = any(${rounds.panelUserIds})` : undefined;
  const managed = f.manage ? roundsInScope(f.manage) : undefined;
  const who = seat && managed ? or(seat, managed) : (seat ?? managed);
  return db
    .select({ r: rounds, postingTitle: postings.title, candidates: candidateCount })
    .from(rounds)
    .innerJoin(postings, eq(postings.id, rounds.postingId))
    .where(
      and(
        isNull(rounds.archivedAt),
        isNull(postings.archivedAt),
        f.postingId ? eq(rounds.postingId, f.postingId) : undefined,
        who ?? sql`false`,
      ),
    )
    .orderBy(desc(rounds.createdAt), asc(rounds.id));
}

export async function findRound(db: Db, id: string) {
  const [row] = await db
    .select({ r: rounds, postingTitle: postings.title, candidates: candidateCount })
    .from(rounds)
    .innerJoin(postings, eq(postings.id, rounds.postingId))
    .where(and(eq(rounds.id, id), isNull(rounds.archivedAt)))
    .limit(1);
  return row ?? null;
}

/** A round's candidates with their application's name and state. */
export async function roundCandidates(db: Db, roundId: string) {
  return db
    .select({
      i: recruitmentInterviews,
      fullName: apps.fullName,
      state: apps.state,
    })
    .from(recruitmentInterviews)
    .innerJoin(apps, eq(apps.id, recruitmentInterviews.applicationId))
    .where(eq(recruitmentInterviews.roundId, roundId))
    .orderBy(asc(apps.fullName), asc(apps.id));
}

export async function findInterview(db: Db, roundId: string, applicationId: string) {
  const [row] = await db
    .select()
    .from(recruitmentInterviews)
    .where(
      and(
        eq(recruitmentInterviews.roundId, roundId),
        eq(recruitmentInterviews.applicationId, applicationId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The rounds an application is invited to, with their names and panels. */
export async function interviewsOf(db: Db, applicationId: string) {
  return db
    .select({
      i: recruitmentInterviews,
      roundName: rounds.name,
      panel: rounds.panel,
      slots: rounds.slots,
    })
    .from(recruitmentInterviews)
    .innerJoin(rounds, eq(rounds.id, recruitmentInterviews.roundId))
    .where(eq(recruitmentInterviews.applicationId, applicationId))
    .orderBy(asc(rounds.number));
}

/** The score sheets of a round (or of one application), every state. */
export async function scoresOf(db: Db, f: { roundId?: string; applicationId?: string }) {
  return db
    .select()
    .from(scores)
    .where(
      and(
        f.roundId ? eq(scores.roundId, f.roundId) : undefined,
        f.applicationId ? eq(scores.applicationId, f.applicationId) : undefined,
      ),
    );
}

export async function findScore(db: Db, roundId: string, applicationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(scores)
    .where(
      and(
        eq(scores.roundId, roundId),
        eq(scores.applicationId, applicationId),
        eq(scores.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Submitted sheets of an application (accepting needs one). */
export async function countSubmittedSheets(db: Db, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scores)
    .where(and(eq(scores.applicationId, applicationId), eq(scores.state, 'submitted')));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// The purge and the dashboard
// ---------------------------------------------------------------------------------------------

/** Closed (rejected or withdrawn) applications whose personal data is due to be erased. */
export async function applicationsToPurge(db: Db, before: string, limit = 200) {
  return db
    .select({ id: apps.id })
    .from(apps)
    .where(
      and(
        inArray(apps.state, ['rejected', 'withdrawn']),
        isNull(apps.purgedAt),
        lt(apps.closedAt, before),
      ),
    )
    .orderBy(asc(apps.closedAt), asc(apps.id))
    .limit(limit);
}

/** No condition: a row reached by a right other than a scope (an applicant's token, a hire's posting). */
export const EVERY_ROW: SQL = sql`true`;
