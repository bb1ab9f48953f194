import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { acceptsType } from '../resources/fields.ts';

/**
 * The shared form builder's model: a form is sections of questions. A question has a kind
 * (`mark`: a number from 0 to its maximum; `scale`: one of labelled values such as 1-5; the
 * unscored kinds of polls and registration forms: `text`, `longText`, `choice`, `choices`,
 * `yesNo`, `date`, `number`, `phone`, `email`); other modules add kinds
 * (`registerQuestionKind`) without changing the stored shape, which keeps `kind` an open
 * string. Labels and hints are the author's text (stored as written).
 */
export interface ScaleOption {
  value: number;
  label: string;
}

/** An option of a `choice` or `choices` question: answers keep its id across versions. */
export interface ChoiceOption {
  id: string;
  label: string;
}

export interface FormQuestion {
  /** Stable within the form's versions (answers are keyed by it). */
  id: string;
  kind: string;
  label: string;
  hint?: string | undefined;
  /** `mark`: the highest mark; `number`: the highest number accepted. */
  max?: number | undefined;
  /** `number`: the lowest number accepted. */
  min?: number | undefined;
  /** `text`, `longText`: the most characters accepted (default 200 and 4000). */
  maxLength?: number | undefined;
  /** `choice`, `choices`: the options, in the order shown. */
  options?: ChoiceOption[] | undefined;
  /** `scale`: the values with their labels, lowest first. */
  scale?: ScaleOption[] | undefined;
  /** `file`: the content types taken (default `FILE_DEFAULT_ACCEPT`). */
  accept?: string[] | undefined;
  /** `file`: the largest file taken, in bytes (default `FILE_DEFAULT_MAX_SIZE`). */
  maxSize?: number | undefined;
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

/**
 * One answer: a number (`value`, null: not answered yet; marks, scales, numbers, yes/no as 1/0),
 * or a text (`text`: texts, dates as YYYY-MM-DD, phones, e-mails), or option ids (`choices`),
 * as the question's kind carries, and the evaluator's comment.
 */
export interface FormAnswer {
  value: number | null;
  text?: string | undefined;
  choices?: string[] | undefined;
  /** `file`: the stored file its upload returned (the server keeps the name, size and type). */
  file?: FileAnswer | undefined;
  comment?: string | undefined;
}

/** A file answer: the id of the stored file, with its name, size (bytes) and content type. */
export interface FileAnswer {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export type FormAnswers = Record<string, FormAnswer>;

/** What an answer of a kind carries (`value` for the scored kinds). */
export type AnswerCarrier = 'value' | 'text' | 'choices' | 'file';

/** A problem of one answer, before the question's label is added. */
export interface KindIssue {
  code: string;
  params?: Record<string, string | number> | undefined;
}

/** How a kind of question is scored and checked. */
export interface QuestionKind {
  /** The highest value an answer may take (0: not scored, e.g. a free comment). */
  maxOf(q: FormQuestion): number;
  /** A problem code of a value, or null when it is acceptable (kinds carrying `value`). */
  check(q: FormQuestion, value: number): string | null;
  /** What its answers carry (default `value`). */
  carries?: AnswerCarrier | undefined;
  /** The problem of a text, choices or file answer (kinds carrying `text`, `choices`, `file`). */
  checkAnswer?: ((q: FormQuestion, answer: FormAnswer) => KindIssue | null) | undefined;
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

const unscored = () => 0;
const noValue = () => null;
const LATIN_DIGITS: Record<string, string> = Object.fromEntries(
  [...'٠١٢٣٤٥٦٧٨٩'].flatMap((d, i) => [
    [d, String(i)],
    ['۰۱۲۳۴۵۶۷۸۹'[i]!, String(i)],
  ]),
);

/**
 * A phone as digits only (Arabic-Indic digits made Latin, spaces and dashes dropped, a leading
 * 00 written +), so one number typed two ways is one contact.
 */
export function normalizePhone(raw: string): string {
  return raw
    .trim()
    .replace(/[٠-٩۰-۹]/g, (d) => LATIN_DIGITS[d] ?? d)
    .replace(/[\s\-().]/g, '')
    .replace(/^00/, '+');
}

/**
 * A phone answer is a real number in its international form (+966551234567; 00 for + too): the
 * phone input sends that form once it finds the number valid for the visitor's country, so a
 * number it shows invalid is refused here, in the browser and on the server alike.
 */
export function isPhoneAnswer(raw: string): boolean {
  const n = normalizePhone(raw);
  return n.startsWith('+') && !!parsePhoneNumberFromString(n)?.isValid();
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Is `s` a real calendar date written YYYY-MM-DD? */
function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const textKind = (defaultMax: number): QuestionKind => ({
  maxOf: unscored,
  check: noValue,
  carries: 'text',
  checkAnswer: (q, a) => {
    const max = q.maxLength ?? defaultMax;
    return (a.text ?? '').length > max ? { code: 'forms.tooLong', params: { max } } : null;
  },
});

/** The longest text answer a `text` and a `longText` question take by default. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 4000;

registerQuestionKind('text', textKind(TEXT_MAX));
registerQuestionKind('longText', textKind(LONG_TEXT_MAX));
registerQuestionKind('choice', {
  maxOf: unscored,
  check: noValue,
  carries: 'choices',
  checkAnswer: (q, a) => {
    const chosen = a.choices ?? [];
    if (chosen.length !== 1) return { code: 'forms.oneChoice' };
    return (q.options ?? []).some((o) => o.id === chosen[0]) ? null : { code: 'forms.notAnOption' };
  },
});
registerQuestionKind('choices', {
  maxOf: unscored,
  check: noValue,
  carries: 'choices',
  checkAnswer: (q, a) => {
    const chosen = a.choices ?? [];
    if (new Set(chosen).size !== chosen.length) return { code: 'forms.notAnOption' };
    const ids = new Set((q.options ?? []).map((o) => o.id));
    return chosen.every((c) => ids.has(c)) ? null : { code: 'forms.notAnOption' };
  },
});
registerQuestionKind('yesNo', {
  maxOf: unscored,
  check: (_q, v) => (v === 0 || v === 1 ? null : 'forms.notYesNo'),
});
registerQuestionKind('number', {
  maxOf: unscored,
  check: (q, v) =>
    q.min !== undefined && v < q.min
      ? 'forms.numberBelow'
      : q.max !== undefined && v > q.max
        ? 'forms.numberAbove'
        : null,
});
registerQuestionKind('date', {
  maxOf: unscored,
  check: noValue,
  carries: 'text',
  checkAnswer: (_q, a) => (isIsoDate(a.text ?? '') ? null : { code: 'forms.badDate' }),
});
registerQuestionKind('phone', {
  maxOf: unscored,
  check: noValue,
  carries: 'text',
  checkAnswer: (_q, a) => (isPhoneAnswer(a.text ?? '') ? null : { code: 'forms.badPhone' }),
});
registerQuestionKind('email', {
  maxOf: unscored,
  check: noValue,
  carries: 'text',
  checkAnswer: (_q, a) => {
    const t = (a.text ?? '').trim();
    return t.length <= 254 && EMAIL.test(t) ? null : { code: 'forms.badEmail' };
  },
});

/**
 * The `file` kind: an uploaded file (a recitation sample, a certificate). The owner's upload
 * route stores it before the form is sent (checked on its bytes, `contentMatches` on the server)
 * and the answer carries the stored file; the owner claims it with the record. Not among
 * `FORM_QUESTION_KINDS`: only an owner with an upload route offers it (`FormBuilder kinds`).
 */
export const FILE_KIND = 'file';

/** The content types a `file` question may take, by group (what the builder offers). */
export const FILE_TYPE_GROUPS = {
  audio: [
    'audio/mpeg',
    'audio/mp4',
    'audio/x-m4a',
    'audio/wav',
    'audio/x-wav',
    'audio/ogg',
    'audio/webm',
  ],
  image: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
} as const satisfies Record<string, readonly string[]>;
export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS;
export const FILE_TYPE_GROUP_NAMES = Object.keys(FILE_TYPE_GROUPS) as FileTypeGroup[];
const ALL_FILE_TYPES: readonly string[] = Object.values(FILE_TYPE_GROUPS).flat();

export const FILE_DEFAULT_ACCEPT: readonly string[] = ALL_FILE_TYPES;
/** 10 MB by default; a question may ask for up to 25 MB. */
export const FILE_DEFAULT_MAX_SIZE = 10 * 1024 * 1024;
export const FILE_MAX_SIZE_LIMIT = 25 * 1024 * 1024;

/** What a `file` question takes: its content types and its largest size in bytes. */
export function fileLimits(q: FormQuestion): { accept: readonly string[]; maxSize: number } {
  return {
    accept: q.accept?.length ? q.accept : FILE_DEFAULT_ACCEPT,
    maxSize: Math.min(q.maxSize ?? FILE_DEFAULT_MAX_SIZE, FILE_MAX_SIZE_LIMIT),
  };
}

/** The groups a question's types cover (the words of "audio, PDF" in a hint or a refusal). */
export function fileGroupsOf(q: FormQuestion): FileTypeGroup[] {
  const { accept } = fileLimits(q);
  return FILE_TYPE_GROUP_NAMES.filter((g) =>
    FILE_TYPE_GROUPS[g].some((t) => acceptsType(accept, t)),
  );
}

/** Whole megabytes (one decimal below 10) of a size, for the words of a limit. */
export const megabytes = (bytes: number): number => {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10;
};

/**
 * Why a file is refused by a question (its type, then its size), or null. The type here is the
 * declared one; the server also checks the bytes against it.
 */
export function fileRefusal(
  q: FormQuestion,
  file: { contentType: string; size: number },
): KindIssue | null {
  const { accept, maxSize } = fileLimits(q);
  if (!acceptsType(accept, file.contentType)) return { code: 'forms.fileType' };
  if (file.size > maxSize)
    return { code: 'forms.fileTooLarge', params: { max: megabytes(maxSize) } };
  if (file.size === 0) return { code: 'forms.fileEmpty' };
  return null;
}

registerQuestionKind(FILE_KIND, {
  maxOf: unscored,
  check: noValue,
  carries: 'file',
  checkAnswer: (q, a) => (a.file ? fileRefusal(q, a.file) : { code: 'forms.fileMissing' }),
});

/** The kinds the builder offers, scored ones first. */
export const FORM_QUESTION_KINDS = [
  'mark',
  'scale',
  'text',
  'longText',
  'choice',
  'choices',
  'yesNo',
  'date',
  'number',
  'phone',
  'email',
] as const;

/** Kinds whose questions need options. */
export const CHOICE_KINDS: readonly string[] = ['choice', 'choices'];

/** Is this answer given (a number, a non-blank text, at least one choice) for its kind? */
export function isAnswered(q: FormQuestion, a: FormAnswer | undefined): boolean {
  if (!a) return false;
  const carries = questionKind(q.kind)?.carries ?? 'value';
  if (carries === 'text') return (a.text ?? '').trim().length > 0;
  if (carries === 'choices') return (a.choices ?? []).length > 0;
  if (carries === 'file') return !!a.file?.id;
  return a.value !== null && a.value !== undefined;
}

/** Every question of a form, in order. */
export function formQuestions(def: FormDefinition): FormQuestion[] {
  return def.sections.flatMap((s) => s.questions);
}

const text = (max: number) => z.string().trim().min(1).max(max);

export const scaleOptionSchema = z.object({
  value: z.number().int().min(0).max(1000),
  label: z.string().trim().max(80),
});

export const choiceOptionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  label: text(200),
});

export const formQuestionSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    kind: z.string().trim().min(1).max(40),
    label: text(300),
    hint: z.string().trim().max(1000).optional(),
    max: z.number().positive().max(1000).optional(),
    min: z.number().min(-1_000_000).max(1_000_000).optional(),
    maxLength: z.number().int().positive().max(LONG_TEXT_MAX).optional(),
    options: z.array(choiceOptionSchema).min(2).max(30).optional(),
    scale: z.array(scaleOptionSchema).min(2).max(11).optional(),
    accept: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z]+\/[a-z0-9.+*-]+$/),
      )
      .min(1)
      .max(30)
      .optional(),
    maxSize: z.number().int().positive().max(FILE_MAX_SIZE_LIMIT).optional(),
    weight: z.number().positive().max(100).default(1),
    required: z.boolean().default(true),
    sourceId: z.string().max(64).optional(),
  })
  .superRefine((q, c) => {
    if (q.kind === 'mark' && !q.max)
      c.addIssue({ code: 'custom', path: ['max'], message: 'forms.maxNeeded' });
    if (q.kind === 'scale' && !q.scale)
      c.addIssue({ code: 'custom', path: ['scale'], message: 'forms.scaleNeeded' });
    if (CHOICE_KINDS.includes(q.kind)) {
      if (!q.options)
        c.addIssue({ code: 'custom', path: ['options'], message: 'forms.optionsNeeded' });
      else if (new Set(q.options.map((o) => o.id)).size !== q.options.length)
        c.addIssue({ code: 'custom', path: ['options'], message: 'forms.duplicateOption' });
    }
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

/**
 * An answer's shape; its kind's rules are `checkAnswers`. A text or choices answer gives
 * `value: null`; a number of a `number` question may be negative or above 1000, its bounds
 * are the question's.
 */
export const formAnswerSchema = z.object({
  value: z.number().min(-1_000_000).max(1_000_000).nullable(),
  text: z.string().trim().max(LONG_TEXT_MAX).optional(),
  choices: z.array(z.string().max(64)).max(30).optional(),
  file: z
    .object({
      id: z.uuid(),
      name: z.string().max(255),
      size: z.number().int().min(0),
      contentType: z.string().max(100),
    })
    .optional(),
  comment: z.string().trim().max(2000).optional(),
});

export const formAnswersSchema = z.record(z.string().max(64), formAnswerSchema);
