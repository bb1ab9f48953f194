import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ayahIndex } from '../quran/index.ts';
import {
  ageAt,
  eligibilityFailures,
  uncoveredFailures,
  type EligibilityFacts,
} from './eligibility.ts';
import { drawOrder, drawPassages, portionOf } from './draw.ts';
import { aggregate, divergent, rank, type RankInput } from './ranking.ts';
import { ruleSetFromTemplate, ruleSetSchema, scoreSheet } from './rule-sets.ts';

const eligible: EligibilityFacts = {
  student: { birthDate: '2014-05-10', gender: 'male' },
  category: { minAge: 10, maxAge: 12, referenceDate: '2026-12-01', gender: 'male' },
  missingAyahs: 0,
  previousWinner: false,
  excludePreviousWinners: true,
  centreNominations: 0,
  perCentreCap: 2,
};

describe('eligibility', () => {
  it('counts the age in whole years at the reference date', () => {
    expect(ageAt('2014-05-10', '2026-05-09')).toBe(11);
    expect(ageAt('2014-05-10', '2026-05-10')).toBe(12);
  });
  it('accepts a student who meets every rule', () => {
    expect(eligibilityFailures(eligible)).toEqual([]);
  });
  it.each([
    ['age', { student: { birthDate: '2010-01-01', gender: 'male' } }],
    ['age', { student: { birthDate: null, gender: 'male' } }],
    ['gender', { student: { birthDate: '2014-05-10', gender: 'female' } }],
    ['portion', { missingAyahs: 12 }],
    ['previousWinner', { previousWinner: true }],
    ['centreCap', { centreNominations: 2 }],
  ] as const)('refuses by the %s rule', (rule, change) => {
    const failures = eligibilityFailures({ ...eligible, ...change } as EligibilityFacts);
    expect(failures.map((f) => f.rule)).toEqual([rule]);
    expect(failures[0]!.code).toBe(`competitions.eligibility.${rule}`);
  });
  it('lets a previous winner in when the competition allows it', () => {
    expect(
      eligibilityFailures({ ...eligible, previousWinner: true, excludePreviousWinners: false }),
    ).toEqual([]);
  });
  it('an override covers only the rules it names', () => {
    const failures = eligibilityFailures({ ...eligible, missingAyahs: 3, centreNominations: 5 });
    expect(uncoveredFailures(failures, ['portion']).map((f) => f.rule)).toEqual(['centreCap']);
    expect(uncoveredFailures(failures, ['portion', 'centreCap'])).toEqual([]);
  });
});

describe('the draw', () => {
  const portion = portionOf(29, 30);
  it('is reproducible from the seed and stays inside the portion without overlap', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 15 }),
        (seed, n, len) => {
          const a = drawPassages(seed, portion, n, len);
          expect(drawPassages(seed, portion, n, len)).toEqual(a);
          expect(a).toHaveLength(n);
          const lo = ayahIndex(portion.from);
          const hi = ayahIndex(portion.to);
          let prevEnd = -1;
          for (const p of a) {
            const s = ayahIndex(p.from);
            const e = ayahIndex(p.to);
            expect(e - s + 1).toBe(len);
            expect(s).toBeGreaterThanOrEqual(lo);
            expect(e).toBeLessThanOrEqual(hi);
            expect(s).toBeGreaterThan(prevEnd);
            prevEnd = e;
          }
        },
      ),
      { numRuns: 100 },
    );
  });
  it('differs with the seed', () => {
    expect(drawPassages('a', portionOf(1, 30), 3, 5)).not.toEqual(
      drawPassages('b', portionOf(1, 30), 3, 5),
    );
  });
  it('gives draw numbers 1..n that do not depend on the order of nomination', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 20 }),
        fc.string(),
        (ids, seed) => {
          const a = drawOrder(seed, ids);
          const b = drawOrder(seed, [...ids].reverse());
          expect([...a.entries()].sort()).toEqual([...b.entries()].sort());
          expect([...a.values()].sort((x, y) => x - y)).toEqual(ids.map((_, i) => i + 1));
        },
      ),
    );
  });
});

describe('sheets under a rule set', () => {
  const rules = ruleSetFromTemplate('standard');
  it('turns mistake events into deductions and adds the marks', () => {
    const r = scoreSheet(
      rules,
      {
        events: [
          { kind: 'prompt', passage: 0 },
          { kind: 'alert', passage: 1 },
          { kind: 'tajweed', passage: 2 },
        ],
        marks: { tartil: 8 },
      },
      3,
      true,
    );
    expect(r).toEqual({
      ok: true,
      score: {
        total: 70 - 1.5 + 8 + 19.5,
        criteria: { memorisation: 68.5, tartil: 8, tajweed: 19.5 },
        memorisationMistakes: 2,
      },
    });
  });
  it('never goes below zero on a criterion', () => {
    const events = Array.from({ length: 60 }, () => ({ kind: 'tajweed', passage: 0 }));
    const r = scoreSheet(rules, { events, marks: { tartil: 0 } }, 1);
    expect(r.ok && r.score.criteria.tajweed).toBe(0);
  });
  it('refuses a passage not drawn, an unknown event, a mark above its maximum, a missing mark', () => {
    const refuse = (sheet: Parameters<typeof scoreSheet>[1], complete = false) => {
      const r = scoreSheet(rules, sheet, 2, complete);
      return r.ok ? null : r.refusal.code;
    };
    expect(refuse({ events: [{ kind: 'prompt', passage: 2 }], marks: {} })).toBe(
      'competitions.errors.passageNotDrawn',
    );
    expect(refuse({ events: [{ kind: 'cough', passage: 0 }], marks: {} })).toBe(
      'competitions.errors.unknownEvent',
    );
    expect(refuse({ events: [], marks: { tartil: 11 } })).toBe('competitions.errors.markAboveMax');
    expect(refuse({ events: [], marks: { memorisation: 5 } })).toBe(
      'competitions.errors.unknownCriterion',
    );
    expect(refuse({ events: [], marks: {} }, true)).toBe('competitions.errors.markMissing');
  });
  it('templates are valid rule sets; a repeated criterion is not', () => {
    expect(ruleSetSchema.safeParse(ruleSetFromTemplate('standard')).success).toBe(true);
    expect(ruleSetSchema.safeParse(ruleSetFromTemplate('maher')).success).toBe(true);
    const bad = ruleSetFromTemplate('standard');
    bad.criteria.push({ ...bad.criteria[0]! });
    expect(ruleSetSchema.safeParse(bad).success).toBe(false);
  });
});

describe('aggregation', () => {
  it('mean, trimmed mean and median', () => {
    expect(aggregate([90, 80, 40], 'mean')).toBe(70);
    expect(aggregate([90, 80, 40], 'trimmed-mean')).toBe(80);
    expect(aggregate([90, 80, 40], 'median')).toBe(80);
    expect(aggregate([90, 80, 40, 10], 'median')).toBe(60);
    expect(aggregate([90, 80], 'trimmed-mean')).toBe(85);
  });
  it('lies between the lowest and the highest total, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10000 }), { minLength: 1, maxLength: 9 }),
        fc.constantFrom('mean', 'trimmed-mean', 'median' as const),
        (xs, how) => {
          const totals = xs.map((x) => x / 100);
          const v = aggregate(totals, how);
          expect(v).toBeGreaterThanOrEqual(Math.min(...totals) - 0.005);
          expect(v).toBeLessThanOrEqual(Math.max(...totals) + 0.005);
          expect(aggregate([...totals].reverse(), how)).toBe(v);
        },
      ),
    );
  });
  it('flags judges whose totals differ by more than the margin', () => {
    expect(divergent([80, 91], 10)).toBe(true);
    expect(divergent([80, 90], 10)).toBe(false);
    expect(divergent([80], 0)).toBe(false);
  });
});

describe('ranking and tie-breaks', () => {
  const base = (id: string, over: Partial<RankInput> = {}): RankInput => ({
    id,
    score: 90,
    memorisationMistakes: 2,
    tajweed: 18,
    birthDate: '2014-01-01',
    headDecision: null,
    ...over,
  });
  it('ranks by score first', () => {
    const r = rank([base('a', { score: 80 }), base('b', { score: 95 })], []);
    expect(r.map((x) => [x.id, x.rank])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });
  it.each([
    ['fewer-memorisation-mistakes', { memorisationMistakes: 1 }],
    ['higher-tajweed', { tajweed: 19 }],
    ['younger', { birthDate: '2015-01-01' }],
    ['head-judge-decision', { headDecision: 1 }],
  ] as const)('breaks a tie by %s', (rule, better) => {
    const r = rank(
      [base('a', rule === 'head-judge-decision' ? { headDecision: 2 } : {}), base('z', better)],
      [rule],
    );
    expect(r.map((x) => [x.id, x.rank, x.tied])).toEqual([
      ['z', 1, false],
      ['a', 2, false],
    ]);
    expect(r[1]!.decidedBy).toBe(rule);
  });
  it('applies the tie-breaks in the configured order', () => {
    const a = base('a', { memorisationMistakes: 1, tajweed: 15 });
    const b = base('b', { memorisationMistakes: 3, tajweed: 20 });
    expect(rank([a, b], ['fewer-memorisation-mistakes', 'higher-tajweed'])[0]!.id).toBe('a');
    expect(rank([a, b], ['higher-tajweed', 'fewer-memorisation-mistakes'])[0]!.id).toBe('b');
  });
  it('never by name or insertion order: still-equal contestants share the rank', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            score: fc.integer({ min: 0, max: 3 }),
            memorisationMistakes: fc.integer({ min: 0, max: 2 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (rows) => {
          const inputs = rows.map((r, i) => base(`c${i}`, r));
          const rules = ['fewer-memorisation-mistakes'] as const;
          const forward = new Map(rank(inputs, rules).map((x) => [x.id, x.rank]));
          const backward = new Map(rank([...inputs].reverse(), rules).map((x) => [x.id, x.rank]));
          expect(backward).toEqual(forward);
          for (const x of inputs)
            for (const y of inputs)
              if (x.score === y.score && x.memorisationMistakes === y.memorisationMistakes)
                expect(forward.get(x.id)).toBe(forward.get(y.id));
        },
      ),
    );
  });
  it('marks contestants equal after every rule as tied with the same rank', () => {
    const r = rank([base('b'), base('a'), base('c', { score: 50 })], ['higher-tajweed']);
    expect(r.map((x) => [x.rank, x.tied])).toEqual([
      [1, true],
      [1, true],
      [3, false],
    ]);
  });
});
