/**
 * The vocabulary of the tests module: what kinds of test exist (a kind record, maintained by an
 * administrator, carries one of these category codes), how a portion is chosen, the mistake
 * types an examiner marks and the grade bands.
 */

/** Category codes of test kinds (one kind record per centre practice; the code drives the rules). */
export const TEST_KIND_CODES = [
  'portion',
  'safra',
  'safra-final',
  'maher',
  'maqraa',
  'tajweed-theory',
  'tajweed-practical',
  'external',
] as const;
export type TestKindCode = (typeof TEST_KIND_CODES)[number];

/**
 * How the portion of a test is given: one or more juz, hizbs, a surah range, the whole Quran,
 * or no portion at all (a theoretical Tajweed test).
 */
export const PORTION_TYPES = ['juz', 'hizb', 'surah-range', 'whole-quran', 'none'] as const;
export type PortionType = (typeof PORTION_TYPES)[number];

/** Mistakes an examiner marks on an ayah. */
export const MISTAKE_TYPES = ['memorisation', 'tajweed', 'hesitation'] as const;
export type MistakeType = (typeof MISTAKE_TYPES)[number];

/** Grade bands, best first; `fail` is below the kind's pass mark. */
export const GRADE_BANDS = ['excellent', 'very-good', 'good', 'acceptable', 'fail'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

/** How a criterion is scored: by deductions per mistake from its maximum, or marks typed in. */
export const CRITERION_SCORING = ['deductions', 'marks'] as const;
export type CriterionScoring = (typeof CRITERION_SCORING)[number];

/** Default lower bounds (percent) of the bands above the pass mark. */
export const DEFAULT_BAND_THRESHOLDS = { excellent: 90, veryGood: 80, good: 70 } as const;
