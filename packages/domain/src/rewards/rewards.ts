import { ayahIndex, juzEnd, juzStart } from '../quran/quran-position.ts';
import { TOTAL_AYAHS, TOTAL_JUZ } from '../quran/quran-data.ts';

/** What earns a reward by rule; `manual` rules are only chosen by hand. */
export const REWARD_TRIGGERS = [
  'juz_memorised',
  'test_passed',
  'attendance_streak',
  'manual',
] as const;
export type RewardTrigger = (typeof REWARD_TRIGGERS)[number];

/** The triggers "propose from rules" finds facts for. */
export const AUTOMATIC_TRIGGERS = ['juz_memorised', 'test_passed', 'attendance_streak'] as const;
export type AutomaticTrigger = (typeof AUTOMATIC_TRIGGERS)[number];

export const BENEFICIARY_KINDS = ['student', 'teacher'] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

export const REWARD_VALUE_KINDS = ['points', 'money'] as const;
export type RewardValueKind = (typeof REWARD_VALUE_KINDS)[number];

/** A memorised portion as absolute ayah indices (1..6236), both ends included. */
export interface AyahSpan {
  from: number;
  to: number;
}

export function spanOf(r: {
  fromSurah: number;
  fromAyah: number;
  toSurah: number;
  toAyah: number;
}): AyahSpan {
  const a = ayahIndex({ surah: r.fromSurah, ayah: r.fromAyah });
  const b = ayahIndex({ surah: r.toSurah, ayah: r.toAyah });
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** The juz (1..30) every ayah of which lies in the spans. */
export function juzCovered(spans: readonly AyahSpan[]): Set<number> {
  const covered = new Uint8Array(TOTAL_AYAHS + 1);
  for (const s of spans)
    for (let i = Math.max(1, s.from); i <= Math.min(TOTAL_AYAHS, s.to); i++) covered[i] = 1;
  const done = new Set<number>();
  for (let juz = 1; juz <= TOTAL_JUZ; juz++) {
    const from = ayahIndex(juzStart(juz));
    const to = ayahIndex(juzEnd(juz));
    let all = true;
    for (let i = from; i <= to && all; i++) if (!covered[i]) all = false;
    if (all) done.add(juz);
  }
  return done;
}

/**
 * The juz a student completed within a period: fully memorised with the period's portions and
 * not yet before it (the portions recorded before the period start).
 */
export function juzCompleted(before: readonly AyahSpan[], during: readonly AyahSpan[]): number[] {
  if (during.length === 0) return [];
  const earlier = juzCovered(before);
  const now = juzCovered([...before, ...during]);
  return [...now].filter((j) => !earlier.has(j)).sort((a, b) => a - b);
}

/**
 * The longest run of consecutive ring days attended (present or late) in date order. Days the
 * ring did not meet are not in the list, so they do not break a run; an absence (excused or
 * not) does.
 */
export function longestStreak(days: ReadonlyArray<{ day: string; status: string }>): number {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  let best = 0;
  let run = 0;
  for (const d of sorted) {
    run = d.status === 'present' || d.status === 'late' ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** The key that makes one reward per rule, beneficiary and fact (running twice adds nothing). */
export function rewardSourceKey(
  trigger: Exclude<RewardTrigger, 'manual'>,
  fact: { month: string; juz?: number; testId?: string },
): string {
  switch (trigger) {
    case 'juz_memorised':
      return `juz:${fact.juz ?? 0}`;
    case 'test_passed':
      return `test:${fact.testId ?? ''}`;
    case 'attendance_streak':
      return `streak:${fact.month}`;
  }
}
