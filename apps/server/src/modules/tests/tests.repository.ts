import {
  tokenize,
  type EligibilityProblem,
  type GradeBand,
  type LocalisedName,
  type QuranRange,
  type TestEvent,
  type TestKindCode,
  type TestKindRules,
  type TestRequestState,
  type TestRequestSummary,
  type TestResultBrief,
} from '@qc/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  employees,
  examiners,
  rings,
  students,
  testCertificates,
  testCriteria,
  testKinds,
  testMistakes,
  testRequestEvents,
  testRequests,
  testResults,
  users,
} from '../../db/schema/index.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import { studentScopeColumns } from '../students/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

export type TestRequestRow = typeof testRequests.$inferSelect;

export const requestScopeColumns = {
  country: testRequests.countryId,
  centre: testRequests.centreId,
  ring: testRequests.ringId,
  student: testRequests.studentId,
};

/**
 * The test requests' binding for the workflow kit: placed by their country, centre, ring and
 * student; found by their subject's name; announced as `tests`; told in `test_request_events`.
 */
export const testRequestsTable = defineOwnedTable({
  name: 'tests',
  table: testRequests,
  scopeColumns: requestScopeColumns,
  scopeOf: (r) => ({
    countryId: r.countryId,
    centreId: r.centreId,
    ringId: r.ringId,
    studentId: r.studentId,
  }),
  searchWords: (tx, r) => subjectNameOf(tx, r),
  events: {
    table: testRequestEvents,
    values: (e) => ({
      requestId: e.recordId,
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      byUserId: e.byUserId,
      reason: e.reason,
    }),
  },
  closedAtColumn: 'closedAt',
});

/** The name of a request's subject: its student's, or its teacher's. */
export async function subjectNameOf(
  tx: Db,
  r: { studentId?: string | null; teacherId?: string | null },
): Promise<string> {
  if (r.studentId) {
    const [s] = await tx
      .select({ name: students.fullName })
      .from(students)
      .where(eq(students.id, r.studentId));
    return s?.name ?? '';
  }
  if (r.teacherId) {
    const [t] = await tx
      .select({ name: employees.fullName })
      .from(employees)
      .where(eq(employees.id, r.teacherId));
    return t?.name ?? '';
  }
  return '';
}

/** The account of an examiner, when they have one (to notify them). */
export async function examinerUserId(tx: Db, examinerId: string): Promise<string | null> {
  const [ex] = await tx
    .select({ userId: employees.userId })
    .from(examiners)
    .innerJoin(employees, eq(employees.id, examiners.employeeId))
    .where(eq(examiners.id, examinerId));
  return ex?.userId ?? null;
}

const examinerEmployee = alias(employees, 'examiner_employee');
const subjectTeacher = alias(employees, 'subject_teacher');
const requester = alias(users, 'requester');

/**
 * Who may see a request: inside the caller's `tests:read` scope, or assigned to the caller as
 * examiner (an examiner sees only those). `null` means the caller sees nothing at all.
 */
export interface Visibility {
  scope: Scope | null;
  examinerId: string | null;
}

export function visibilityCondition(v: Visibility): SQL {
  const parts: SQL[] = [];
  if (v.scope) parts.push(scopeCondition(v.scope, requestScopeColumns));
  if (v.examinerId) parts.push(eq(testRequests.examinerId, v.examinerId));
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

const summaryColumns = {
  r: testRequests,
  kindNameAr: testKinds.nameAr,
  kindNameEn: testKinds.nameEn,
  kindNameFr: testKinds.nameFr,
  category: testKinds.category,
  studentName: students.fullName,
  teacherName: subjectTeacher.fullName,
  centreName: centres.name,
  ringName: rings.name,
  examinerName: examinerEmployee.fullName,
  requestedByName: requester.displayName,
  resultStatus: testResults.status,
  resultTotal: testResults.total,
  resultMax: testResults.maxTotal,
  resultPercent: testResults.percent,
  resultGrade: testResults.grade,
  resultPassed: testResults.passed,
  certificateId: testCertificates.id,
  certificateSerial: testCertificates.serial,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(testRequests)
    .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
    .innerJoin(centres, eq(centres.id, testRequests.centreId))
    .leftJoin(students, eq(students.id, testRequests.studentId))
    .leftJoin(subjectTeacher, eq(subjectTeacher.id, testRequests.teacherId))
    .leftJoin(rings, eq(rings.id, testRequests.ringId))
    .leftJoin(examiners, eq(examiners.id, testRequests.examinerId))
    .leftJoin(examinerEmployee, eq(examinerEmployee.id, examiners.employeeId))
    .leftJoin(requester, eq(requester.id, testRequests.requestedBy))
    .leftJoin(testResults, eq(testResults.requestId, testRequests.id))
    .leftJoin(testCertificates, eq(testCertificates.requestId, testRequests.id));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['where']>>[number];

export function toSummary(row: SummaryRow): TestRequestSummary {
  const r = row.r;
  const result: TestResultBrief | null =
    row.resultStatus === null
      ? null
      : {
          status: row.resultStatus as TestResultBrief['status'],
          total: Number(row.resultTotal),
          maxTotal: Number(row.resultMax),
          percent: Number(row.resultPercent),
          grade: row.resultGrade as GradeBand,
          passed: row.resultPassed === true,
        };
  return {
    id: r.id,
    version: r.version,
    subject: r.subject as 'student' | 'teacher',
    studentId: r.studentId,
    teacherId: r.teacherId,
    studentName: row.studentName ?? row.teacherName ?? '',
    centreId: r.centreId,
    centreName: row.centreName,
    countryId: r.countryId,
    ringId: r.ringId,
    ringName: row.ringName,
    kindId: r.kindId,
    kindName: { ar: row.kindNameAr, en: row.kindNameEn, fr: row.kindNameFr },
    category: row.category as TestKindCode,
    portion: r.portion ?? null,
    state: r.state as TestRequestState,
    requestedAt: isoTimestamp(r.createdAt)!,
    requestedById: r.requestedBy,
    requestedByName: row.requestedByName,
    overrideReason: r.overrideReason,
    eligibilityProblems: r.eligibilityProblems,
    examinerId: r.examinerId,
    examinerName: row.examinerName,
    scheduledAt: isoTimestamp(r.scheduledAt),
    durationMinutes: r.durationMinutes,
    place: r.place,
    onlineLink: r.onlineLink,
    result,
    certificateId: row.certificateId,
    certificateSerial: row.certificateSerial,
    updatedAt: isoTimestamp(r.updatedAt)!,
  };
}

export async function findRequestSummary(
  db: Db,
  id: string,
  visibility: Visibility,
): Promise<TestRequestSummary | undefined> {
  const [row] = await summaryQuery(db).where(
    and(eq(testRequests.id, id), visibilityCondition(visibility)),
  );
  return row ? toSummary(row) : undefined;
}

export interface RequestFilter {
  page: number;
  pageSize: number;
  state?: string[] | undefined;
  kindId?: string | undefined;
  category?: string[] | undefined;
  centreId?: string | undefined;
  countryId?: string | undefined;
  examinerId?: string | undefined;
  studentId?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

function searchCondition(column: SQL | typeof testRequests.search, q: string | undefined) {
  const words = q ? tokenize(q) : [];
  return words.map((w) => sql`(' ' || ${column}) like ${`% ${w}%`}`);
}

const dateColumn = (f: RequestFilter) =>
  f.state?.length === 1 && f.state[0] === 'scheduled'
    ? testRequests.scheduledAt
    : testRequests.createdAt;

/** The tests figures of the dashboard, inside the caller's scope for each. */
export async function testsDashboard(
  db: Db,
  approveScope: Scope | null,
  visibility: Visibility,
  weekStart: string,
  weekEnd: string,
) {
  const [pending, results, week] = await Promise.all([
    approveScope
      ? db
          .select({ n: count() })
          .from(testRequests)
          .where(
            and(
              eq(testRequests.state, 'requested'),
              scopeCondition(approveScope, requestScopeColumns),
            ),
          )
      : [{ n: 0 }],
    approveScope
      ? db
          .select({ n: count() })
          .from(testResults)
          .innerJoin(testRequests, eq(testRequests.id, testResults.requestId))
          .where(
            and(
              eq(testResults.status, 'pending'),
              scopeCondition(approveScope, requestScopeColumns),
            ),
          )
      : [{ n: 0 }],
    db
      .select({ n: count() })
      .from(testRequests)
      .where(
        and(
          eq(testRequests.state, 'scheduled'),
          gte(testRequests.scheduledAt, weekStart),
          lt(testRequests.scheduledAt, weekEnd),
          visibilityCondition(visibility),
        ),
      ),
  ]);
  return {
    requestsToApprove: Number(pending[0]?.n ?? 0),
    resultsToApprove: Number(results[0]?.n ?? 0),
    scheduledThisWeek: Number(week[0]?.n ?? 0),
  };
}

export async function listRequests(db: Db, visibility: Visibility, f: RequestFilter) {
  const where = and(
    visibilityCondition(visibility),
    f.state?.length ? inArray(testRequests.state, f.state) : undefined,
    f.kindId ? eq(testRequests.kindId, f.kindId) : undefined,
    f.category?.length ? inArray(testKinds.category, f.category) : undefined,
    f.centreId ? eq(testRequests.centreId, f.centreId) : undefined,
    f.countryId ? eq(testRequests.countryId, f.countryId) : undefined,
    f.examinerId ? eq(testRequests.examinerId, f.examinerId) : undefined,
    f.studentId ? eq(testRequests.studentId, f.studentId) : undefined,
    f.subject ? eq(testRequests.subject, f.subject) : undefined,
    // from/to: the request date; for the scheduled state alone, the date of the test.
    f.from ? gte(dateColumn(f), `${f.from}T00:00:00Z`) : undefined,
    f.to ? lt(dateColumn(f), sql`(${f.to}::date + 1)`) : undefined,
    ...searchCondition(testRequests.search, f.q),
  );
  const [items, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(testRequests.createdAt), desc(testRequests.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: count() })
      .from(testRequests)
      .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
      .where(where),
  ]);
  return { items: items.map(toSummary), total: Number(total?.n ?? 0) };
}

export async function listEvents(db: Db, requestId: string): Promise<TestEvent[]> {
  const rows = await db
    .select({ e: testRequestEvents, byName: users.displayName })
    .from(testRequestEvents)
    .leftJoin(users, eq(users.id, testRequestEvents.byUserId))
    .where(eq(testRequestEvents.requestId, requestId))
    .orderBy(asc(testRequestEvents.at), asc(testRequestEvents.id));
  return rows.map(({ e, byName }) => ({
    id: e.id,
    action: e.action as TestEvent['action'],
    fromState: e.fromState as TestEvent['fromState'],
    toState: e.toState as TestEvent['toState'],
    at: isoTimestamp(e.at)!,
    byId: e.byUserId,
    byName,
    reason: e.reason,
  }));
}

// ---------------------------------------------------------------------------------------------
// Kinds

export type TestKindRow = typeof testKinds.$inferSelect;

const name = (r: { nameAr: string; nameEn: string; nameFr: string }): LocalisedName => ({
  ar: r.nameAr,
  en: r.nameEn,
  fr: r.nameFr,
});

export async function kindRules(db: Db, kindIds?: readonly string[]): Promise<TestKindRules[]> {
  const kinds = await db
    .select()
    .from(testKinds)
    .where(
      and(isNull(testKinds.archivedAt), kindIds ? inArray(testKinds.id, [...kindIds]) : undefined),
    )
    .orderBy(asc(testKinds.code));
  if (kinds.length === 0) return [];
  const criteria = await db
    .select()
    .from(testCriteria)
    .where(
      and(
        isNull(testCriteria.archivedAt),
        inArray(
          testCriteria.kindId,
          kinds.map((k) => k.id),
        ),
      ),
    )
    .orderBy(asc(testCriteria.sortOrder), asc(testCriteria.createdAt));
  return kinds.map((k) => ({
    id: k.id,
    code: k.code,
    category: k.category as TestKindCode,
    name: name(k),
    portionType: k.portionType as TestKindRules['portionType'],
    passMark: k.passMark,
    bands: { excellent: k.bandExcellent, veryGood: k.bandVeryGood, good: k.bandGood },
    waitingDays: k.waitingDays,
    requiredKindIds: k.requiredKindIds,
    needsExternalExaminer: k.needsExternalExaminer,
    status: k.status === 'inactive' ? 'inactive' : 'active',
    criteria: criteria
      .filter((c) => c.kindId === k.id)
      .map((c) => ({
        id: c.id,
        name: name(c),
        scoring: c.scoring as 'deductions' | 'marks',
        maxMarks: Number(c.maxMarks),
        deductions: {
          memorisation: Number(c.deductMemorisation),
          tajweed: Number(c.deductTajweed),
          hesitation: Number(c.deductHesitation),
        },
        order: c.sortOrder,
      })),
  }));
}

export async function kindRule(db: Db, kindId: string) {
  const [k] = await kindRules(db, [kindId]);
  return k;
}

// ---------------------------------------------------------------------------------------------
// Eligibility reads

/** Open requests of the subject for the same kind whose portion overlaps (or any, without one). */
export async function openOverlapping(
  db: Db,
  subject: { studentId: string | null; teacherId: string | null },
  kindId: string,
  portion: [number, number] | null,
  exceptId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testRequests)
    .where(
      and(
        subject.studentId
          ? eq(testRequests.studentId, subject.studentId)
          : eq(testRequests.teacherId, subject.teacherId!),
        eq(testRequests.kindId, kindId),
        inArray(testRequests.state, ['requested', 'approved', 'scheduled', 'taken']),
        exceptId ? sql`${testRequests.id} <> ${exceptId}` : undefined,
        portion
          ? sql`${testRequests.portionFrom} <= ${portion[1]} and ${testRequests.portionTo} >= ${portion[0]}`
          : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Kinds (among `kindIds`) the student has passed with an approved result. */
export async function passedKinds(
  db: Db,
  subject: { studentId: string | null; teacherId: string | null },
  kindIds: readonly string[],
): Promise<Set<string>> {
  if (kindIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ kindId: testRequests.kindId })
    .from(testRequests)
    .where(
      and(
        subject.studentId
          ? eq(testRequests.studentId, subject.studentId)
          : eq(testRequests.teacherId, subject.teacherId!),
        inArray(testRequests.kindId, [...kindIds]),
        inArray(testRequests.state, ['passed', 'certified']),
      ),
    );
  return new Set(rows.map((r) => r.kindId));
}

/** The last failed (or missed) attempt of the same kind on an overlapping portion. */
export async function lastFailure(
  db: Db,
  subject: { studentId: string | null; teacherId: string | null },
  kindId: string,
  portion: [number, number] | null,
): Promise<string | null> {
  const [row] = await db
    .select({ at: testRequests.closedAt })
    .from(testRequests)
    .where(
      and(
        subject.studentId
          ? eq(testRequests.studentId, subject.studentId)
          : eq(testRequests.teacherId, subject.teacherId!),
        eq(testRequests.kindId, kindId),
        inArray(testRequests.state, ['failed', 'no-show']),
        portion
          ? sql`${testRequests.portionFrom} <= ${portion[1]} and ${testRequests.portionTo} >= ${portion[0]}`
          : undefined,
      ),
    )
    .orderBy(desc(testRequests.closedAt))
    .limit(1);
  return row?.at ? isoTimestamp(row.at)!.slice(0, 10) : null;
}

export type { EligibilityProblem, QuranRange };

/**
 * The portions of a student's passed (or certified) tests: what a test confirmed they know, for
 * a competition's "portion memorised" rule besides their readings.
 */
export async function passedPortions(db: Db, studentId: string): Promise<QuranRange[]> {
  const rows = await db
    .select({ portion: testRequests.portion })
    .from(testRequests)
    .where(
      and(
        eq(testRequests.studentId, studentId),
        inArray(testRequests.state, ['passed', 'certified']),
      ),
    );
  return rows.flatMap((r) => (r.portion ? [r.portion] : []));
}

/**
 * Each student's last decided test (passed or failed, with the day it closed): the Maher
 * candidates' readiness shows it.
 */
export async function lastDecidedTests(
  db: Db,
  studentIds: readonly string[],
): Promise<Map<string, { date: string; passed: boolean }>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([testRequests.studentId], {
      studentId: testRequests.studentId,
      closedAt: testRequests.closedAt,
      state: testRequests.state,
    })
    .from(testRequests)
    .where(
      and(
        inArray(testRequests.studentId, [...studentIds]),
        inArray(testRequests.state, ['passed', 'certified', 'failed']),
      ),
    )
    .orderBy(testRequests.studentId, desc(testRequests.closedAt), desc(testRequests.id));
  return new Map(
    rows.map((r) => [
      r.studentId!,
      { date: (r.closedAt ?? '').slice(0, 10), passed: r.state !== 'failed' },
    ]),
  );
}

/*
 * Anticipated tests (anticipated.service.ts) and a session's bulk certificates
 * (bulk-certificates.job.ts).
 */

/**
 * The active students of a scope (a centre or a ring narrows it), by name, 5000 at most, with
 * their centre's and ring's names.
 */
export async function activeStudentsIn(
  db: Db,
  scope: Scope,
  f: { centreId?: string | undefined; ringId?: string | undefined },
) {
  return db
    .select({ s: students, centreName: centres.name, ringName: rings.name })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .leftJoin(rings, eq(rings.id, students.ringId))
    .where(
      and(
        eq(students.status, 'active'),
        isNull(students.archivedAt),
        scopeCondition(scope, studentScopeColumns),
        f.centreId ? eq(students.centreId, f.centreId) : undefined,
        f.ringId ? eq(students.ringId, f.ringId) : undefined,
      ),
    )
    .orderBy(asc(students.fullName), asc(students.id))
    .limit(5000);
}

/** The first active portion test kind (by code), the one an anticipated test suggests. */
export async function portionKindId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: testKinds.id })
    .from(testKinds)
    .where(
      and(
        eq(testKinds.category, 'portion'),
        eq(testKinds.status, 'active'),
        isNull(testKinds.archivedAt),
      ),
    )
    .orderBy(asc(testKinds.code))
    .limit(1);
  return row?.id ?? null;
}

/** The portions of the students' requests that are open or passed (asked, up to certified). */
export async function requestedPortions(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: testRequests.studentId,
      from: testRequests.portionFrom,
      to: testRequests.portionTo,
    })
    .from(testRequests)
    .where(
      and(
        inArray(testRequests.studentId, [...studentIds]),
        inArray(testRequests.state, [
          'requested',
          'approved',
          'scheduled',
          'taken',
          'passed',
          'certified',
        ]),
      ),
    );
}

/**
 * A session's passed (or certified) requests in a scope: scheduled on `takenOn`, optionally in
 * one centre and of one kind, by their search text.
 */
export async function sessionRequestIds(
  db: Db,
  scope: Scope,
  input: { takenOn: string; centreId?: string | undefined; kindId?: string | undefined },
): Promise<string[]> {
  const rows = await db
    .select({ id: testRequests.id })
    .from(testRequests)
    .where(
      and(
        scopeCondition(scope, requestScopeColumns),
        inArray(testRequests.state, ['passed', 'certified']),
        gte(testRequests.scheduledAt, `${input.takenOn}T00:00:00Z`),
        lt(testRequests.scheduledAt, sql`(${input.takenOn}::date + 1)`),
        input.centreId ? eq(testRequests.centreId, input.centreId) : undefined,
        input.kindId ? eq(testRequests.kindId, input.kindId) : undefined,
      ),
    )
    .orderBy(asc(testRequests.search), asc(testRequests.id));
  return rows.map((r) => r.id);
}

/** The certificates of some requests. */
export async function certificateIdsOf(db: Db, requestIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: testCertificates.id })
    .from(testCertificates)
    .where(inArray(testCertificates.requestId, [...requestIds]));
  return rows.map((r) => r.id);
}

/* A request's workflow (tests.service.ts): its examiner, teacher, result and mistakes. */

export type TestRequestInsert = typeof testRequests.$inferInsert;
export type ExaminerRow = typeof examiners.$inferSelect;

/** The examiner record of a member of staff (the first, if several), or null. */
export async function examinerOfEmployee(db: Db, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: examiners.id })
    .from(examiners)
    .where(and(eq(examiners.employeeId, employeeId), isNull(examiners.archivedAt)))
    .orderBy(asc(examiners.createdAt), asc(examiners.id))
    .limit(1);
  return row?.id ?? null;
}

export async function requestById(db: Db, id: string): Promise<TestRequestRow | undefined> {
  const [row] = await db.select().from(testRequests).where(eq(testRequests.id, id));
  return row;
}

/** A member of staff (not archived) within a scope, or undefined. */
export async function teacherInScope(db: Db, employeeId: string, scope: Scope) {
  const [row] = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        isNull(employees.archivedAt),
        scopeCondition(scope, { country: employees.countryId, centre: employees.centreId }),
      ),
    );
  return row;
}

/** The grade of a request's result, if it has one. */
export async function resultGrade(tx: Db, requestId: string) {
  const [row] = await tx
    .select({ grade: testResults.grade })
    .from(testResults)
    .where(eq(testResults.requestId, requestId));
  return row;
}

/** A ring's teacher and assistant. */
export async function ringStaff(tx: Db, ringId: string) {
  const [row] = await tx
    .select({ teacherId: rings.teacherId, assistantId: rings.assistantId })
    .from(rings)
    .where(eq(rings.id, ringId));
  return row;
}

/** An examiner that is not archived, or undefined. */
export async function activeExaminer(tx: Db, id: string): Promise<ExaminerRow | undefined> {
  const [row] = await tx
    .select()
    .from(examiners)
    .where(and(eq(examiners.id, id), isNull(examiners.archivedAt)));
  return row;
}

/**
 * Whether an examiner has another scheduled test overlapping `start`..`end` (a test without a
 * duration counts 30 minutes).
 */
export async function examinerBusy(
  tx: Db,
  examinerId: string,
  requestId: string,
  start: Date,
  end: Date,
): Promise<boolean> {
  const [busy] = await tx
    .select({ id: testRequests.id })
    .from(testRequests)
    .where(
      and(
        eq(testRequests.examinerId, examinerId),
        eq(testRequests.state, 'scheduled'),
        ne(testRequests.id, requestId),
        sql`${testRequests.scheduledAt} < ${end.toISOString()}::timestamptz`,
        sql`${testRequests.scheduledAt} + make_interval(mins => coalesce(${testRequests.durationMinutes}, 30)) > ${start.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return !!busy;
}

/**
 * A request's result entered (again: the one returned is replaced) with its mistakes, inside
 * the caller's unit of work.
 */
export async function saveResult(
  tx: Db,
  r: Pick<TestRequestRow, 'id' | 'studentId'>,
  values: Omit<typeof testResults.$inferInsert, 'requestId'>,
  mistakes: ReadonlyArray<{
    surah: number;
    ayah: number;
    ayahIndex: number;
    type: string;
    note: string | null;
  }>,
): Promise<void> {
  const [result] = await tx
    .insert(testResults)
    .values({ requestId: r.id, ...values })
    .onConflictDoUpdate({ target: testResults.requestId, set: values })
    .returning({ id: testResults.id, status: testResults.status });
  await tx.delete(testMistakes).where(eq(testMistakes.resultId, result!.id));
  if (mistakes.length > 0)
    await tx.insert(testMistakes).values(
      mistakes.map((m) => ({
        resultId: result!.id,
        requestId: r.id,
        studentId: r.studentId,
        ...m,
      })),
    );
}

/** A request's result, locked for the caller's unit of work. */
export async function lockResult(tx: Db, requestId: string) {
  const [row] = await tx
    .select()
    .from(testResults)
    .where(eq(testResults.requestId, requestId))
    .for('update');
  return row;
}

export async function returnResultRow(tx: Db, requestId: string, reason: string): Promise<void> {
  await tx
    .update(testResults)
    .set({ status: 'returned', returnReason: reason })
    .where(eq(testResults.requestId, requestId));
}

export async function approveResultRow(tx: Db, requestId: string, by: string): Promise<void> {
  await tx
    .update(testResults)
    .set({ status: 'approved', approvedAt: new Date().toISOString(), approvedBy: by })
    .where(eq(testResults.requestId, requestId));
}
