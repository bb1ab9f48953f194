import { juzEnd, juzStart, normalizeArabic, type ProgressReading } from '@qc/domain';

/**
 * What a student knew on entry. `levelAtEntry` is free text typed at registration ("جزء عمّ",
 * "جزءا عمّ وتبارك", "خمسة أجزاء", "5 juz"); this reads from it which juz were memorised before
 * joining, so the progress can count them. Named juz ('Amma, Tabarak, Qad Sami') are those
 * juz; a number of juz counts from where the student memorises: from An-Nas backwards (juz 30,
 * 29, …) or from Al-Fatihah forwards (juz 1, 2, …). Text it cannot read gives no juz, and the
 * page says so instead of guessing.
 */
export interface PriorMemorisation {
  /** The text as typed, null when none. */
  text: string | null;
  /** Juz (1..30) memorised before joining, ascending. */
  juz: number[];
  /** False when there is a text from which no juz could be read. */
  understood: boolean;
}

/** Named juz, by the normalised words people write for them. */
const NAMED: Array<[RegExp, number]> = [
  [/(^|\s|و)عم(\s|$)|\bamma\b/u, 30],
  [/(^|\s|و)تبارك(\s|$)|\btabarak\b/u, 29],
  [/قد سمع|\bqad sami/u, 28],
];

/** Arabic number words (normalised: ة → ه), masculine and feminine, 1..10, 20, 30. */
const WORDS: Record<string, number> = {
  واحد: 1,
  واحده: 1,
  اثنان: 2,
  اثنين: 2,
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  ست: 6,
  سته: 6,
  سبع: 7,
  سبعه: 7,
  ثمان: 8,
  ثماني: 8,
  ثمانيه: 8,
  تسع: 9,
  تسعه: 9,
  عشر: 10,
  عشره: 10,
  عشرون: 20,
  عشرين: 20,
  ثلاثون: 30,
  ثلاثين: 30,
};

/** جزء, جزءا (dual), جزءان, أجزاء, juz, parts, ajza, after normalisation. */
const JUZ_WORD = /^(جز|جزا|جزان|جزين|اجزا|juz|juzz|ajza|parts?|partie?s?)$/u;
const DUAL_WORD = /^(جزا|جزان|جزين)$/u;

function countOfJuz(words: string[]): number | null {
  for (let i = 0; i < words.length; i++) {
    if (!JUZ_WORD.test(words[i]!)) continue;
    const before = words[i - 1];
    const after = words[i + 1];
    for (const w of [before, after]) {
      if (w === undefined) continue;
      if (/^\d{1,2}$/.test(w)) return Number(w);
      const n = WORDS[w];
      if (n !== undefined) return n;
    }
    if (DUAL_WORD.test(words[i]!)) return 2;
  }
  return null;
}

export function priorMemorisation(
  text: string | null | undefined,
  direction: string,
): PriorMemorisation {
  const typed = text?.trim() ? text.trim() : null;
  if (!typed) return { text: null, juz: [], understood: true };
  const norm = normalizeArabic(typed);
  const words = norm.split(/[\s،,.;:()-]+/u).filter(Boolean);
  const found = new Set<number>();
  for (const [re, juz] of NAMED) if (re.test(norm)) found.add(juz);
  if (/(القران|quran|coran)/u.test(norm) && /(كامل|كله|whole|complet|entier)/u.test(norm))
    for (let j = 1; j <= 30; j++) found.add(j);
  const count = Math.min(30, countOfJuz(words) ?? 0);
  // "Two juz: 'Amma and Tabarak" names them; "five juz" counts on from the named ones.
  const forward = direction === 'forward';
  for (let j = forward ? 1 : 30; found.size < count && j >= 1 && j <= 30; j += forward ? 1 : -1)
    found.add(j);
  const juz = [...found].sort((a, b) => a - b);
  return { text: typed, juz, understood: juz.length > 0 };
}

/**
 * The prior juz as readings the progress arithmetic can count: hifz, dated the day before the
 * student joined (so never "new"), no pages added to the weekly pace.
 */
export function priorReadings(
  juz: readonly number[],
  joinedOn: string,
): Array<ProgressReading & { pageCount: number }> {
  const before = new Date(Date.parse(`${joinedOn}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  return juz.map((j) => ({
    kind: 'hifz',
    range: { from: juzStart(j), to: juzEnd(j) },
    readOn: before,
    mistakesMemorisation: 0,
    grade: null,
    pageCount: 0,
  }));
}
