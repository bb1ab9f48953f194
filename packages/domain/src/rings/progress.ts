import { TOTAL_AYAHS, TOTAL_JUZ, TOTAL_PAGES, TOTAL_SURAHS } from '../quran/quran-data.ts';
import {
  ayahIndex,
  juzEnd,
  juzStart,
  pageEnd,
  pageStart,
  surahEnd,
  surahStart,
  type QuranRange,
} from '../quran/quran-position.ts';
import { pagesOfRange } from '../quran/quran-range.ts';
import type { AttendanceStatus, ReadingGrade, ReadingKind } from './reading.ts';

/** One reading as progress sees it. Dates are ISO yyyy-mm-dd. */
export interface ProgressReading {
  kind: ReadingKind;
  range: QuranRange;
  readOn: string;
  mistakesMemorisation: number;
  grade: ReadingGrade | null;
}

const DAY_MS = 86_400_000;

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS,
  );
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A hifz reading counts as memorised unless the teacher asked for it to be repeated. */
function counts(r: ProgressReading): boolean {
  return r.kind === 'hifz' && r.grade !== 'repeat';
}

/** Which ayahs (by absolute index 1..6236) are memorised, from the hifz readings. */
export function memorisedAyahs(readings: readonly ProgressReading[]): Uint8Array {
  const covered = new Uint8Array(TOTAL_AYAHS + 1);
  for (const r of readings) {
    if (!counts(r)) continue;
    const a = ayahIndex(r.range.from);
    const b = ayahIndex(r.range.to);
    covered.fill(1, Math.min(a, b), Math.max(a, b) + 1);
  }
  return covered;
}

function allCovered(covered: Uint8Array, a: number, b: number): boolean {
  for (let i = a; i <= b; i++) if (!covered[i]) return false;
  return true;
}

/**
 * The first and last ayah index of each part (page, surah, juz) 1..total, worked out once per
 * kind of part: the ring day asks for every student's complete pages on every load.
 */
const partBounds = new Map<(n: number) => unknown, Int32Array>();

function boundsOf(
  total: number,
  start: (n: number) => Parameters<typeof ayahIndex>[0],
  end: (n: number) => Parameters<typeof ayahIndex>[0],
): Int32Array {
  let bounds = partBounds.get(start);
  if (!bounds) {
    bounds = new Int32Array(2 * (total + 1));
    for (let n = 1; n <= total; n++) {
      bounds[2 * n] = ayahIndex(start(n));
      bounds[2 * n + 1] = ayahIndex(end(n));
    }
    partBounds.set(start, bounds);
  }
  return bounds;
}

function completeParts(
  covered: Uint8Array,
  total: number,
  start: (n: number) => Parameters<typeof ayahIndex>[0],
  end: (n: number) => Parameters<typeof ayahIndex>[0],
): number[] {
  const bounds = boundsOf(total, start, end);
  const out: number[] = [];
  for (let n = 1; n <= total; n++) {
    if (allCovered(covered, bounds[2 * n]!, bounds[2 * n + 1]!)) out.push(n);
  }
  return out;
}

/** Pages (1..604) all of whose ayahs are memorised. */
export function memorisedPages(readings: readonly ProgressReading[]): number[] {
  return completeParts(memorisedAyahs(readings), TOTAL_PAGES, pageStart, pageEnd);
}

export function memorisedSurahs(readings: readonly ProgressReading[]): number[] {
  return completeParts(memorisedAyahs(readings), TOTAL_SURAHS, surahStart, surahEnd);
}

export function completedJuz(readings: readonly ProgressReading[]): number[] {
  return completeParts(memorisedAyahs(readings), TOTAL_JUZ, juzStart, juzEnd);
}

/** Share of the Quran memorised, by ayahs, 0..1. */
export function memorisedShare(readings: readonly ProgressReading[]): number {
  const covered = memorisedAyahs(readings);
  let n = 0;
  for (let i = 1; i <= TOTAL_AYAHS; i++) n += covered[i]!;
  return n / TOTAL_AYAHS;
}

/**
 * Average new pages memorised per week over the last `weeks` weeks up to `today`: the sum of
 * the page measure of the counted hifz readings in that window, divided by the weeks.
 */
export function pagesPerWeek(
  readings: ReadonlyArray<ProgressReading & { pageCount: number }>,
  today: string,
  weeks = 4,
): number {
  const from = addDays(today, -7 * weeks + 1);
  let pages = 0;
  for (const r of readings) {
    if (counts(r) && r.readOn >= from && r.readOn <= today) pages += r.pageCount;
  }
  return Math.round((pages / weeks) * 100) / 100;
}

/** Present or late over all days recorded, excused days left out; null when none. */
export function attendanceRate(statuses: readonly AttendanceStatus[]): number | null {
  let present = 0;
  let total = 0;
  for (const s of statuses) {
    if (s === 'excused') continue;
    total++;
    if (s === 'present' || s === 'late') present++;
  }
  return total === 0 ? null : Math.round((present / total) * 1000) / 1000;
}

/** When the whole Quran would be memorised at the current pace; null without pace. */
export function forecastCompletion(
  memorisedPageCount: number,
  pace: number,
  today: string,
): string | null {
  const remaining = TOTAL_PAGES - memorisedPageCount;
  if (remaining <= 0) return today;
  if (pace <= 0) return null;
  return addDays(today, Math.ceil((remaining / pace) * 7));
}

export type PageState = 'none' | 'new' | 'recent' | 'stale';

export interface PageMapOptions {
  /** A page memorised within this many days is "new". */
  newDays?: number;
  /** A memorised page read (memorised or revised) within this many days is "recent". */
  recentDays?: number;
}

export interface PageInfo {
  page: number;
  state: PageState;
  memorisedOn: string | null;
  lastReadOn: string | null;
  /** Memorisation mistakes of the latest reading touching the page. */
  lastMistakes: number;
  /** Revisions (not repeated) touching the page since it was memorised. */
  revisions: number;
}

/** What a page keeps of the readings that touched it (see `ProgressState`). */
export interface PageCell {
  memorisedOn: string | null;
  lastReadOn: string | null;
  lastMistakes: number;
  revisions: number;
}

/**
 * A student's memorisation as folded from their readings in date order: the memorised ayahs and,
 * per page read at least once, its cell. Everything the memorised map and the revision plan of
 * any day from `asOf` on need, without the readings themselves, so that it can be kept per
 * student and moved forward by each new reading (`foldReadings`) instead of being recomputed
 * from a student's whole history on every ring day.
 */
export interface ProgressState {
  /** The latest reading day folded in; null before any. */
  asOf: string | null;
  /** Memorised ayahs by absolute index (1..6236): 1 when covered by a counted hifz reading. */
  covered: Uint8Array;
  /** Pages (1..604) read at least once. */
  cells: Map<number, PageCell>;
}

export function emptyProgress(): ProgressState {
  return { asOf: null, covered: new Uint8Array(TOTAL_AYAHS + 1), cells: new Map() };
}

/** Whether `readings` may be folded onto `state`: none is dated before what it already holds. */
export function foldsOnto(state: ProgressState, readings: readonly ProgressReading[]): boolean {
  const asOf = state.asOf;
  return asOf === null || readings.every((r) => r.readOn >= asOf);
}

/**
 * Moves `state` forward by `readings` (in place, and returns it): sorted by day (a stable sort,
 * so readings of one day keep their order), each hifz reading that counts covers its ayahs,
 * and every hifz or revision reading updates the cells of its pages. Folding a history in
 * pieces, in order, gives the same state as folding it at once (the property test); a reading
 * dated before `asOf` cannot be folded (`foldsOnto`).
 */
export function foldReadings(
  state: ProgressState,
  readings: readonly ProgressReading[],
): ProgressState {
  const sorted = [...readings].sort((a, b) =>
    a.readOn < b.readOn ? -1 : a.readOn > b.readOn ? 1 : 0,
  );
  for (const r of sorted) {
    if (state.asOf !== null && r.readOn < state.asOf)
      throw new Error('foldReadings: a reading dated before the state');
    state.asOf = r.readOn;
    if (r.kind === 'recitation') continue;
    if (counts(r)) {
      const a = ayahIndex(r.range.from);
      const b = ayahIndex(r.range.to);
      state.covered.fill(1, Math.min(a, b), Math.max(a, b) + 1);
    }
    for (const p of pagesOfRange(r.range)) {
      let cell = state.cells.get(p);
      if (!cell) {
        cell = { memorisedOn: null, lastReadOn: null, lastMistakes: 0, revisions: 0 };
        state.cells.set(p, cell);
      }
      if (counts(r) && (!cell.memorisedOn || r.readOn > cell.memorisedOn))
        cell.memorisedOn = r.readOn;
      if (r.kind === 'revision' && r.grade !== 'repeat' && cell.memorisedOn) cell.revisions++;
      cell.lastReadOn = r.readOn;
      cell.lastMistakes = r.mistakesMemorisation;
    }
  }
  return state;
}

/** A state as JSON can hold it (the memorised ayahs as index ranges), and back. */
export interface StoredProgress {
  asOf: string | null;
  /** [first, last] ayah indexes of each memorised run. */
  covered: Array<[number, number]>;
  /** [page, memorisedOn, lastReadOn, lastMistakes, revisions] of each page read. */
  cells: Array<[number, string | null, string | null, number, number]>;
}

export function storeProgress(state: ProgressState): StoredProgress {
  const covered: Array<[number, number]> = [];
  for (let i = 1; i <= TOTAL_AYAHS; i++) {
    if (!state.covered[i]) continue;
    let j = i;
    while (j < TOTAL_AYAHS && state.covered[j + 1]) j++;
    covered.push([i, j]);
    i = j;
  }
  const cells: StoredProgress['cells'] = [...state.cells]
    .sort(([a], [b]) => a - b)
    .map(([page, c]) => [page, c.memorisedOn, c.lastReadOn, c.lastMistakes, c.revisions]);
  return { asOf: state.asOf, covered, cells };
}

export function loadProgress(stored: StoredProgress): ProgressState {
  const state = emptyProgress();
  state.asOf = stored.asOf;
  for (const [a, b] of stored.covered) state.covered.fill(1, a, b + 1);
  for (const [page, memorisedOn, lastReadOn, lastMistakes, revisions] of stored.cells)
    state.cells.set(page, { memorisedOn, lastReadOn, lastMistakes, revisions });
  return state;
}

/**
 * Per page of the mushaf: memorised or not, when, when last read, and its colour on the
 * memorised map: new, recently revised, or not revised for long.
 */
export function pageMap(
  readings: readonly ProgressReading[],
  today: string,
  options: PageMapOptions = {},
): PageInfo[] {
  return pageMapOf(foldReadings(emptyProgress(), readings), today, options);
}

/** Pages (1..604) of a folded state all of whose ayahs are memorised, in order. */
export function memorisedPagesOf(state: ProgressState): number[] {
  return completeParts(state.covered, TOTAL_PAGES, pageStart, pageEnd);
}

/** The memorised map of a folded state, as seen on `today` (see `pageMap`). */
export function pageMapOf(
  state: ProgressState,
  today: string,
  options: PageMapOptions = {},
): PageInfo[] {
  const newDays = options.newDays ?? 14;
  const recentDays = options.recentDays ?? 30;
  const memorised = new Set(memorisedPagesOf(state));
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const since = (iso: string) => Math.round((todayMs - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS);
  const info: PageInfo[] = [];
  for (let p = 1; p <= TOTAL_PAGES; p++) {
    const cell = state.cells.get(p);
    const page: PageInfo = {
      page: p,
      state: 'none',
      memorisedOn: cell?.memorisedOn ?? null,
      lastReadOn: cell?.lastReadOn ?? null,
      lastMistakes: cell?.lastMistakes ?? 0,
      revisions: cell?.revisions ?? 0,
    };
    if (memorised.has(p)) {
      const sinceMemorised = page.memorisedOn ? since(page.memorisedOn) : Infinity;
      const sinceRead = page.lastReadOn ? since(page.lastReadOn) : Infinity;
      page.state = sinceMemorised <= newDays ? 'new' : sinceRead <= recentDays ? 'recent' : 'stale';
    }
    info.push(page);
  }
  return info;
}

export interface StudentProgress {
  memorisedPages: number;
  memorisedShare: number;
  completedJuz: number[];
  memorisedSurahs: number[];
  pagesPerWeek: number;
  attendanceRate: number | null;
  forecastCompletion: string | null;
}

export function studentProgress(
  readings: ReadonlyArray<ProgressReading & { pageCount: number }>,
  attendance: readonly AttendanceStatus[],
  today: string,
): StudentProgress {
  const pages = memorisedPages(readings).length;
  const pace = pagesPerWeek(readings, today);
  return {
    memorisedPages: pages,
    memorisedShare: Math.round(memorisedShare(readings) * 1000) / 1000,
    completedJuz: completedJuz(readings),
    memorisedSurahs: memorisedSurahs(readings),
    pagesPerWeek: pace,
    attendanceRate: attendanceRate(attendance),
    forecastCompletion: forecastCompletion(pages, pace, today),
  };
}

export type SurahState = PageState | 'partial';

/**
 * Per surah (1..114): none, partly memorised, or for a memorised surah its colour by when it
 * was memorised and last read (the same thresholds as the page map).
 */
export function surahMap(
  readings: readonly ProgressReading[],
  today: string,
  options: PageMapOptions = {},
): SurahState[] {
  const newDays = options.newDays ?? 14;
  const recentDays = options.recentDays ?? 30;
  const covered = memorisedAyahs(readings);
  const memorisedOn: Array<string | null> = new Array(TOTAL_SURAHS + 1).fill(null);
  const lastReadOn: Array<string | null> = new Array(TOTAL_SURAHS + 1).fill(null);
  for (const r of readings) {
    if (r.kind === 'recitation' || r.grade === 'repeat') continue;
    for (let s = r.range.from.surah; s <= r.range.to.surah; s++) {
      if (r.kind === 'hifz' && (!memorisedOn[s] || r.readOn > memorisedOn[s]!))
        memorisedOn[s] = r.readOn;
      if (!lastReadOn[s] || r.readOn > lastReadOn[s]!) lastReadOn[s] = r.readOn;
    }
  }
  const out: SurahState[] = [];
  for (let s = 1; s <= TOTAL_SURAHS; s++) {
    const a = ayahIndex(surahStart(s));
    const b = ayahIndex(surahEnd(s));
    let n = 0;
    for (let i = a; i <= b; i++) n += covered[i]!;
    if (n === 0) out.push('none');
    else if (n < b - a + 1) out.push('partial');
    else if (memorisedOn[s] && daysBetween(memorisedOn[s]!, today) <= newDays) out.push('new');
    else if (lastReadOn[s] && daysBetween(lastReadOn[s]!, today) <= recentDays) out.push('recent');
    else out.push('stale');
  }
  return out;
}
