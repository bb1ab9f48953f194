import { l } from '../text/locale-text.ts';
import type { RecordIssue } from '../resources/define-resource.ts';
import { defineResource } from '../resources/define-resource.ts';
import { dateTime, enumOf, multiReference, number, reference, text } from '../resources/fields.ts';

/**
 * A test form (educational-test-forms): the questions of an exam, picked by rule (so many of
 * each difficulty from each chosen section, drawn for every trainee) or by hand.
 */
export const trainingTestFormsResource = defineResource({
  name: 'training-test-forms',
  module: 'training',
  permission: 'training',
  label: {
    plural: l('نماذج الاختبارات', 'Test forms', 'Modèles d’examen'),
    singular: l('نموذج اختبار', 'Test form', 'Modèle d’examen'),
  },
  fields: {
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    mode: enumOf(
      {
        rule: l('بقاعدة (سحب عشوائي)', 'By rule (drawn)', 'Par règle (tirage)'),
        manual: l('اختيار يدوي', 'By hand', 'À la main'),
      },
      {
        label: l('اختيار الأسئلة', 'Question choice', 'Choix des questions'),
        required: true,
        // By hand until a rule is chosen: a rule must be one the bank can fill.
        default: 'manual',
      },
    ),
    sectionIds: multiReference('training-sections', {
      label: l('الأقسام', 'Sections', 'Sections'),
      max: 50,
    }),
    easyPerSection: number({
      label: l('سهلة لكل قسم', 'Easy per section', 'Faciles par section'),
      min: 0,
      max: 50,
      default: 0,
    }),
    mediumPerSection: number({
      label: l('متوسطة لكل قسم', 'Medium per section', 'Moyennes par section'),
      min: 0,
      max: 50,
      default: 0,
    }),
    hardPerSection: number({
      label: l('صعبة لكل قسم', 'Hard per section', 'Difficiles par section'),
      min: 0,
      max: 50,
      default: 0,
    }),
    questionIds: multiReference('training-questions', {
      label: l('الأسئلة المختارة', 'Chosen questions', 'Questions choisies'),
      max: 200,
    }),
    durationMinutes: number({
      label: l('المدة', 'Duration', 'Durée'),
      required: true,
      min: 1,
      max: 600,
      default: 30,
      unit: l('دقيقة', 'minutes', 'minutes'),
    }),
    passPercent: number({
      label: l('نسبة النجاح', 'Pass mark', 'Seuil de réussite'),
      required: true,
      min: 0,
      max: 100,
      default: 60,
      unit: l('٪', '%', '%'),
    }),
  },
  title: 'title',
  subtitle: 'mode',
  list: {
    columns: ['title', 'mode', 'durationMinutes', 'passPercent', 'updatedAt'],
    sort: ['title', 'createdAt'],
    filters: ['mode'],
    search: ['title'],
  },
  form: [
    {
      key: 'form',
      label: l('النموذج', 'Form', 'Modèle'),
      fields: ['title', 'mode', 'durationMinutes', 'passPercent'],
    },
    {
      key: 'rule',
      label: l('السحب بقاعدة', 'Drawn by rule', 'Tirage par règle'),
      fields: ['sectionIds', 'easyPerSection', 'mediumPerSection', 'hardPerSection'],
    },
    {
      key: 'manual',
      label: l('الاختيار اليدوي', 'By hand', 'À la main'),
      fields: ['questionIds'],
      columns: 1,
    },
  ],
  screens: [{ route: '/educational-test-forms', mode: 'manage' }],
  // By hand: a form by rule needs a bank that fills it (checked when the form is saved).
  example: { title: 'اختبار التجويد الأول', mode: 'manual', durationMinutes: 20 },
  validate: (r) => testFormIssues(r),
});

export function testFormIssues(r: Record<string, unknown>): RecordIssue[] {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  if (r.mode === 'manual' && list(r.questionIds).length === 0)
    return [{ field: 'questionIds', code: 'training.form.noQuestions' }];
  if (r.mode === 'rule') {
    if (list(r.sectionIds).length === 0)
      return [{ field: 'sectionIds', code: 'training.form.noSections' }];
    if (n(r.easyPerSection) + n(r.mediumPerSection) + n(r.hardPerSection) === 0)
      return [{ field: 'easyPerSection', code: 'training.form.noCounts' }];
  }
  return [];
}

/** An exam (educational-exams): a test form scheduled for the trainees of a centre. */
export const trainingExamsResource = defineResource({
  name: 'training-exams',
  module: 'training',
  label: {
    plural: l('اختبارات التأهيل', 'Training exams', 'Examens de formation'),
    singular: l('اختبار تأهيل', 'Training exam', 'Examen de formation'),
  },
  description: l(
    'اختبار من نموذج لمتدربي مركز، في نافذة زمنية؛ يبدأ كل متدرب متى شاء داخلها وله مدة النموذج.',
    'A test form scheduled for the trainees of a centre within a window; each trainee starts when they like within it and has the form’s duration.',
    'Un modèle planifié pour les stagiaires d’un centre dans une fenêtre ; chacun commence quand il veut et dispose de la durée du modèle.',
  ),
  fields: {
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    testFormId: reference('training-test-forms', {
      label: l('نموذج الاختبار', 'Test form', 'Modèle d’examen'),
      required: true,
    }),
    centreId: reference('centres', { label: l('المركز', 'Centre', 'Centre'), required: true }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      readOnly: true,
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    opensAt: dateTime({ label: l('يفتح في', 'Opens at', 'Ouvre le'), required: true }),
    closesAt: dateTime({ label: l('يغلق في', 'Closes at', 'Ferme le'), required: true }),
    status: enumOf(
      {
        scheduled: l('مجدول', 'Scheduled', 'Planifié'),
        cancelled: l('ملغى', 'Cancelled', 'Annulé'),
      },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'scheduled',
        colors: { scheduled: 'info', cancelled: 'default' },
      },
    ),
  },
  title: 'title',
  subtitle: 'centreId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['title', 'testFormId', 'centreId', 'opensAt', 'closesAt', 'status'],
    sort: ['opensAt', 'title', 'createdAt'],
    defaultSort: { field: 'opensAt', dir: 'desc' },
    filters: ['centreId', 'countryId', 'testFormId', 'status', 'opensAt'],
    search: ['title'],
  },
  screens: [{ route: '/educational-exams', mode: 'manage' }],
  detailPage: '/educational-exam-results?exam=:id',
  example: {
    title: 'اختبار التجويد - الدفعة الأولى',
    opensAt: '2026-10-01T07:00:00.000Z',
    closesAt: '2026-10-01T15:00:00.000Z',
  },
  validate: (r) =>
    typeof r.opensAt === 'string' && typeof r.closesAt === 'string' && r.closesAt <= r.opensAt
      ? [{ field: 'closesAt', code: 'training.exam.closesBeforeOpens' }]
      : [],
});
