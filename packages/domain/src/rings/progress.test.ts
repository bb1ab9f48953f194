import { describe, expect, it } from 'vitest';
import { surahRange } from '../quran/quran-range.ts';
import {
  attendanceRate,
  completedJuz,
  forecastCompletion,
  memorisedPages,
  memorisedSurahs,
  pageMap,
  pagesPerWeek,
  type ProgressReading,
} from './progress.ts';
import { revisionPlan } from './revision-plan.ts';

const hifz = (
  surah: number,
  readOn: string,
  extra: Partial<ProgressReading & { pageCount: number }> = {},
) => ({
  kind: 'hifz' as const,
  range: surahRange(surah),
  readOn,
  mistakesMemorisation: 0,
  grade: 'good' as const,
  pageCount: 1,
  ...extra,
});

describe('progress', () => {
  it('counts memorised pages, surahs and juz from hifz readings', () => {
    const readings = [hifz(1, '2026-01-01')];
    expect(memorisedPages(readings)).toEqual([1]);
    expect(memorisedSurahs(readings)).toEqual([1]);
    const juz30 = [];
    for (let s = 78; s <= 114; s++) juz30.push(hifz(s, '2026-01-02'));
    expect(completedJuz(juz30)).toEqual([30]);
    expect(memorisedPages(juz30)).toHaveLength(23);
    // A repeated reading does not count.
    expect(memorisedPages([hifz(1, '2026-01-01', { grade: 'repeat' })])).toEqual([]);
  });
  it('computes pace, attendance and a forecast', () => {
    const readings = [
      hifz(114, '2026-03-01', { pageCount: 2 }),
      hifz(113, '2026-03-20', { pageCount: 2 }),
    ];
    expect(pagesPerWeek(readings, '2026-03-21', 4)).toBe(1);
    expect(pagesPerWeek(readings, '2026-03-21', 1)).toBe(2);
    expect(attendanceRate(['present', 'late', 'absent', 'excused'])).toBeCloseTo(0.667, 3);
    expect(attendanceRate([])).toBeNull();
    expect(forecastCompletion(600, 2, '2026-01-01')).toBe('2026-01-15');
    expect(forecastCompletion(10, 0, '2026-01-01')).toBeNull();
  });
  it('colours the page map new, recent and stale', () => {
    const readings: ProgressReading[] = [
      hifz(1, '2026-01-01'),
      hifz(114, '2026-03-25'),
      hifz(113, '2026-03-25'),
      hifz(112, '2026-03-25'),
      hifz(111, '2026-01-01'),
      hifz(110, '2026-01-01'),
      hifz(109, '2026-01-01'),
      {
        kind: 'revision',
        range: surahRange(110),
        readOn: '2026-03-10',
        mistakesMemorisation: 0,
        grade: 'good',
      },
    ];
    const map = pageMap(readings, '2026-03-30');
    expect(map).toHaveLength(604);
    expect(map[0]!.state).toBe('stale');
    expect(map[602]!.state).toBe('recent');
    expect(map[603]!.state).toBe('new');
    expect(map[2]!.state).toBe('none');
  });
});

describe('revision plan', () => {
  it('picks the most overdue pages first, mistakes making a page due sooner', () => {
    const readings: ProgressReading[] = [
      hifz(1, '2026-01-01'),
      hifz(112, '2026-03-01'),
      hifz(113, '2026-03-01'),
      { ...hifz(114, '2026-03-01'), mistakesMemorisation: 4 },
      hifz(109, '2026-03-01'),
      hifz(110, '2026-03-01'),
      hifz(111, '2026-03-01'),
    ];
    const plan = revisionPlan(readings, '2026-03-05', { pages: 2 });
    const pages = plan.flatMap((p) => p.pages);
    expect(pages).toContain(1);
    // Page 604 (a mistake-laden reading) beats page 603, read cleanly the same day.
    expect(pages).toContain(604);
    expect(pages).not.toContain(603);
    expect(plan.every((p) => p.due)).toBe(true);
    expect(revisionPlan([], '2026-03-10')).toEqual([]);
  });
});

describe('surah map', () => {
  it('colours whole surahs and marks partly memorised ones', async () => {
    const { surahMap } = await import('./progress.ts');
    const map = surahMap(
      [
        hifz(114, '2026-01-01'),
        {
          ...hifz(2, '2026-03-01'),
          range: { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } },
        },
      ],
      '2026-03-05',
    );
    expect(map).toHaveLength(114);
    expect(map[113]).toBe('stale');
    expect(map[1]).toBe('partial');
    expect(map[0]).toBe('none');
  });
});
