import { z } from 'zod';

/**
 * The shared form builder's model: a form is sections of questions. A question has a kind
 * (`mark`: a number from 0 to its maximum; `scale`: one of labelled values such as 1-5); other
 * modules add kinds (`registerQuestionKind`) without changing the stored shape, which keeps
 * `kind` an open string. Labels and hints are the author's text (stored as written).
 */
export interface ScaleOption {
  value: number;
  label: string;
}

export interface FormQuestion {
  /** Stable within the form's versions (answers are keyed by it). */
  id: string;
  kind: string;
  label: string;
  hint?: string | undefined;
  /** `mark`: the highest mark. */
  max?: number | undefined;
  /** `scale`: the values with their labels, lowest first. */
  scale?: ScaleOption[] | undefined;
  /** Share of the percentage relative to the other questions (default 1). */
  weight: number;
  required: boolean;
  /** Where the question came from (a criterion of a library), when it did. */
  sourceId?: string | undefined;
}

export interface FormDefinitionSection {
  id: string;
  title: string;
  questions: FormQuestion[];
}

export interface FormDefinition {
  sections: FormDefinitionSection[];
}

/** One answer: a value (null: not answered yet) and the evaluator's comment. */
export interface FormAnswer {
  value: number | null;
  comment?: string | undefined;
}

export type FormAnswers = Record<string, FormAnswer>;

/** How a kind of question is scored. */
export interface QuestionKind {
  /** The highest value an answer may take (0: not scored, e.g. a free comment). */
  maxOf(q: FormQuestion): number;
  /** A problem code of a value, or null when it is acceptable. */
  check(q: FormQuestion, value: number): string | null;
}

const KINDS = new Map<string, QuestionKind>();

/** Adds (or replaces) a kind of question: job forms, polls and judging bring their own. */
export function registerQuestionKind(kind: string, rules: QuestionKind): void {
  KINDS.set(kind, rules);
}

export function questionKind(kind: string): QuestionKind | undefined {
  return KINDS.get(kind);
}

registerQuestionKind('mark', {
  maxOf: (q) => q.max ?? 0,
  check: (q, v) => (v < 0 ? 'forms.belowZero' : v > (q.max ?? 0) ? 'forms.aboveMax' : null),
});
registerQuestionKind('scale', {
  maxOf: (q) => Math.max(0, ...(q.scale ?? []).map((o) => o.value)),
  check: (q, v) => ((q.scale ?? []).some((o) => o.value === v) ? null : 'forms.notInScale'),
});

/** Every question of a form, in order. */
export function formQuestions(def: FormDefinition): FormQuestion[] {
  return def.sections.flatMap((s) => s.questions);
}

const text = (max: number) => z.string().trim().min(1).max(max);

export const scaleOptionSchema = z.object({
  value: z.number().int().min(0).max(1000),
  label: z.string().trim().max(80),
});

export const formQuestionSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    kind: z.string().trim().min(1).max(40),
    label: text(300),
    hint: z.string().trim().max(1000).optional(),
    max: z.number().positive().max(1000).optional(),
    scale: z.array(scaleOptionSchema).min(2).max(11).optional(),
    weight: z.number().positive().max(100).default(1),
    required: z.boolean().default(true),
    sourceId: z.string().max(64).optional(),
  })
  .superRefine((q, c) => {
    if (q.kind === 'mark' && !q.max)
      c.addIssue({ code: 'custom', path: ['max'], message: 'forms.maxNeeded' });
    if (q.kind === 'scale' && !q.scale)
      c.addIssue({ code: 'custom', path: ['scale'], message: 'forms.scaleNeeded' });
  });

export const formSectionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  title: text(200),
  questions: z.array(formQuestionSchema).min(1).max(100),
});

export const formDefinitionSchema = z
  .object({ sections: z.array(formSectionSchema).min(1).max(30) })
  .superRefine((d, c) => {
    const seen = new Set<string>();
    for (const q of d.sections.flatMap((s) => s.questions)) {
      if (seen.has(q.id))
        c.addIssue({ code: 'custom', path: ['sections'], message: 'forms.duplicateQuestion' });
      seen.add(q.id);
    }
  });

export const formAnswerSchema = z.object({
  value: z.number().min(0).max(1000).nullable(),
  comment: z.string().trim().max(2000).optional(),
});

export const formAnswersSchema = z.record(z.string().max(64), formAnswerSchema);
