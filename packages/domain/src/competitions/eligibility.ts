/**
 * Who may enter a category: pure rules over facts the server reads from the records (the
 * student's birth date and gender, the ayahs of the portion their readings and passed tests do
 * not cover, whether they won this category in an earlier season, how many the centre already
 * nominated). Each failed rule is named, so a refusal says which one; an override (a reason and
 * a higher role, checked by the server) names the rules it sets aside.
 */

export const ELIGIBILITY_RULES = [
  'age',
  'gender',
  'portion',
  'previousWinner',
  'centreCap',
] as const;
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[number];

export interface EligibilityFailure {
  rule: EligibilityRule;
  /** The message key: `competitions.eligibility.<rule>`. */
  code: `competitions.eligibility.${EligibilityRule}`;
  params?: Record<string, string | number>;
}

export interface EligibilityFacts {
  student: { birthDate: string | null; gender: string };
  category: {
    minAge: number | null;
    maxAge: number | null;
    /** The date ages are counted at (`YYYY-MM-DD`). */
    referenceDate: string;
    gender: 'male' | 'female' | null;
  };
  /** Ayahs of the category's portion the student has not memorised (readings and passed tests). */
  missingAyahs: number;
  /** Ranked first to third in the same category in an earlier season. */
  previousWinner: boolean;
  excludePreviousWinners: boolean;
  /** Accepted nominations of the student's centre in this category so far. */
  centreNominations: number;
  perCentreCap: number | null;
}

/** Whole years from `birthDate` to `onDate` (both `YYYY-MM-DD`). */
export function ageAt(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age--;
  return age;
}

/** Every rule the student fails for this category (empty: eligible), in the rules' order. */
export function eligibilityFailures(f: EligibilityFacts): EligibilityFailure[] {
  const out: EligibilityFailure[] = [];
  const fail = (rule: EligibilityRule, params?: Record<string, string | number>) =>
    out.push({ rule, code: `competitions.eligibility.${rule}`, ...(params ? { params } : {}) });
  const { minAge, maxAge, referenceDate } = f.category;
  if (minAge !== null || maxAge !== null) {
    const age = f.student.birthDate ? ageAt(f.student.birthDate, referenceDate) : null;
    if (age === null || (minAge !== null && age < minAge) || (maxAge !== null && age > maxAge))
      fail('age', {
        age: age ?? '—',
        min: minAge ?? '—',
        max: maxAge ?? '—',
        date: referenceDate,
      });
  }
  if (f.category.gender && f.category.gender !== f.student.gender) fail('gender');
  if (f.missingAyahs > 0) fail('portion', { missing: f.missingAyahs });
  if (f.excludePreviousWinners && f.previousWinner) fail('previousWinner');
  if (f.perCentreCap !== null && f.centreNominations >= f.perCentreCap)
    fail('centreCap', { cap: f.perCentreCap });
  return out;
}

/**
 * The failures an override does not cover (empty: the override suffices). An override names
 * the rules it sets aside, so a reason given for the age does not also let a fourth student of
 * a centre in.
 */
export function uncoveredFailures(
  failures: readonly EligibilityFailure[],
  overridden: readonly EligibilityRule[],
): EligibilityFailure[] {
  return failures.filter((f) => !overridden.includes(f.rule));
}
