import {
  countAyahs,
  type ExaminerLoad,
  type ExaminerSuggestion,
  type PastMistake,
  type TestResultDetail,
  type TestSheet,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import {
  activeExaminersOfKind,
  availabilityOf,
  examinedSince,
  examinersBusyBetween,
  examinersInScope,
  mistakesOfResult,
  pastMistakesOn,
  requestKindAndPortion,
  resultWithExaminer,
  scheduledBetween,
  upcomingLoad,
  type ExaminerWindow,
} from './sheet.repository.ts';
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
  const row = await resultWithExaminer(db, requestId);
  if (!row) return null;
  const request = await requestKindAndPortion(db, requestId);
  const kind = request ? await kindRule(db, request.kindId) : undefined;
  const names = new Map(kind?.criteria.map((c) => [c.id, c.name]) ?? []);
  const mistakes = await mistakesOfResult(db, row.r.id);
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
  const row = await requestKindAndPortion(ctx.db, id);
  if (request.studentId && row?.from && row.to) {
    const rows = await pastMistakesOn(ctx.db, request.studentId, id, row.from, row.to);
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
  const rows = await activeExaminersOfKind(ctx.db, request.kindId);
  const ids = rows.map((r) => r.x.id);
  const load = await upcomingLoad(ctx.db, ids);
  let windows: ExaminerWindow[] = [];
  let busy = new Set<string>();
  if (q.at && ids.length > 0) {
    const start = new Date(q.at);
    const end = new Date(start.getTime() + q.durationMinutes * 60_000);
    windows = await availabilityOf(ctx.db, ids);
    busy = new Set(await examinersBusyBetween(ctx.db, ids, id, start, end));
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
  const rows = await examinersInScope(db, scope, f);
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
  const none = new Map<string, number>();
  const thisWeek = ids.length > 0 ? await scheduledBetween(db, ids, weekStart, weekEnd) : none;
  const examined =
    ids.length > 0 ? await examinedSince(db, ids, new Date(now.getTime() - 30 * 86_400_000)) : none;
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
