import {
  formQuestions,
  isAnswered,
  questionKind,
  type FormAnswer,
  type FormAnswers,
  type FormDefinition,
} from './form-definition.ts';

/** The score of a (possibly partial) set of answers. */
export interface FormScore {
  /** Sum of the marks given. */
  total: number;
  /** Sum of the maximum marks of the scored questions. */
  max: number;
  /**
   * Weighted percentage over every scored question (an unanswered one counts 0): each
   * question contributes weight × value / max, over the sum of the weights. With equal
   * weights it is total / max.
   */
  percent: number;
  answered: number;
  questions: number;
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** The running total, the maximum and the weighted percentage (pure). */
export function scoreForm(def: FormDefinition, answers: FormAnswers): FormScore {
  let total = 0;
  let max = 0;
  let weighted = 0;
  let weights = 0;
  let answered = 0;
  let questions = 0;
  for (const q of formQuestions(def)) {
    const qMax = questionKind(q.kind)?.maxOf(q) ?? 0;
    if (qMax <= 0) continue;
    questions += 1;
    max += qMax;
    weights += q.weight;
    const v = answers[q.id]?.value;
    if (v === null || v === undefined) continue;
    answered += 1;
    const capped = Math.min(Math.max(v, 0), qMax);
    total += capped;
    weighted += (q.weight * capped) / qMax;
  }
  return {
    total: round(total, 2),
    max: round(max, 2),
    percent: weights > 0 ? round((weighted / weights) * 100, 2) : 0,
    answered,
    questions,
  };
}

/** A problem of one answer: the question's id and a translation key with its values. */
export interface AnswerIssue {
  questionId: string;
  code: string;
  params?: Record<string, string | number> | undefined;
}

/**
 * The problems of a set of answers: a value its question refuses (above the maximum, not on
 * the scale, a number out of its bounds, not yes or no), a text too long or not a date, phone
 * or e-mail, a choice not among the options, an answer to a question the form does not have,
 * and, when `complete` (a submission), a required question left unanswered.
 */
export function checkAnswers(
  def: FormDefinition,
  answers: FormAnswers,
  options: { complete: boolean },
): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const questions = formQuestions(def);
  const ids = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!ids.has(id)) issues.push({ questionId: id, code: 'forms.unknownQuestion' });
  for (const q of questions) {
    const kind = questionKind(q.kind);
    const answer = answers[q.id];
    if (!answer || !isAnswered(q, answer)) {
      if (options.complete && q.required)
        issues.push({ questionId: q.id, code: 'forms.required', params: { label: q.label } });
      continue;
    }
    const carries = kind?.carries ?? 'value';
    if (carries !== 'value') {
      const issue = kind?.checkAnswer?.(q, answer) ?? null;
      if (issue)
        issues.push({
          questionId: q.id,
          code: issue.code,
          params: { label: q.label, ...issue.params },
        });
      continue;
    }
    const v = answer.value;
    if (v === null) continue;
    const code = kind?.check(q, v) ?? null;
    if (code)
      issues.push({
        questionId: q.id,
        code,
        params:
          (kind?.maxOf(q) ?? 0) > 0
            ? { label: q.label, max: kind?.maxOf(q) ?? 0 }
            : { label: q.label, max: q.max ?? 0, min: q.min ?? 0 },
      });
  }
  return issues;
}

/** The questions whose two answers (e.g. a self-evaluation and the supervisor's) differ. */
export function answerDifferences(
  def: FormDefinition,
  a: FormAnswers,
  b: FormAnswers,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const q of formQuestions(def)) {
    const x = a[q.id]?.value;
    const y = b[q.id]?.value;
    if (x === null || x === undefined || y === null || y === undefined) continue;
    if (x !== y) out.set(q.id, y - x);
  }
  return out;
}

/** The count of one option (or yes/no) of a question over a set of answers. */
export interface OptionCount {
  id: string;
  label: string;
  count: number;
}

/** A question's summary over many answers: how many answered it, and per option for choices. */
export interface QuestionSummary {
  questionId: string;
  kind: string;
  label: string;
  answered: number;
  /** `choice`, `choices`, `yesNo`, `scale`: the count per option, in the form's order. */
  options?: OptionCount[] | undefined;
  /** `number`, `mark`: the average of the numbers given. */
  average?: number | undefined;
}

/**
 * The per-question summary of many answers (a poll's results): the answered count; for a
 * choice, yes/no or scale question the count per option (a multiple choice counts each option
 * chosen); for a number or a mark the average. `yes`/`no` are the ids of a yes/no's options,
 * whose labels the caller gives (they are the reader's words).
 */
export function summarizeAnswers(
  def: FormDefinition,
  all: readonly FormAnswers[],
  yesNoLabels: { yes: string; no: string },
): QuestionSummary[] {
  return formQuestions(def).map((q) => {
    const given = all.map((a) => a[q.id]).filter((a) => isAnswered(q, a));
    const summary: QuestionSummary = {
      questionId: q.id,
      kind: q.kind,
      label: q.label,
      answered: given.length,
    };
    const countOf = (pred: (a: FormAnswer) => boolean) => given.filter((a) => a && pred(a)).length;
    if (q.kind === 'choice' || q.kind === 'choices')
      summary.options = (q.options ?? []).map((o) => ({
        id: o.id,
        label: o.label,
        count: countOf((a) => (a.choices ?? []).includes(o.id)),
      }));
    else if (q.kind === 'yesNo')
      summary.options = [
        { id: 'yes', label: yesNoLabels.yes, count: countOf((a) => a.value === 1) },
        { id: 'no', label: yesNoLabels.no, count: countOf((a) => a.value === 0) },
      ];
    else if (q.kind === 'scale')
      summary.options = (q.scale ?? []).map((o) => ({
        id: String(o.value),
        label: o.label || String(o.value),
        count: countOf((a) => a.value === o.value),
      }));
    else if ((q.kind === 'number' || q.kind === 'mark') && given.length > 0)
      summary.average = round(given.reduce((sum, a) => sum + (a?.value ?? 0), 0) / given.length, 2);
    return summary;
  });
}
