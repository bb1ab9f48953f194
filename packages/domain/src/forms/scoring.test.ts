import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './form-definition.ts';
import { answerDifferences, checkAnswers, scoreForm } from './scoring.ts';

const form: FormDefinition = {
  sections: [
    {
      id: 's1',
      title: 'الحلقة',
      questions: [
        { id: 'a', kind: 'mark', label: 'الانضباط', max: 10, weight: 1, required: true },
        { id: 'b', kind: 'mark', label: 'الحفظ', max: 20, weight: 3, required: true },
      ],
    },
    {
      id: 's2',
      title: 'المعلم',
      questions: [
        {
          id: 'c',
          kind: 'scale',
          label: 'الأسلوب',
          scale: [
            { value: 1, label: 'ضعيف' },
            { value: 2, label: 'مقبول' },
            { value: 3, label: 'جيد' },
            { value: 4, label: 'ممتاز' },
          ],
          weight: 1,
          required: false,
        },
      ],
    },
  ],
};

describe('scoreForm', () => {
  it('sums the marks and weighs the percentage', () => {
    const s = scoreForm(form, { a: { value: 10 }, b: { value: 10 }, c: { value: 2 } });
    expect(s.total).toBe(22);
    expect(s.max).toBe(34);
    // (1×10/10 + 3×10/20 + 1×2/4) / 5 = (1 + 1.5 + 0.5) / 5 = 60 %
    expect(s.percent).toBe(60);
    expect(s.answered).toBe(3);
  });

  it('with equal weights the percentage is total over maximum', () => {
    const equal: FormDefinition = {
      sections: [
        {
          id: 's',
          title: 's',
          questions: [
            { id: 'x', kind: 'mark', label: 'x', max: 10, weight: 1, required: true },
            { id: 'y', kind: 'mark', label: 'y', max: 30, weight: 1, required: true },
          ],
        },
      ],
    };
    expect(scoreForm(equal, { x: { value: 5 }, y: { value: 15 } }).percent).toBe(50);
  });

  it('is a running total: unanswered questions count zero', () => {
    const s = scoreForm(form, { b: { value: 20 } });
    expect(s.total).toBe(20);
    expect(s.percent).toBe(60);
    expect(s.answered).toBe(1);
    expect(scoreForm(form, {}).percent).toBe(0);
  });
});

describe('checkAnswers', () => {
  it('refuses a mark above the maximum and a value off the scale', () => {
    const issues = checkAnswers(form, { a: { value: 11 }, c: { value: 7 } }, { complete: false });
    expect(issues.map((i) => [i.questionId, i.code])).toEqual([
      ['a', 'forms.aboveMax'],
      ['c', 'forms.notInScale'],
    ]);
  });

  it('a submission must answer every required question, not the optional ones', () => {
    const draft = checkAnswers(form, { a: { value: 5 } }, { complete: false });
    expect(draft).toEqual([]);
    const sent = checkAnswers(form, { a: { value: 5 } }, { complete: true });
    expect(sent.map((i) => [i.questionId, i.code])).toEqual([['b', 'forms.required']]);
  });

  it('refuses answers to questions the form does not have', () => {
    expect(checkAnswers(form, { zz: { value: 1 } }, { complete: false })[0]?.code).toBe(
      'forms.unknownQuestion',
    );
  });
});

describe('answerDifferences', () => {
  it('lists the questions where two answers differ, with the difference', () => {
    const d = answerDifferences(
      form,
      { a: { value: 10 }, b: { value: 15 } },
      { a: { value: 7 }, b: { value: 15 } },
    );
    expect([...d]).toEqual([['a', -3]]);
  });
});
