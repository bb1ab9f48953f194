import { describe, expect, it } from 'vitest';
import { autoMark, NotEnoughQuestions, selectByRules } from './marking.ts';
import { questionIssues } from './questions.resource.ts';

const q = (kind: string, correct: string, marks = 2, choices = 'أ\nب\nج') => ({
  kind,
  correct,
  marks,
  choices,
});

describe('automatic marking', () => {
  it('marks single choice, multiple choice (all or nothing) and true/false', () => {
    expect(autoMark(q('single', '2'), { choices: [2] })).toBe(2);
    expect(autoMark(q('single', '2'), { choices: [1] })).toBe(0);
    expect(autoMark(q('multiple', '1,3', 4), { choices: [3, 1] })).toBe(4);
    expect(autoMark(q('multiple', '1,3', 4), { choices: [1] })).toBe(0);
    expect(autoMark(q('multiple', '1,3', 4), { choices: [1, 2, 3] })).toBe(0);
    expect(autoMark(q('trueFalse', 'false'), { value: false })).toBe(2);
    expect(autoMark(q('trueFalse', 'false'), { value: true })).toBe(0);
    expect(autoMark(q('single', '2'), null)).toBe(0);
    expect(autoMark(q('single', '2'), { text: '2' })).toBe(0);
  });

  it('marks short answers without tashkeel, hamza forms or case, and leaves essays to a person', () => {
    const short = q('short', 'الإقلاب\nقلب');
    expect(autoMark(short, { text: '  الْإِقْلَابُ ' })).toBe(2);
    expect(autoMark(short, { text: 'الاقلاب' })).toBe(2);
    expect(autoMark(short, { text: 'إظهار' })).toBe(0);
    expect(autoMark(short, { text: '' })).toBe(0);
    expect(autoMark(q('essay', ''), { text: 'مقال' })).toBeNull();
  });
});

describe('selection by rule', () => {
  const bank = [
    ...[1, 2, 3].map((i) => ({ id: `a-easy-${i}`, sectionId: 'a', difficulty: 'easy' })),
    ...[1, 2].map((i) => ({ id: `a-hard-${i}`, sectionId: 'a', difficulty: 'hard' })),
    ...[1, 2].map((i) => ({ id: `b-easy-${i}`, sectionId: 'b', difficulty: 'easy' })),
  ];

  it('draws so many of each section and difficulty, without repeats', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const picked = selectByRules(
      bank,
      [
        { sectionId: 'a', difficulty: 'easy', count: 2 },
        { sectionId: 'a', difficulty: 'hard', count: 1 },
        { sectionId: 'b', difficulty: 'easy', count: 2 },
      ],
      random,
    );
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((p) => p.id)).size).toBe(5);
    expect(picked.filter((p) => p.id.startsWith('a-easy'))).toHaveLength(2);
    expect(picked.filter((p) => p.id.startsWith('a-hard'))).toHaveLength(1);
    expect(picked.filter((p) => p.id.startsWith('b-easy'))).toHaveLength(2);
  });

  it('refuses a rule the bank cannot fill', () => {
    expect(() => selectByRules(bank, [{ sectionId: 'b', difficulty: 'hard', count: 1 }])).toThrow(
      NotEnoughQuestions,
    );
  });
});

describe('question rules', () => {
  it('checks the parts of each kind', () => {
    expect(questionIssues({ kind: 'single', choices: 'أ\nب', correct: '1,2' })).toHaveLength(1);
    expect(questionIssues({ kind: 'single', choices: 'أ\nب', correct: '3' })).toHaveLength(1);
    expect(questionIssues({ kind: 'multiple', choices: 'أ\nب\nج', correct: '1,3' })).toEqual([]);
    expect(questionIssues({ kind: 'trueFalse', correct: 'yes' })).toHaveLength(1);
    expect(questionIssues({ kind: 'essay' })).toEqual([
      { field: 'rubric', code: 'training.question.rubric' },
    ]);
  });
});
