import { z } from 'zod';
import type { FormAnswers, FormDefinition } from '../forms/form-definition.ts';
import { checkAnswers, scoreForm, type AnswerIssue } from '../forms/scoring.ts';

/**
 * A rule set: what a judge's sheet scores and how. Data, not code, so a competition edits its
 * own copy of a template (docs/competitions.md, "The rule-set format").
 *
 * - A criterion of kind `events` starts at its maximum and loses the deduction of each mistake
 *   event the judge taps (never below zero): memorisation, tajweed.
 * - A criterion of kind `mark` is a mark the judge gives between 0 and its maximum: tartil,
 *   voice, performance.
 * - A criterion of kind `form` is the category's criteria form (a form of the shared form
 *   builder: voice, performance… each question with its own maximum and weight): it is worth its
 *   maximum times the form's weighted percentage. At most one per rule set.
 * - An event names its criterion and its deduction; `counts` names the tie-break it feeds
 *   (`memorisation`: the mistakes "fewer memorisation mistakes" counts).
 *
 * Points are decimals with at most two places (0.5, 0.25); totals are rounded to two places.
 */

const label = z.object({
  ar: z.string().trim().min(1).max(60),
  en: z.string().trim().min(1).max(60),
  fr: z.string().trim().min(1).max(60),
});
const key = z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'competitions.errors.ruleSetKey');
const points = z.number().min(0).max(1000);

export const ruleSetSchema = z
  .object({
    criteria: z
      .array(
        z.object({
          key,
          kind: z.enum(['events', 'mark', 'form']),
          max: points.positive(),
          label,
        }),
      )
      .min(1)
      .max(12),
    events: z
      .array(
        z.object({
          kind: key,
          criterion: key,
          deduction: points.positive(),
          counts: z.enum(['memorisation']).optional(),
          label,
        }),
      )
      .max(20),
  })
  .superRefine((r, ctx) => {
    const keys = new Set<string>();
    if (r.criteria.filter((c) => c.kind === 'form').length > 1)
      ctx.addIssue({ code: 'custom', message: 'competitions.errors.ruleSet' });
    for (const c of r.criteria) {
      if (keys.has(c.key)) ctx.addIssue({ code: 'custom', message: 'competitions.errors.ruleSet' });
      keys.add(c.key);
    }
    const kinds = new Set<string>();
    for (const e of r.events) {
      const c = r.criteria.find((x) => x.key === e.criterion);
      if (!c || c.kind !== 'events' || kinds.has(e.kind))
        ctx.addIssue({ code: 'custom', message: 'competitions.errors.ruleSet' });
      kinds.add(e.kind);
    }
  });
export type RuleSet = z.infer<typeof ruleSetSchema>;
export type RuleCriterion = RuleSet['criteria'][number];
export type RuleEvent = RuleSet['events'][number];

/** The templates a category starts from (copied, then editable until judging starts). */
export const RULE_SET_TEMPLATES = {
  /** Memorisation 70 / tartil 10 / tajweed 20, the most common national scheme. */
  standard: {
    criteria: [
      {
        key: 'memorisation',
        kind: 'events',
        max: 70,
        label: { ar: 'الحفظ', en: 'Memorisation', fr: 'Mémorisation' },
      },
      {
        key: 'tartil',
        kind: 'mark',
        max: 10,
        label: { ar: 'الترتيل', en: 'Tartil', fr: 'Tartil' },
      },
      {
        key: 'tajweed',
        kind: 'events',
        max: 20,
        label: { ar: 'التجويد', en: 'Tajweed', fr: 'Tajwid' },
      },
    ],
    events: [
      {
        kind: 'prompt',
        criterion: 'memorisation',
        deduction: 1,
        counts: 'memorisation',
        label: { ar: 'فتح', en: 'Prompt', fr: 'Souffle' },
      },
      {
        kind: 'alert',
        criterion: 'memorisation',
        deduction: 0.5,
        counts: 'memorisation',
        label: { ar: 'تنبيه', en: 'Alert', fr: 'Alerte' },
      },
      {
        kind: 'stop',
        criterion: 'memorisation',
        deduction: 2,
        counts: 'memorisation',
        label: { ar: 'توقف', en: 'Stop', fr: 'Arrêt' },
      },
      {
        kind: 'tajweed',
        criterion: 'tajweed',
        deduction: 0.5,
        label: { ar: 'خطأ تجويد', en: 'Tajweed error', fr: 'Erreur de tajwid' },
      },
    ],
  },
  /** The Maher contest: memorisation 60 / tajweed 25 / voice 15. */
  maher: {
    criteria: [
      {
        key: 'memorisation',
        kind: 'events',
        max: 60,
        label: { ar: 'الحفظ', en: 'Memorisation', fr: 'Mémorisation' },
      },
      {
        key: 'tajweed',
        kind: 'events',
        max: 25,
        label: { ar: 'التجويد', en: 'Tajweed', fr: 'Tajwid' },
      },
      {
        key: 'voice',
        kind: 'mark',
        max: 15,
        label: { ar: 'الصوت والأداء', en: 'Voice', fr: 'Voix' },
      },
    ],
    events: [
      {
        kind: 'prompt',
        criterion: 'memorisation',
        deduction: 1.5,
        counts: 'memorisation',
        label: { ar: 'فتح', en: 'Prompt', fr: 'Souffle' },
      },
      {
        kind: 'alert',
        criterion: 'memorisation',
        deduction: 0.5,
        counts: 'memorisation',
        label: { ar: 'تنبيه', en: 'Alert', fr: 'Alerte' },
      },
      {
        kind: 'tajweed',
        criterion: 'tajweed',
        deduction: 1,
        label: { ar: 'خطأ تجويد', en: 'Tajweed error', fr: 'Erreur de tajwid' },
      },
    ],
  },
} as const satisfies Record<string, RuleSet>;
export type RuleSetTemplate = keyof typeof RULE_SET_TEMPLATES;
export const RULE_SET_TEMPLATE_NAMES = Object.keys(RULE_SET_TEMPLATES) as RuleSetTemplate[];

/** A template as a fresh, mutable rule set. */
export function ruleSetFromTemplate(name: RuleSetTemplate): RuleSet {
  return structuredClone(RULE_SET_TEMPLATES[name]) as RuleSet;
}

/** One tapped mistake: its kind and the index (0-based) of the drawn passage it happened in. */
export interface SheetEvent {
  kind: string;
  passage: number;
}
export interface SheetInput {
  events: readonly SheetEvent[];
  /** The judge's marks of the `mark` criteria. */
  marks: Readonly<Record<string, number>>;
  /** The judge's answers to the category's criteria form (its `form` criterion). */
  formAnswers?: FormAnswers | undefined;
}

/** Whether a rule set scores a criteria form (the category must then have one). */
export const hasFormCriterion = (rules: RuleSet) => rules.criteria.some((c) => c.kind === 'form');

export interface SheetScore {
  total: number;
  /** Points per criterion after deductions. */
  criteria: Record<string, number>;
  /** Mistake events counted for the "fewer memorisation mistakes" tie-break. */
  memorisationMistakes: number;
}

export type SheetRefusal =
  | { code: 'competitions.errors.unknownEvent'; params: { kind: string } }
  | { code: 'competitions.errors.passageNotDrawn'; params: { passage: number } }
  | { code: 'competitions.errors.unknownCriterion'; params: { criterion: string } }
  | { code: 'competitions.errors.markAboveMax'; params: { criterion: string; max: number } }
  | { code: 'competitions.errors.markMissing'; params: { criterion: string } }
  | {
      code: 'competitions.errors.formMarks';
      params: Record<string, never>;
      /** Each question's problem (a mark above its maximum, a required one left empty). */
      issues: AnswerIssue[];
    };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The score of a sheet under a rule set, or the first thing wrong with it: an event the rule set
 * does not know, an event in a passage that was not drawn, a mark of an unknown criterion or
 * above its maximum, an answer of the criteria form its question refuses (above its maximum,
 * not on its scale) and (when `complete`, i.e. on submission) a mark criterion or a required
 * question of the form left empty. `form` is the category's criteria form, when it has one.
 */
export function scoreSheet(
  rules: RuleSet,
  sheet: SheetInput,
  passagesDrawn: number,
  complete = false,
  form: FormDefinition | null = null,
): { ok: true; score: SheetScore } | { ok: false; refusal: SheetRefusal } {
  const criteria: Record<string, number> = {};
  for (const c of rules.criteria) criteria[c.key] = c.kind === 'events' ? c.max : 0;
  let memorisationMistakes = 0;
  for (const e of sheet.events) {
    const rule = rules.events.find((r) => r.kind === e.kind);
    if (!rule)
      return {
        ok: false,
        refusal: { code: 'competitions.errors.unknownEvent', params: { kind: e.kind } },
      };
    if (!Number.isInteger(e.passage) || e.passage < 0 || e.passage >= passagesDrawn)
      return {
        ok: false,
        refusal: {
          code: 'competitions.errors.passageNotDrawn',
          params: { passage: e.passage + 1 },
        },
      };
    criteria[rule.criterion] = (criteria[rule.criterion] ?? 0) - rule.deduction;
    if (rule.counts === 'memorisation') memorisationMistakes++;
  }
  for (const [k, v] of Object.entries(sheet.marks)) {
    const c = rules.criteria.find((x) => x.key === k && x.kind === 'mark');
    if (!c)
      return {
        ok: false,
        refusal: { code: 'competitions.errors.unknownCriterion', params: { criterion: k } },
      };
    if (v > c.max || v < 0)
      return {
        ok: false,
        refusal: { code: 'competitions.errors.markAboveMax', params: { criterion: k, max: c.max } },
      };
    criteria[k] = v;
  }
  if (complete)
    for (const c of rules.criteria)
      if (c.kind === 'mark' && sheet.marks[c.key] === undefined)
        return {
          ok: false,
          refusal: { code: 'competitions.errors.markMissing', params: { criterion: c.key } },
        };
  const formCriterion = rules.criteria.find((c) => c.kind === 'form');
  const answers = sheet.formAnswers ?? {};
  if (form && formCriterion) {
    const issues = checkAnswers(form, answers, { complete });
    if (issues.length > 0)
      return {
        ok: false,
        refusal: { code: 'competitions.errors.formMarks', params: {}, issues },
      };
    criteria[formCriterion.key] = (scoreForm(form, answers).percent / 100) * formCriterion.max;
  } else if (Object.keys(answers).length > 0)
    return {
      ok: false,
      refusal: {
        code: 'competitions.errors.formMarks',
        params: {},
        issues: Object.keys(answers).map((questionId) => ({
          questionId,
          code: 'forms.unknownQuestion',
        })),
      },
    };
  let total = 0;
  for (const c of rules.criteria) {
    const v = round2(Math.max(0, criteria[c.key] ?? 0));
    criteria[c.key] = v;
    total += v;
  }
  return { ok: true, score: { total: round2(total), criteria, memorisationMistakes } };
}
