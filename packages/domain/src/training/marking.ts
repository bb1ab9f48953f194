/**
 * Automatic marking of the training exams: the pure rules, shared by the server (which marks)
 * and the tests. Choice, true/false and short-answer questions are marked here; an essay waits
 * for a person (null).
 */
export interface MarkableQuestion {
  kind: string;
  choices: string | null;
  correct: string | null;
  marks: number;
}

/** A trainee's answer: chosen choice numbers (1-based), true/false, or text. */
/** A question as drawn into a sitting: its marks and answer key at that moment (a JSON column). */
export interface DrawnQuestion {
  id: string;
  kind: string;
  marks: number;
  correct: string | null;
}

export type ExamAnswer = { choices: number[] } | { value: boolean } | { text: string };

/** The non-empty lines of a choices text. */
export function choiceLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The choice numbers of a "correct" text ("2", "1,3", "1، 3"). */
export function parseCorrect(text: string): number[] {
  return [
    ...new Set(
      text
        .split(/[,،\s]+/)
        .filter((s) => s !== '')
        .map((s) => Number(s))
        .filter((n) => Number.isInteger(n)),
    ),
  ].sort((a, b) => a - b);
}

/** A short answer compared without case, diacritics (tashkeel) or extra spaces. */
export function normaliseShortAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[إأآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The marks an answer earns, or null when a person must mark it (an essay). A multiple-choice
 * question earns its marks only when exactly the correct choices are picked.
 */
export function autoMark(q: MarkableQuestion, answer: ExamAnswer | null): number | null {
  if (q.kind === 'essay') return null;
  if (!answer) return 0;
  if (q.kind === 'single' || q.kind === 'multiple') {
    if (!('choices' in answer)) return 0;
    const want = parseCorrect(q.correct ?? '');
    const got = [...new Set(answer.choices)].sort((a, b) => a - b);
    return want.length === got.length && want.every((n, i) => n === got[i]) ? q.marks : 0;
  }
  if (q.kind === 'trueFalse') {
    if (!('value' in answer)) return 0;
    return String(answer.value) === (q.correct ?? '').trim() ? q.marks : 0;
  }
  if (q.kind === 'short') {
    if (!('text' in answer)) return 0;
    const given = normaliseShortAnswer(answer.text);
    const accepted = choiceLines(q.correct ?? '').map(normaliseShortAnswer);
    return given !== '' && accepted.includes(given) ? q.marks : 0;
  }
  return 0;
}

export interface SelectableQuestion {
  id: string;
  sectionId: string;
  difficulty: string;
}

export interface SelectionRule {
  sectionId: string;
  difficulty: string;
  count: number;
}

/**
 * Picks the questions of a rule-based form: for each rule, `count` questions of that section
 * and difficulty, drawn with `random` (seeded in tests). Throws when the bank has too few.
 */
export function selectByRules<Q extends SelectableQuestion>(
  bank: readonly Q[],
  rules: readonly SelectionRule[],
  random: () => number = Math.random,
): Q[] {
  const picked: Q[] = [];
  for (const rule of rules) {
    if (rule.count <= 0) continue;
    const pool = bank.filter(
      (q) => q.sectionId === rule.sectionId && q.difficulty === rule.difficulty,
    );
    if (pool.length < rule.count) throw new NotEnoughQuestions(rule, pool.length);
    const shuffled = [...pool];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    picked.push(...shuffled.slice(0, rule.count));
  }
  return picked;
}

export class NotEnoughQuestions extends Error {
  constructor(
    readonly rule: SelectionRule,
    readonly available: number,
  ) {
    super(`Only ${available} questions for ${rule.sectionId}/${rule.difficulty}`);
  }
}
