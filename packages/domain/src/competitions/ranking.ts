/**
 * From judges' sheets to a ranking: the score of a contestant is the mean, trimmed mean or median
 * of their judges' totals (per competition); ties are broken by the competition's rules in their
 * order and, when every rule leaves two contestants equal, they share the rank: never by name,
 * never by the order they were entered in.
 */

export const AGGREGATIONS = ['mean', 'trimmed-mean', 'median'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const TIE_BREAKS = [
  'fewer-memorisation-mistakes',
  'higher-tajweed',
  'younger',
  'head-judge-decision',
] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The contestant's score from their judges' totals: the mean; the trimmed mean (the highest and
 * the lowest total left out when there are at least three judges, else the mean); the median.
 */
export function aggregate(totals: readonly number[], how: Aggregation): number {
  if (totals.length === 0) return 0;
  const sorted = [...totals].sort((a, b) => a - b);
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  if (how === 'mean') return round2(mean(sorted));
  if (how === 'trimmed-mean')
    return round2(sorted.length >= 3 ? mean(sorted.slice(1, -1)) : mean(sorted));
  const mid = Math.floor(sorted.length / 2);
  return round2(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Whether the judges' totals for one contestant differ by more than the margin. */
export function divergent(totals: readonly number[], margin: number): boolean {
  if (totals.length < 2) return false;
  return Math.max(...totals) - Math.min(...totals) > margin;
}

/** What a contestant is ranked by. */
export interface RankInput {
  id: string;
  score: number;
  /** Memorisation mistakes over their sheets (mean per judge). */
  memorisationMistakes: number;
  /** Tajweed points (mean per judge). */
  tajweed: number;
  birthDate: string | null;
  /** The head judge's recorded order between tied contestants (1 first), if any. */
  headDecision: number | null;
}

export interface Ranked {
  id: string;
  rank: number;
  /** Still equal with another after every tie-break: they share the rank. */
  tied: boolean;
  /** The tie-break that separated this contestant from the one before, if any. */
  decidedBy: TieBreak | null;
}

/** Negative when `a` comes first under one tie-break, 0 when it does not separate them. */
function compareBy(rule: TieBreak, a: RankInput, b: RankInput): number {
  switch (rule) {
    case 'fewer-memorisation-mistakes':
      return a.memorisationMistakes - b.memorisationMistakes;
    case 'higher-tajweed':
      return b.tajweed - a.tajweed;
    case 'younger':
      // A later birth date is younger; an unknown one does not separate.
      if (!a.birthDate || !b.birthDate) return 0;
      return a.birthDate < b.birthDate ? 1 : a.birthDate > b.birthDate ? -1 : 0;
    case 'head-judge-decision':
      if (a.headDecision === null || b.headDecision === null) return 0;
      return a.headDecision - b.headDecision;
  }
}

function compare(a: RankInput, b: RankInput, rules: readonly TieBreak[]) {
  if (a.score !== b.score) return { order: b.score - a.score, rule: null };
  for (const rule of rules) {
    const order = compareBy(rule, a, b);
    if (order !== 0) return { order, rule };
  }
  return { order: 0, rule: null };
}

/**
 * The ranking: by score, then the tie-breaks in order; contestants still equal share a rank
 * (1, 1, 3). The result does not depend on the order of the input: equal contestants are
 * listed by id only to keep the output stable, and get the same rank.
 */
export function rank(inputs: readonly RankInput[], rules: readonly TieBreak[]): Ranked[] {
  const sorted = [...inputs].sort((a, b) => {
    const c = compare(a, b, rules).order;
    return c !== 0 ? c : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const out: Ranked[] = [];
  sorted.forEach((x, i) => {
    const prev = sorted[i - 1];
    const next = sorted[i + 1];
    const withPrev = prev ? compare(prev, x, rules) : null;
    const equalPrev = withPrev !== null && withPrev.order === 0;
    const equalNext = next ? compare(x, next, rules).order === 0 : false;
    const rankNo = equalPrev ? out[i - 1]!.rank : i + 1;
    out.push({
      id: x.id,
      rank: rankNo,
      tied: equalPrev || equalNext,
      decidedBy: withPrev?.rule ?? null,
    });
  });
  return out;
}
