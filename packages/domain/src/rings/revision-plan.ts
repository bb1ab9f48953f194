import { pageEnd, pageStart, type QuranRange } from '../quran/quran-position.ts';
import {
  daysBetween,
  emptyProgress,
  foldReadings,
  memorisedPagesOf,
  type PageInfo,
  type ProgressReading,
  type ProgressState,
} from './progress.ts';

/**
 * Spaced repetition over memorised pages. Each page has an interval: it starts at
 * BASE_INTERVAL days and doubles with each good revision (up to MAX_INTERVAL), and it
 * shrinks with the mistakes of the latest reading of the page. A page is due when the days
 * since it was last read reach its interval; the plan takes the most overdue pages first
 * (score = days since last read / interval), up to the daily budget, and joins neighbouring
 * pages into portions so the teacher hears them in one go.
 */
export const BASE_INTERVAL = 3;
export const MAX_INTERVAL = 60;

export function pageInterval(revisions: number, lastMistakes: number): number {
  const grown = Math.min(MAX_INTERVAL, BASE_INTERVAL * 2 ** Math.min(revisions, 5));
  return Math.max(1, grown / (1 + 0.5 * Math.max(0, lastMistakes)));
}

export interface RevisionPortion {
  range: QuranRange;
  pages: number[];
  /** The largest overdue score of its pages (≥ 1 means due). */
  score: number;
  due: boolean;
}

export interface RevisionPlanOptions {
  /** Pages to revise in one day. */
  pages?: number;
}

export function pageScore(info: PageInfo, today: string): number {
  if (!info.lastReadOn) return 0;
  return daysBetween(info.lastReadOn, today) / pageInterval(info.revisions, info.lastMistakes);
}

export function revisionPlan(
  readings: readonly ProgressReading[],
  today: string,
  options: RevisionPlanOptions = {},
): RevisionPortion[] {
  return revisionPlanOf(foldReadings(emptyProgress(), readings), today, options);
}

/** The revision plan of a folded state (see `revisionPlan`): the same plan, from the summary. */
export function revisionPlanOf(
  state: ProgressState,
  today: string,
  options: RevisionPlanOptions = {},
): RevisionPortion[] {
  const budget = options.pages ?? 2;
  // Only the memorised pages and their kept cells: the same scores as `pageScore` over the
  // memorised map (`pageMapOf`), without making the map's 604 entries for each student of
  // every ring day load (it was the largest part of the load's own CPU, bench/README.md).
  const scored = memorisedPagesOf(state)
    .map((page) => {
      const cell = state.cells.get(page);
      return {
        page,
        score: cell?.lastReadOn
          ? daysBetween(cell.lastReadOn, today) / pageInterval(cell.revisions, cell.lastMistakes)
          : 0,
      };
    })
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.page - b.page)
    .slice(0, budget)
    .sort((a, b) => a.page - b.page);
  const portions: RevisionPortion[] = [];
  for (const p of scored) {
    const last = portions.at(-1);
    if (last && last.pages.at(-1) === p.page - 1) {
      last.pages.push(p.page);
      last.range = { from: last.range.from, to: pageEnd(p.page) };
      last.score = Math.max(last.score, p.score);
      last.due = last.score >= 1;
    } else {
      portions.push({
        range: { from: pageStart(p.page), to: pageEnd(p.page) },
        pages: [p.page],
        score: p.score,
        due: p.score >= 1,
      });
    }
  }
  for (const p of portions) p.score = Math.round(p.score * 100) / 100;
  return portions.sort((a, b) => b.score - a.score);
}
