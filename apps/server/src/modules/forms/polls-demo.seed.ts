import { normalizePhone, searchKey, type FormAnswers, type FormDefinition } from '@qc/domain';
import { Random } from '../../db/seed/random.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { createForm, markAnswered } from '../../forms/forms.service.ts';
import { answerWords, insertAnswer, insertPoll } from './polls.repository.ts';
import { inDemoPollsUnit } from './polls-demo.repository.ts';
import { OWNER, respondentOf } from './polls.service.ts';

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const SATISFACTION: FormDefinition = {
  sections: [
    {
      id: 's1',
      title: 'رأيكم في الحلقات',
      questions: [
        { id: 'name', kind: 'text', label: 'اسم ولي الأمر', weight: 1, required: false },
        { id: 'phone', kind: 'phone', label: 'رقم الجوال', weight: 1, required: true },
        {
          id: 'overall',
          kind: 'choice',
          label: 'ما مدى رضاكم عن مستوى الحلقة؟',
          weight: 1,
          required: true,
          options: [
            { id: 'very', label: 'راضٍ جدًا' },
            { id: 'yes', label: 'راضٍ' },
            { id: 'some', label: 'راضٍ إلى حد ما' },
            { id: 'no', label: 'غير راضٍ' },
          ],
        },
        {
          id: 'liked',
          kind: 'choices',
          label: 'ما الذي أعجبكم؟',
          hint: 'اختر كل ما ينطبق',
          weight: 1,
          required: false,
          options: [
            { id: 'teacher', label: 'أسلوب المحفظ' },
            { id: 'plan', label: 'خطة الحفظ' },
            { id: 'reports', label: 'تقارير المتابعة' },
            { id: 'place', label: 'المكان' },
          ],
        },
        {
          id: 'recommend',
          kind: 'yesNo',
          label: 'هل تنصحون غيركم بالمركز؟',
          weight: 1,
          required: true,
        },
        { id: 'ideas', kind: 'longText', label: 'اقتراحاتكم', weight: 1, required: false },
      ],
    },
  ],
};

const SUMMER: FormDefinition = {
  sections: [
    {
      id: 's1',
      title: 'بيانات الطالب',
      questions: [
        { id: 'name', kind: 'text', label: 'اسم الطالب الرباعي', weight: 1, required: true },
        { id: 'born', kind: 'date', label: 'تاريخ الميلاد', weight: 1, required: true },
        {
          id: 'parts',
          kind: 'number',
          label: 'عدد الأجزاء المحفوظة',
          weight: 1,
          required: true,
          min: 0,
          max: 30,
        },
        {
          id: 'track',
          kind: 'choice',
          label: 'المسار',
          weight: 1,
          required: true,
          options: [
            { id: 'hifz', label: 'حفظ جديد' },
            { id: 'review', label: 'مراجعة وتثبيت' },
            { id: 'tajweed', label: 'تجويد وتلاوة' },
          ],
        },
      ],
    },
    {
      id: 's2',
      title: 'التواصل',
      questions: [
        { id: 'phone', kind: 'phone', label: 'جوال ولي الأمر', weight: 1, required: true },
        { id: 'email', kind: 'email', label: 'البريد الإلكتروني', weight: 1, required: false },
        {
          id: 'days',
          kind: 'choices',
          label: 'الأيام المناسبة',
          weight: 1,
          required: true,
          options: [
            { id: 'sun', label: 'الأحد' },
            { id: 'mon', label: 'الاثنين' },
            { id: 'tue', label: 'الثلاثاء' },
            { id: 'wed', label: 'الأربعاء' },
          ],
        },
      ],
    },
  ],
};

const FIRST = ['أحمد', 'محمد', 'عبد الله', 'يوسف', 'عمر', 'خالد', 'إبراهيم', 'سعيد', 'حمزة', 'أنس'];
const LAST = ['الأحمد', 'السالم', 'العلي', 'الحسن', 'القحطاني', 'الشمري', 'المصري', 'الزهراني'];
const IDEAS = [
  'زيادة عدد أيام الحلقة في الإجازة',
  'نتمنى رحلات تحفيزية للطلاب',
  'تقرير أسبوعي مكتوب يصل إلى ولي الأمر',
  'جزاكم الله خيرًا على الجهود',
];

/**
 * Demo polls (docs/polls.md): a parents' satisfaction poll of a centre (published, one answer
 * per phone), a summer course registration of a country (published, with a limit) and an
 * earlier poll of the organisation (closed), each with answers so every screen of the module
 * shows something real.
 */
export const pollsDemoStep: DemoSeedStep = async (database, world) => {
  const rnd = new Random(290631);
  const centre = world.centres[0];
  if (!centre) return;
  const name = () => `${rnd.pick(FIRST)} ${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
  const phone = (i: number) => `+9665${String(50_000_000 + i * 7919).padStart(8, '0')}`;

  await inDemoPollsUnit(database.db, async (tx) => {
    const add = async (
      place: { countryId: string | null; centreId: string | null },
      poll: {
        kind: 'poll' | 'registration';
        title: string;
        description: string;
        definition: FormDefinition;
        status: 'open' | 'closed';
        opensOn: string;
        closesOn: string;
        answerLimit?: number;
        onePerContact: boolean;
      },
      answers: FormAnswers[],
    ) => {
      const form = await createForm(
        tx,
        OWNER,
        { name: poll.title, subject: poll.kind, allowSelf: false, definition: poll.definition },
        null,
      );
      const row = await insertPoll(tx, {
        ...place,
        familyId: form.familyId,
        kind: poll.kind,
        title: poll.title,
        description: poll.description,
        opensOn: poll.opensOn,
        closesOn: poll.closesOn,
        answerLimit: poll.answerLimit ?? null,
        onePerContact: poll.onePerContact,
        status: poll.status,
        publishedAt: new Date(`${poll.opensOn}T06:00:00Z`).toISOString(),
        search: searchKey(`${poll.title} ${poll.description}`),
      });
      for (const [i, a] of answers.entries()) {
        const at = new Date(`${poll.opensOn}T07:00:00Z`);
        at.setUTCHours(at.getUTCHours() + 9 * i + rnd.int(0, 8));
        const contactText = a['phone']?.text;
        await insertAnswer(tx, {
          pollId: row.id,
          ...place,
          formVersionId: form.id,
          answers: a,
          contact: poll.onePerContact && contactText ? normalizePhone(contactText) : null,
          respondent: respondentOf(poll.definition, a),
          submittedAt: at.toISOString(),
          search: searchKey(answerWords(poll.definition, a)),
        });
      }
      if (answers.length > 0) await markAnswered(tx, form.id);
    };

    const parents: FormAnswers[] = Array.from({ length: 24 }, (_, i) => ({
      ...(rnd.chance(0.7) ? { name: { value: null, text: name() } } : {}),
      phone: { value: null, text: phone(i) },
      overall: {
        value: null,
        choices: [
          rnd.weighted([
            ['very', 5],
            ['yes', 4],
            ['some', 2],
            ['no', 1],
          ] as const),
        ],
      },
      liked: {
        value: null,
        choices: ['teacher', 'plan', 'reports', 'place'].filter(() => rnd.chance(0.45)),
      },
      recommend: { value: rnd.chance(0.85) ? 1 : 0 },
      ...(rnd.chance(0.4) ? { ideas: { value: null, text: rnd.pick(IDEAS) } } : {}),
    }));
    await add(
      { countryId: centre.countryId, centreId: centre.id },
      {
        kind: 'poll',
        title: 'استبيان رضا أولياء الأمور',
        description: 'نسعد برأيكم في حلقات المركز هذا الفصل، ولا يستغرق أكثر من دقيقتين.',
        definition: SATISFACTION,
        status: 'open',
        opensOn: day(-12),
        closesOn: day(30),
        onePerContact: true,
      },
      parents,
    );

    const summer: FormAnswers[] = Array.from({ length: 14 }, (_, i) => ({
      name: { value: null, text: name() },
      born: { value: null, text: day(-365 * rnd.int(7, 15) - rnd.int(0, 300)) },
      parts: { value: rnd.int(0, 12) },
      track: { value: null, choices: [rnd.pick(['hifz', 'review', 'tajweed'])] },
      phone: { value: null, text: phone(100 + i) },
      ...(rnd.chance(0.3) ? { email: { value: null, text: `parent${i + 1}@example.org` } } : {}),
      days: { value: null, choices: ['sun', 'mon', 'tue', 'wed'].filter(() => rnd.chance(0.6)) },
    })).map((a) =>
      a.days?.choices?.length ? a : { ...a, days: { value: null, choices: ['sun'] } },
    );
    await add(
      { countryId: centre.countryId, centreId: null },
      {
        kind: 'registration',
        title: 'التسجيل في الدورة الصيفية',
        description: 'دورة مكثفة لحفظ القرآن الكريم ومراجعته خلال الإجازة الصيفية.',
        definition: SUMMER,
        status: 'open',
        opensOn: day(-6),
        closesOn: day(45),
        answerLimit: 60,
        onePerContact: false,
      },
      summer,
    );

    await add(
      { countryId: null, centreId: null },
      {
        kind: 'poll',
        title: 'استطلاع موعد حفل الختام',
        description: 'اختيار موعد حفل ختام العام للمراكز كلها.',
        definition: {
          sections: [
            {
              id: 's1',
              title: 'الموعد',
              questions: [
                {
                  id: 'when',
                  kind: 'choice',
                  label: 'الموعد الأنسب لكم',
                  weight: 1,
                  required: true,
                  options: [
                    { id: 'thu', label: 'مساء الخميس' },
                    { id: 'fri', label: 'عصر الجمعة' },
                    { id: 'sat', label: 'صباح السبت' },
                  ],
                },
              ],
            },
          ],
        },
        status: 'closed',
        opensOn: day(-60),
        closesOn: day(-40),
        onePerContact: false,
      },
      Array.from({ length: 9 }, () => ({
        when: {
          value: null,
          choices: [
            rnd.weighted([
              ['thu', 5],
              ['fri', 3],
              ['sat', 2],
            ] as const),
          ],
        },
      })),
    );
  });
};
