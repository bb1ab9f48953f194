import { describe, expect, it } from 'vitest';
import {
  FILE_DEFAULT_MAX_SIZE,
  FILE_KIND,
  FILE_MAX_SIZE_LIMIT,
  fileGroupsOf,
  fileLimits,
  formAnswersSchema,
  formDefinitionSchema,
  normalizePhone,
  type FormAnswers,
  type FormDefinition,
} from './form-definition.ts';
import { checkAnswers, scoreForm, summarizeAnswers } from './scoring.ts';
import { formsMessages } from './forms.messages.ts';

/** A poll with every unscored kind beside one scored mark. */
const poll: FormDefinition = {
  sections: [
    {
      id: 's1',
      title: 'الاستبيان',
      questions: [
        { id: 'name', kind: 'text', label: 'الاسم', weight: 1, required: true, maxLength: 10 },
        { id: 'note', kind: 'longText', label: 'ملاحظات', weight: 1, required: false },
        {
          id: 'level',
          kind: 'choice',
          label: 'الرضا',
          weight: 1,
          required: true,
          options: [
            { id: 'high', label: 'راضٍ' },
            { id: 'low', label: 'غير راضٍ' },
          ],
        },
        {
          id: 'days',
          kind: 'choices',
          label: 'الأيام',
          weight: 1,
          required: false,
          options: [
            { id: 'sat', label: 'السبت' },
            { id: 'sun', label: 'الأحد' },
            { id: 'mon', label: 'الاثنين' },
          ],
        },
        { id: 'again', kind: 'yesNo', label: 'هل تعود؟', weight: 1, required: true },
        { id: 'born', kind: 'date', label: 'الميلاد', weight: 1, required: false },
        {
          id: 'kids',
          kind: 'number',
          label: 'الأبناء',
          weight: 1,
          required: false,
          min: 1,
          max: 12,
        },
        { id: 'phone', kind: 'phone', label: 'الجوال', weight: 1, required: true },
        { id: 'mail', kind: 'email', label: 'البريد', weight: 1, required: false },
        { id: 'mark', kind: 'mark', label: 'الدرجة', weight: 1, required: false, max: 10 },
      ],
    },
  ],
};

const good: FormAnswers = {
  name: { value: null, text: 'أحمد' },
  level: { value: null, choices: ['high'] },
  days: { value: null, choices: ['sat', 'mon'] },
  again: { value: 1 },
  born: { value: null, text: '2015-02-28' },
  kids: { value: 3 },
  phone: { value: null, text: '+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧' },
  mail: { value: null, text: 'parent@example.org' },
  mark: { value: 8 },
};

const codes = (answers: FormAnswers) =>
  checkAnswers(poll, answers, { complete: true }).map((i) => `${i.questionId}:${i.code}`);

describe('the kinds of polls and registration forms', () => {
  it('accepts a complete, well-formed set of answers', () => {
    expect(codes(good)).toEqual([]);
  });

  it('the definition schema needs options for choices, and distinct ones', () => {
    const base = { id: 'q', label: 'س', weight: 1, required: true };
    const parse = (q: object) =>
      formDefinitionSchema.safeParse({ sections: [{ id: 's', title: 'ق', questions: [q] }] });
    expect(parse({ ...base, kind: 'choice' }).success).toBe(false);
    expect(
      parse({
        ...base,
        kind: 'choices',
        options: [
          { id: 'a', label: 'أ' },
          { id: 'a', label: 'ب' },
        ],
      }).success,
    ).toBe(false);
    expect(parse(poll.sections[0]!.questions[2]!).success).toBe(true);
    expect(parse({ ...base, kind: 'text' }).success).toBe(true);
  });

  it('the answers schema takes text and choices beside a null value', () => {
    const parsed = formAnswersSchema.parse({
      name: { value: null, text: ' أحمد ' },
      days: { value: null, choices: ['sat'] },
    });
    expect(parsed).toEqual({
      name: { value: null, text: 'أحمد' },
      days: { value: null, choices: ['sat'] },
    });
  });

  it('requires what is required, a blank text or no choice counting as unanswered', () => {
    expect(
      codes({
        ...good,
        name: { value: null, text: '   ' },
        level: { value: null, choices: [] },
        again: { value: null },
        phone: { value: null },
      }),
    ).toEqual([
      'name:forms.required',
      'level:forms.required',
      'again:forms.required',
      'phone:forms.required',
    ]);
    expect(checkAnswers(poll, { name: { value: null } }, { complete: false })).toEqual([]);
  });

  it('checks each kind', () => {
    expect(codes({ ...good, name: { value: null, text: 'أحمد بن عبد الله' } })).toEqual([
      'name:forms.tooLong',
    ]);
    expect(codes({ ...good, note: { value: null, text: 'x'.repeat(4001) } })).toEqual([
      'note:forms.tooLong',
    ]);
    expect(codes({ ...good, level: { value: null, choices: ['high', 'low'] } })).toEqual([
      'level:forms.oneChoice',
    ]);
    expect(codes({ ...good, level: { value: null, choices: ['other'] } })).toEqual([
      'level:forms.notAnOption',
    ]);
    expect(codes({ ...good, days: { value: null, choices: ['sat', 'sat'] } })).toEqual([
      'days:forms.notAnOption',
    ]);
    expect(codes({ ...good, days: { value: null, choices: ['fri'] } })).toEqual([
      'days:forms.notAnOption',
    ]);
    expect(codes({ ...good, again: { value: 2 } })).toEqual(['again:forms.notYesNo']);
    expect(codes({ ...good, born: { value: null, text: '2015-02-30' } })).toEqual([
      'born:forms.badDate',
    ]);
    expect(codes({ ...good, kids: { value: 0 } })).toEqual(['kids:forms.numberBelow']);
    expect(codes({ ...good, kids: { value: 13 } })).toEqual(['kids:forms.numberAbove']);
    expect(codes({ ...good, phone: { value: null, text: '12ab' } })).toEqual([
      'phone:forms.badPhone',
    ]);
    // A national number without its country, or a number of impossible length, is refused: the
    // phone input sends the international form of a number it finds valid.
    expect(codes({ ...good, phone: { value: null, text: '0551234567' } })).toEqual([
      'phone:forms.badPhone',
    ]);
    expect(codes({ ...good, phone: { value: null, text: '+96655' } })).toEqual([
      'phone:forms.badPhone',
    ]);
    expect(codes({ ...good, phone: { value: null, text: '00966551234567' } })).toEqual([]);
    expect(codes({ ...good, mail: { value: null, text: 'not-mail' } })).toEqual([
      'mail:forms.badEmail',
    ]);
  });

  it('gives the label and the bound to the messages', () => {
    const [issue] = checkAnswers(poll, { ...good, kids: { value: 20 } }, { complete: true });
    expect(issue).toEqual({
      questionId: 'kids',
      code: 'forms.numberAbove',
      params: { label: 'الأبناء', max: 12, min: 1 },
    });
  });

  it('every new issue code is translated in ar, en and fr', () => {
    const messages = formsMessages as Record<string, Record<string, string>>;
    for (const code of [
      'forms.tooLong',
      'forms.oneChoice',
      'forms.notAnOption',
      'forms.notYesNo',
      'forms.numberBelow',
      'forms.numberAbove',
      'forms.badDate',
      'forms.badPhone',
      'forms.badEmail',
      'forms.optionsNeeded',
      'forms.duplicateOption',
    ])
      for (const lang of ['ar', 'en', 'fr']) expect(messages[lang]?.[code]).toBeTruthy();
  });

  it('unscored kinds add nothing to the score', () => {
    const s = scoreForm(poll, good);
    expect(s).toEqual({ total: 8, max: 10, percent: 80, answered: 1, questions: 1 });
  });

  it('normalises phones', () => {
    expect(normalizePhone(' +966 (55) 123-4567 ')).toBe('+966551234567');
    expect(normalizePhone('٠٥٥١٢٣٤٥٦٧')).toBe('0551234567');
    expect(normalizePhone('00966 55 123 4567')).toBe('+966551234567');
  });

  it('summarises many answers per question', () => {
    const other: FormAnswers = {
      ...good,
      level: { value: null, choices: ['low'] },
      days: { value: null, choices: ['sat'] },
      again: { value: 0 },
      kids: { value: 5 },
    };
    const byId = new Map(
      summarizeAnswers(poll, [good, other, {}], { yes: 'نعم', no: 'لا' }).map((s) => [
        s.questionId,
        s,
      ]),
    );
    expect(byId.get('level')?.options?.map((o) => o.count)).toEqual([1, 1]);
    expect(byId.get('days')?.options?.map((o) => o.count)).toEqual([2, 0, 1]);
    expect(byId.get('again')?.options).toEqual([
      { id: 'yes', label: 'نعم', count: 1 },
      { id: 'no', label: 'لا', count: 1 },
    ]);
    expect(byId.get('kids')?.average).toBe(4);
    expect(byId.get('name')?.answered).toBe(2);
  });
});

describe('the file kind', () => {
  const form: FormDefinition = {
    sections: [
      {
        id: 's',
        title: 'التلاوة',
        questions: [
          {
            id: 'sample',
            kind: FILE_KIND,
            label: 'تسجيل التلاوة',
            weight: 1,
            required: true,
            accept: ['audio/mpeg', 'audio/wav'],
            maxSize: 1024 * 1024,
          },
          { id: 'cv', kind: FILE_KIND, label: 'السيرة', weight: 1, required: false },
        ],
      },
    ],
  };
  const file = (contentType: string, size: number) => ({
    value: null,
    file: { id: '00000000-0000-4000-8000-000000000001', name: 'x', size, contentType },
  });

  it('takes a file of an accepted type within the size, and counts it answered', () => {
    expect(checkAnswers(form, { sample: file('audio/wav', 5000) }, { complete: true })).toEqual([]);
    expect(scoreForm(form, { sample: file('audio/wav', 5000) }).questions).toBe(0);
  });

  it('refuses another type, a file too large, an empty one, and none when required', () => {
    const codes = (answers: FormAnswers) =>
      checkAnswers(form, answers, { complete: true }).map((i) => i.code);
    expect(codes({ sample: file('application/pdf', 5000) })).toEqual(['forms.fileType']);
    expect(codes({ sample: file('audio/mpeg', 1024 * 1024 + 1) })).toEqual(['forms.fileTooLarge']);
    expect(codes({ sample: file('audio/mpeg', 0) })).toEqual(['forms.fileEmpty']);
    expect(codes({ sample: { value: null } })).toEqual(['forms.required']);
    const [tooLarge] = checkAnswers(form, { sample: file('audio/mpeg', 2e6) }, { complete: true });
    expect(tooLarge?.params).toEqual({ label: 'تسجيل التلاوة', max: 1 });
  });

  it('defaults to audio, images and PDF up to 10 MB, never above 25 MB', () => {
    const cv = form.sections[0]!.questions[1]!;
    expect(fileLimits(cv).maxSize).toBe(FILE_DEFAULT_MAX_SIZE);
    expect(fileGroupsOf(cv)).toEqual(['audio', 'image', 'pdf']);
    expect(fileGroupsOf(form.sections[0]!.questions[0]!)).toEqual(['audio']);
    expect(fileLimits({ ...cv, maxSize: 10 * FILE_MAX_SIZE_LIMIT }).maxSize).toBe(
      FILE_MAX_SIZE_LIMIT,
    );
    expect(
      formDefinitionSchema.safeParse({
        sections: [
          { ...form.sections[0], questions: [{ ...cv, maxSize: FILE_MAX_SIZE_LIMIT + 1 }] },
        ],
      }).success,
    ).toBe(false);
  });

  it('carries the stored file in the answer’s shape', () => {
    expect(formAnswersSchema.safeParse({ sample: file('audio/wav', 10) }).success).toBe(true);
    expect(
      formAnswersSchema.safeParse({
        sample: { value: null, file: { id: 'nope', name: 'x', size: 1, contentType: 'a/b' } },
      }).success,
    ).toBe(false);
  });
});
