import { l } from '../text/locale-text.ts';
import type { RecordIssue } from '../resources/define-resource.ts';
import { defineResource } from '../resources/define-resource.ts';
import { enumOf, longText, number, reference } from '../resources/fields.ts';
import { choiceLines, parseCorrect } from './marking.ts';
import { DIFFICULTIES, QUESTION_KINDS } from './levels.ts';

/**
 * The question bank (lesson-questions): questions per section, of five kinds, with a
 * difficulty and marks. Choices are one per line; the correct ones are their numbers
 * ("2" or "1,3"); true/false answers "true" or "false"; a short answer lists the accepted
 * answers one per line; an essay has a rubric for the person who marks it.
 */
export const trainingQuestionsResource = defineResource({
  name: 'training-questions',
  module: 'training',
  permission: 'training',
  label: {
    plural: l('بنك الأسئلة', 'Question bank', 'Banque de questions'),
    singular: l('سؤال', 'Question', 'Question'),
  },
  fields: {
    sectionId: reference('training-sections', {
      label: l('القسم', 'Section', 'Section'),
      required: true,
    }),
    kind: enumOf(QUESTION_KINDS, {
      label: l('نوع السؤال', 'Kind', 'Type'),
      required: true,
      default: 'short',
    }),
    prompt: longText({ label: l('نص السؤال', 'Question', 'Énoncé'), required: true, max: 2000 }),
    choices: longText({
      label: l('الخيارات (سطر لكل خيار)', 'Choices (one per line)', 'Choix (un par ligne)'),
      max: 2000,
    }),
    correct: longText({
      label: l('الإجابة الصحيحة', 'Correct answer', 'Bonne réponse'),
      help: l(
        'رقم الخيار (2) أو أرقامه (1,3)، أو true/false، أو الإجابات المقبولة سطرًا سطرًا.',
        'The choice number (2) or numbers (1,3), true/false, or accepted answers one per line.',
        'Le numéro du choix (2) ou les numéros (1,3), true/false, ou les réponses acceptées ligne par ligne.',
      ),
      max: 1000,
      // The answer key: only who manages the bank (training:sensitive) reads it; a trainee
      // holds training:read for the curriculum and must not. Markers get the rubric through
      // the marking route, the sitting never carries either.
      sensitive: true,
    }),
    rubric: longText({
      label: l('معايير التصحيح', 'Marking rubric', 'Grille de correction'),
      max: 2000,
      sensitive: true,
    }),
    difficulty: enumOf(DIFFICULTIES, {
      label: l('الصعوبة', 'Difficulty', 'Difficulté'),
      required: true,
      default: 'medium',
    }),
    marks: number({
      label: l('الدرجة', 'Marks', 'Points'),
      required: true,
      min: 1,
      max: 100,
      default: 1,
    }),
  },
  title: 'prompt',
  subtitle: 'sectionId',
  list: {
    columns: ['prompt', 'sectionId', 'kind', 'difficulty', 'marks'],
    sort: ['difficulty', 'marks', 'createdAt'],
    filters: ['sectionId', 'kind', 'difficulty'],
    search: ['prompt', 'choices'],
  },
  screens: [{ route: '/lesson-questions', mode: 'manage' }],
  example: {
    kind: 'short',
    prompt: 'ما اسم الحكم إذا جاء بعد النون الساكنة حرف الباء؟',
    correct: 'الإقلاب',
    difficulty: 'easy',
    marks: 2,
  },
  validate: (r) => questionIssues(r),
});

/** The rules a question's parts follow for its kind. */
export function questionIssues(r: Record<string, unknown>): RecordIssue[] {
  const kind = r.kind as string;
  const choices = choiceLines(typeof r.choices === 'string' ? r.choices : '');
  const correct = typeof r.correct === 'string' ? r.correct.trim() : '';
  const issues: RecordIssue[] = [];
  if (kind === 'single' || kind === 'multiple') {
    if (choices.length < 2) issues.push({ field: 'choices', code: 'training.question.choices' });
    const picked = parseCorrect(correct);
    if (
      picked.length === 0 ||
      picked.some((n) => n < 1 || n > choices.length) ||
      (kind === 'single' && picked.length !== 1)
    )
      issues.push({ field: 'correct', code: 'training.question.correctChoice' });
  } else if (kind === 'trueFalse') {
    if (correct !== 'true' && correct !== 'false')
      issues.push({ field: 'correct', code: 'training.question.trueFalse' });
  } else if (kind === 'short') {
    if (correct === '') issues.push({ field: 'correct', code: 'training.question.accepted' });
  } else if (kind === 'essay') {
    if (!r.rubric) issues.push({ field: 'rubric', code: 'training.question.rubric' });
  }
  return issues;
}
