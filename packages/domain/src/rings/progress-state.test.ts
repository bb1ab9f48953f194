import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOTAL_AYAHS, TOTAL_PAGES } from '../quran/quran-data.ts';
import { ayahIndex, pageEnd, pageStart, positionFromIndex } from '../quran/quran-position.ts';
import { pagesOfRange } from '../quran/quran-range.ts';
import {
  addDays,
  daysBetween,
  emptyProgress,
  foldReadings,
  foldsOnto,
  loadProgress,
  pageMap,
  pageMapOf,
  storeProgress,
  type PageInfo,
  type ProgressReading,
} from './progress.ts';
import { READING_GRADES } from './reading.ts';
import { pageScore, revisionPlan, revisionPlanOf, type RevisionPortion } from './revision-plan.ts';

/**
 * The memorised map computed from a whole history at once, written out independently of
 * `foldReadings` (the shape `pageMap` had before the state existed): the oracle that the kept
 * summary must equal.
 */
function recomputed(readings: readonly ProgressReading[], today: string): PageInfo[] {
  const counts = (r: ProgressReading) => r.kind === 'hifz' && r.grade !== 'repeat';
  const covered = new Uint8Array(TOTAL_AYAHS + 1);
  for (const r of readings) {
    if (!counts(r)) continue;
    const a = ayahIndex(r.range.from);
    const b = ayahIndex(r.range.to);
    covered.fill(1, Math.min(a, b), Math.max(a, b) + 1);
  }
  const info: PageInfo[] = [];
  for (let p = 1; p <= TOTAL_PAGES; p++)
    info.push({
      page: p,
      state: 'none',
      memorisedOn: null,
      lastReadOn: null,
      lastMistakes: 0,
      revisions: 0,
    });
  const sorted = [...readings].sort((a, b) => a.readOn.localeCompare(b.readOn));
  for (const r of sorted) {
    if (r.kind === 'recitation') continue;
    for (const p of pagesOfRange(r.range)) {
      const cell = info[p - 1]!;
      if (counts(r) && (!cell.memorisedOn || r.readOn > cell.memorisedOn))
        cell.memorisedOn = r.readOn;
      if (r.kind === 'revision' && r.grade !== 'repeat' && cell.memorisedOn) cell.revisions++;
      cell.lastReadOn = r.readOn;
      cell.lastMistakes = r.mistakesMemorisation;
    }
  }
  for (const cell of info) {
    let all = true;
    for (let i = ayahIndex(pageStart(cell.page)); i <= ayahIndex(pageEnd(cell.page)); i++)
      if (!covered[i]) all = false;
    if (!all) continue;
    const sinceMemorised = cell.memorisedOn ? daysBetween(cell.memorisedOn, today) : Infinity;
    const sinceRead = cell.lastReadOn ? daysBetween(cell.lastReadOn, today) : Infinity;
    cell.state = sinceMemorised <= 14 ? 'new' : sinceRead <= 30 ? 'recent' : 'stale';
  }
  return info;
}

const START = '2026-01-01';
/** A reading of a few ayahs to a few pages, on one of 120 days, mostly in the first juz. */
const reading: fc.Arbitrary<ProgressReading> = fc
  .record({
    kind: fc.constantFrom('hifz', 'hifz', 'revision', 'revision', 'recitation'),
    // Most readings in the first two juz, so pages are memorised and revised again.
    from: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 300 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: TOTAL_AYAHS }) },
    ),
    length: fc.integer({ min: 0, max: 40 }),
    day: fc.integer({ min: 0, max: 119 }),
    mistakes: fc.integer({ min: 0, max: 5 }),
    grade: fc.option(fc.constantFrom(...READING_GRADES), { nil: null }),
  })
  .map((r) => ({
    kind: r.kind as ProgressReading['kind'],
    range: {
      from: positionFromIndex(r.from),
      to: positionFromIndex(Math.min(TOTAL_AYAHS, r.from + r.length)),
    },
    readOn: addDays(START, r.day),
    mistakesMemorisation: r.mistakes,
    grade: r.grade,
  }));

/** A history in the order it is stored (by day), cut into pieces folded one after the other. */
const history = fc
  .record({
    readings: fc.array(reading, { maxLength: 60 }),
    cuts: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 5 }),
    today: fc.integer({ min: 0, max: 200 }),
  })
  .map(({ readings, cuts, today }) => {
    const sorted = [...readings].sort((a, b) => a.readOn.localeCompare(b.readOn));
    const at = [...new Set(cuts.map((c) => Math.min(c, sorted.length)))].sort((a, b) => a - b);
    const pieces: ProgressReading[][] = [];
    let from = 0;
    for (const c of [...at, sorted.length]) {
      pieces.push(sorted.slice(from, c));
      from = c;
    }
    return { sorted, pieces, today: addDays(START, today) };
  });

/**
 * The revision plan as it was read off the whole memorised map (every page's colour, then the
 * memorised ones scored), written out with runs of neighbouring pages: the oracle of
 * `revisionPlanOf`, which scores only the memorised pages of the kept state.
 */
function plannedFromMap(map: readonly PageInfo[], today: string, budget = 2): RevisionPortion[] {
  const chosen = map
    .filter((p) => p.state !== 'none')
    .map((p) => ({ page: p.page, score: pageScore(p, today) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.page - b.page)
    .slice(0, budget)
    .sort((a, b) => a.page - b.page);
  const runs: Array<typeof chosen> = [];
  for (const p of chosen) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.page === p.page - 1) run.push(p);
    else runs.push([p]);
  }
  return runs
    .map((run) => {
      const top = Math.max(...run.map((p) => p.score));
      return {
        range: { from: pageStart(run[0]!.page), to: pageEnd(run.at(-1)!.page) },
        pages: run.map((p) => p.page),
        score: Math.round(top * 100) / 100,
        due: top >= 1,
      };
    })
    .sort((a, b) => b.score - a.score);
}

describe('the kept memorisation state', () => {
  it('folded piece by piece, stored and loaded between pieces, equals the whole history recomputed', () => {
    let planned = 0;
    fc.assert(
      fc.property(history, ({ sorted, pieces, today }) => {
        let state = emptyProgress();
        for (const piece of pieces) {
          expect(foldsOnto(state, piece)).toBe(true);
          state = loadProgress(
            JSON.parse(JSON.stringify(storeProgress(foldReadings(state, piece)))),
          );
        }
        const oracle = recomputed(sorted, today);
        expect(pageMapOf(state, today)).toEqual(oracle);
        expect(pageMap(sorted, today)).toEqual(oracle);
        expect(revisionPlanOf(state, today)).toEqual(revisionPlan(sorted, today));
        for (const budget of [1, 2, 5]) {
          const plan = revisionPlanOf(state, today, { pages: budget });
          expect(plan).toEqual(plannedFromMap(oracle, today, budget));
          if (plan.length > 0) planned++;
        }
      }),
      { numRuns: 200 },
    );
    // The histories make plans, not only empty ones.
    expect(planned).toBeGreaterThan(50);
  });

  it('refuses a reading dated before what it holds', () => {
    const later = {
      kind: 'hifz' as const,
      range: { from: { surah: 1, ayah: 1 }, to: { surah: 1, ayah: 7 } },
      readOn: '2026-03-02',
      mistakesMemorisation: 0,
      grade: null,
    };
    const state = foldReadings(emptyProgress(), [later]);
    const earlier = { ...later, readOn: '2026-03-01' };
    expect(foldsOnto(state, [earlier])).toBe(false);
    expect(() => foldReadings(state, [earlier])).toThrow();
    expect(foldsOnto(state, [{ ...later, kind: 'revision' }])).toBe(true);
  });
});
