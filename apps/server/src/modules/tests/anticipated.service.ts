import {
  addDays,
  ayahIndex,
  juzRange,
  memorisedAyahs,
  pagesOfRange,
  pageRange,
  pagesPerWeek,
  TOTAL_JUZ,
  type AnticipatedTest,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import type { Db } from '../../db/client.ts';
import { historyOf, toProgressReading } from '../rings/index.ts';
import { today } from './tests-eligibility.ts';
import { activeStudentsIn, portionKindId, requestedPortions } from './tests.repository.ts';

/**
 * Students expected to finish a juz within `weeks`, from their reading pace: for each active
 * student in scope, the juz they have started but not finished (the one most advanced), the
 * pages of it still to memorise and their pages per week over the last four weeks. Students
 * with an open or passed request on that juz are left out. Bounded by the caller's students
 * (a centre or ring filter narrows it); paged in memory after the forecast.
 */
export async function anticipatedTests(
  db: Db,
  scope: Scope,
  f: {
    page: number;
    pageSize: number;
    centreId?: string | undefined;
    ringId?: string | undefined;
    weeks: number;
  },
) {
  const day = today();
  const list = await activeStudentsIn(db, scope, f);
  const ids = list.map((x) => x.s.id);
  const history = await historyOf(db, ids, day);
  const byStudent = new Map<string, ReturnType<typeof toProgressReading>[]>();
  for (const h of history) {
    const arr = byStudent.get(h.studentId) ?? [];
    arr.push(toProgressReading(h));
    byStudent.set(h.studentId, arr);
  }
  const portionKind = await portionKindId(db);
  const taken = await requestedPortions(db, ids);
  const horizon = addDays(day, f.weeks * 7);
  const out: AnticipatedTest[] = [];
  for (const x of list) {
    const readings = byStudent.get(x.s.id) ?? [];
    const pace = pagesPerWeek(readings, day);
    if (pace <= 0) continue;
    const covered = memorisedAyahs(readings);
    let best: { juz: number; remaining: number; done: number } | null = null;
    for (let juz = 1; juz <= TOTAL_JUZ; juz++) {
      const pages = pagesOfRange(juzRange(juz));
      let done = 0;
      for (const p of pages) {
        const r = pageRange(p);
        let all = true;
        for (let i = ayahIndex(r.from); i <= ayahIndex(r.to); i++)
          if (!covered[i]) {
            all = false;
            break;
          }
        if (all) done++;
      }
      const remaining = pages.length - done;
      if (done > 0 && remaining > 0 && (!best || remaining < best.remaining))
        best = { juz, remaining, done };
    }
    if (!best) continue;
    const range = juzRange(best.juz);
    const a = ayahIndex(range.from);
    const b = ayahIndex(range.to);
    if (
      taken.some(
        (t) =>
          t.studentId === x.s.id && t.from !== null && t.to !== null && t.from <= b && t.to >= a,
      )
    )
      continue;
    const expectedOn = addDays(day, Math.ceil((best.remaining / pace) * 7));
    if (expectedOn > horizon) continue;
    out.push({
      studentId: x.s.id,
      studentName: x.s.fullName,
      centreId: x.s.centreId,
      centreName: x.centreName,
      ringId: x.s.ringId,
      ringName: x.ringName,
      juz: best.juz,
      portion: range,
      remainingPages: best.remaining,
      pagesPerWeek: pace,
      expectedOn,
      suggestedKindId: portionKind,
    });
  }
  out.sort(
    (p, q) => p.expectedOn.localeCompare(q.expectedOn) || p.studentId.localeCompare(q.studentId),
  );
  const start = (f.page - 1) * f.pageSize;
  return { items: out.slice(start, start + f.pageSize), total: out.length };
}
