import {
  countAyahs,
  type ExaminerLoad,
  type ExaminerSuggestion,
  type PastMistake,
  type TestResultDetail,
  type TestSheet,
} from '@qc/domain';
import { and, asc, between, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  employees,
  examinerAvailability,
  examiners,
  testMistakes,
  testRequests,
  testResults,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { findRequestSummary, kindRule } from './tests.repository.ts';
import { examinerConflict, visibilityOf } from './tests.service.ts';

const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export async function resultDetail(db: Db, requestId: string): Promise<TestResultDetail | null> {
  const [row] = await db
    .select({ r: testResults, examinerName: employees.fullName })
    .from(testResults)
    .leftJoin(examiners, eq(examiners.id, testResults.examinerId))
    .leftJoin(employees, eq(employees.id, examiners.employeeId))
    .where(eq(testResults.requestId, requestId));
  if (!row) return null;
  const [request] = await db
    .select({ kindId: testRequests.kindId })
    .from(testRequests)
    .where(eq(testRequests.id, requestId));
  const kind = request ? await kindRule(db, request.kindId) : undefined;
  const names = new Map(kind?.criteria.map((c) => [c.id, c.name]) ?? []);
  const mistakes = await db
    .select()
    .from(testMistakes)
    .where(eq(testMistakes.resultId, row.r.id))
    .orderBy(asc(testMistakes.ayahIndex));
  const r = row.r;
  return {
    status: r.status as TestResultDetail['status'],
    total: Number(r.total),
    maxTotal: Number(r.maxTotal),
    percent: Number(r.percent),
    grade: r.grade as TestResultDetail['grade'],
    passed: r.passed,
    criteria: r.criteria.map((c) => ({
      ...c,
      name: names.get(c.criterionId) ?? { ar: '', en: '', fr: '' },
    })),
    mistakes: mistakes.map((m) => ({
      surah: m.surah,
      ayah: m.ayah,
      type: m.type as TestResultDetail['mistakes'][number]['type'],
      note: m.note,
    })),
    mistakeCounts: r.mistakeCounts as TestResultDetail['mistakeCounts'],
    notes: r.notes,
    submittedAt: isoTimestamp(r.submittedAt)!,
    examinerName: row.examinerName,
    returnReason: r.returnReason,
    approvedAt: isoTimestamp(r.approvedAt),
  };
}

/** The examiner's sheet: the request, the kind's rules, the portion and past mistakes on it. */
export async function readSheet(ctx: AppContext, caller: Caller, id: string): Promise<TestSheet> {
  const visibility = await visibilityOf(ctx.db, caller);
  const request = await findRequestSummary(ctx.db, id, visibility);
  if (!request) throw notFound();
  const kind = await kindRule(ctx.db, request.kindId);
  if (!kind) throw notFound();
  let pastMistakes: PastMistake[] = [];
  const [row] = await ctx.db
    .select({ from: testRequests.portionFrom, to: testRequests.portionTo })
    .from(testRequests)
    .where(eq(testRequests.id, id));
  if (request.studentId && row?.from && row.to) {
    const rows = await ctx.db
      .select({
        surah: testMistakes.surah,
        ayah: testMistakes.ayah,
        type: testMistakes.type,
        at: testResults.submittedAt,
      })
      .from(testMistakes)
      .innerJoin(testResults, eq(testResults.id, testMistakes.resultId))
      .where(
        and(
          eq(testMistakes.studentId, request.studentId),
          ne(testMistakes.requestId, id),
          between(testMistakes.ayahIndex, row.from, row.to),
        ),
      )
      .orderBy(asc(testMistakes.ayahIndex), desc(testResults.submittedAt))
      .limit(500);
    pastMistakes = rows.map((m) => ({
      surah: m.surah,
      ayah: m.ayah,
      type: m.type as PastMistake['type'],
      at: isoTimestamp(m.at)!.slice(0, 10),
      source: 'test',
    }));
  }
  return {
    request,
    kind,
    portion: request.portion,
    ayahCount: request.portion ? countAyahs(request.portion) : 0,
    pastMistakes,
    result: await resultDetail(ctx.db, id),
  };
}

async function upcomingLoad(db: Db, examinerIds: string[]) {
  const out = new Map<string, number>();
  if (examinerIds.length === 0) return out;
  const rows = await db
    .select({ id: testRequests.examinerId, n: count() })
    .from(testRequests)
    .where(and(inArray(testRequests.examinerId, examinerIds), eq(testRequests.state, 'scheduled')))
    .groupBy(testRequests.examinerId);
  for (const r of rows) if (r.id) out.set(r.id, Number(r.n));
  return out;
}

/**
 * Examiners for a request: every active examiner qualified for its kind, with their load, whether
 * they are free at `at` (inside an availability window, if they declared any, and no other test
 * then) and any conflict of interest; free and unconflicted first, then by load.
 */
export async function examinerSuggestions(
  ctx: AppContext,
  caller: Caller,
  id: string,
  q: { at?: string | undefined; durationMinutes: number },
): Promise<ExaminerSuggestion[]> {
  const visibility = await visibilityOf(ctx.db, caller);
  const request = await findRequestSummary(ctx.db, id, visibility);
  if (!request) throw notFound();
  const kind = await kindRule(ctx.db, request.kindId);
  const rows = await ctx.db
    .select({ x: examiners, name: employees.fullName, centreName: centres.name })
    .from(examiners)
    .innerJoin(employees, eq(employees.id, examiners.employeeId))
    .leftJoin(centres, eq(centres.id, examiners.centreId))
    .where(
      and(
        isNull(examiners.archivedAt),
        eq(examiners.status, 'active'),
        sql`${request.kindId}::uuid = any(${examiners.kindIds})`,
      ),
    );
  const ids = rows.map((r) => r.x.id);
  const load = await upcomingLoad(ctx.db, ids);
  let windows: (typeof examinerAvailability.$inferSelect)[] = [];
  let busy = new Set<string>();
  if (q.at && ids.length > 0) {
    const start = new Date(q.at);
    const end = new Date(start.getTime() + q.durationMinutes * 60_000);
    windows = await ctx.db
      .select()
      .from(examinerAvailability)
      .where(
        and(inArray(examinerAvailability.examinerId, ids), isNull(examinerAvailability.archivedAt)),
      );
    const clashes = await ctx.db
      .select({ id: testRequests.examinerId })
      .from(testRequests)
      .where(
        and(
          inArray(testRequests.examinerId, ids),
          eq(testRequests.state, 'scheduled'),
          ne(testRequests.id, id),
          sql`${testRequests.scheduledAt} < ${end.toISOString()}::timestamptz`,
          sql`${testRequests.scheduledAt} + make_interval(mins => coalesce(${testRequests.durationMinutes}, 30)) > ${start.toISOString()}::timestamptz`,
        ),
      );
    busy = new Set(clashes.map((c) => c.id!));
  }
  const place = {
    ringId: request.ringId,
    centreId: request.centreId,
    teacherId: request.teacherId,
    kindId: request.kindId,
  };
  const out: ExaminerSuggestion[] = [];
  for (const r of rows) {
    let free: boolean | null = null;
    if (q.at) {
      const start = new Date(q.at);
      const hhmm = start.toISOString().slice(11, 16);
      const end = new Date(start.getTime() + q.durationMinutes * 60_000)
        .toISOString()
        .slice(11, 16);
      const day = WEEKDAY_NAMES[start.getUTCDay()]!;
      const own = windows.filter((w) => w.examinerId === r.x.id);
      const inWindow =
        own.length === 0 ||
        own.some(
          (w) => w.weekday === day && w.startsAt.slice(0, 5) <= hhmm && w.endsAt.slice(0, 5) >= end,
        );
      free = inWindow && !busy.has(r.x.id);
    }
    const why = await examinerConflict(ctx.db, place, r.x, kind?.needsExternalExaminer ?? false);
    out.push({
      examinerId: r.x.id,
      employeeId: r.x.employeeId,
      name: r.name,
      centreId: r.x.centreId,
      centreName: r.centreName,
      load: load.get(r.x.id) ?? 0,
      free,
      conflict: why === 'self' ? 'ownTeacher' : why,
    });
  }
  const rank = (s: ExaminerSuggestion) => (s.conflict ? 2 : s.free === false ? 1 : 0);
  return out.sort((a, b) => rank(a) - rank(b) || a.load - b.load || a.name.localeCompare(b.name));
}

/** Examiners with their load (tester-component figures). */
export async function examinerLoads(
  db: Db,
  scope: Scope,
  f: { kindId?: string | undefined; centreId?: string | undefined },
): Promise<ExaminerLoad[]> {
  const rows = await db
    .select({ x: examiners, name: employees.fullName, centreName: centres.name })
    .from(examiners)
    .innerJoin(employees, eq(employees.id, examiners.employeeId))
    .leftJoin(centres, eq(centres.id, examiners.centreId))
    .where(
      and(
        isNull(examiners.archivedAt),
        scopeCondition(scope, { country: examiners.countryId, centre: examiners.centreId }),
        f.kindId ? sql`${f.kindId}::uuid = any(${examiners.kindIds})` : undefined,
        f.centreId ? eq(examiners.centreId, f.centreId) : undefined,
      ),
    )
    .orderBy(asc(employees.fullName));
  const ids = rows.map((r) => r.x.id);
  const upcoming = await upcomingLoad(db, ids);
  const now = new Date();
  // The week runs Saturday..Friday.
  const weekStart = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 1) % 7),
    ),
  );
  const weekEnd = new Date(weekStart.getTime() + 7 * 86_400_000);
  const thisWeek = new Map<string, number>();
  const examined = new Map<string, number>();
  if (ids.length > 0) {
    for (const r of await db
      .select({ id: testRequests.examinerId, n: count() })
      .from(testRequests)
      .where(
        and(
          inArray(testRequests.examinerId, ids),
          gte(testRequests.scheduledAt, weekStart.toISOString()),
          lt(testRequests.scheduledAt, weekEnd.toISOString()),
        ),
      )
      .groupBy(testRequests.examinerId))
      if (r.id) thisWeek.set(r.id, Number(r.n));
    for (const r of await db
      .select({ id: testResults.examinerId, n: count() })
      .from(testResults)
      .where(
        and(
          inArray(testResults.examinerId, ids),
          gte(testResults.submittedAt, new Date(now.getTime() - 30 * 86_400_000).toISOString()),
        ),
      )
      .groupBy(testResults.examinerId))
      if (r.id) examined.set(r.id, Number(r.n));
  }
  return rows.map((r) => ({
    examinerId: r.x.id,
    employeeId: r.x.employeeId,
    name: r.name,
    centreName: r.centreName,
    kindIds: r.x.kindIds,
    upcoming: upcoming.get(r.x.id) ?? 0,
    thisWeek: thisWeek.get(r.x.id) ?? 0,
    examinedLast30Days: examined.get(r.x.id) ?? 0,
  }));
}
