import { activeStatus, codeField, localisedNames, localisedTitle } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import type { RecordIssue } from '../resources/define-resource.ts';
import { defineResource } from '../resources/define-resource.ts';
import {
  boolean,
  enumOf,
  longText,
  multiReference,
  number,
  reference,
} from '../resources/fields.ts';

const percent = (ar: string, en: string, fr: string, dflt: number) =>
  number({
    label: l(ar, en, fr),
    required: true,
    min: 0,
    max: 100,
    default: dflt,
    unit: l('٪', '%', '%'),
  });

/** Kinds of test an administrator maintains: the rules a request, a sheet and a grade follow. */
export const testKindsResource = defineResource({
  name: 'test-kinds',
  module: 'tests',
  label: {
    plural: l('أنواع الاختبارات', 'Test kinds', 'Types d’examens'),
    singular: l('نوع اختبار', 'Test kind', 'Type d’examen'),
  },
  description: l(
    'قواعد كل نوع: درجة النجاح والتقديرات ومدة الانتظار قبل الإعادة والاختبارات المطلوبة أولًا، ومعاييره في صفحة النوع.',
    'The rules of each kind: pass mark, grade bands, waiting days before a retest and the kinds required first; its criteria are on the kind’s page.',
    'Les règles de chaque type : note de passage, mentions, délai avant de repasser et types requis ; ses critères sont sur la page du type.',
  ),
  fields: {
    code: codeField(40),
    ...localisedNames(150),
    category: enumOf(
      {
        portion: l('اختبار أجزاء', 'Portion test', 'Examen de portion'),
        safra: l('صفوة (مرحلة المركز)', 'Safra (centre stage)', 'Safra (étape du centre)'),
        'safra-final': l('صفوة (النهائي)', 'Safra final', 'Safra finale'),
        maher: l('ماهر', 'Maher', 'Maher'),
        maqraa: l('المقرأة', 'Maqraa', 'Maqraa'),
        'tajweed-theory': l('تجويد نظري', 'Tajweed (theory)', 'Tajwid (théorie)'),
        'tajweed-practical': l('تجويد عملي', 'Tajweed (practical)', 'Tajwid (pratique)'),
        external: l('طلب خارجي', 'External request', 'Demande externe'),
      },
      { label: l('الفئة', 'Category', 'Catégorie'), required: true, default: 'portion' },
    ),
    portionType: enumOf(
      {
        juz: l('أجزاء', 'Juz', 'Juz'),
        hizb: l('أحزاب', 'Hizb', 'Hizb'),
        'surah-range': l('من سورة إلى سورة', 'Surah range', 'Plage de sourates'),
        'whole-quran': l('القرآن كاملًا', 'Whole Quran', 'Coran entier'),
        none: l('بلا مقطع', 'No portion', 'Sans portion'),
      },
      { label: l('نوع المقطع', 'Portion type', 'Type de portion'), required: true, default: 'juz' },
    ),
    passMark: percent('درجة النجاح', 'Pass mark', 'Note de passage', 60),
    bandGood: percent('بداية «جيد»', '“Good” from', '« Bien » à partir de', 70),
    bandVeryGood: percent('بداية «جيد جدًا»', '“Very good” from', '« Très bien » à partir de', 80),
    bandExcellent: percent('بداية «ممتاز»', '“Excellent” from', '« Excellent » à partir de', 90),
    waitingDays: number({
      label: l(
        'أيام الانتظار قبل الإعادة',
        'Waiting days before a retest',
        'Jours d’attente avant de repasser',
      ),
      required: true,
      min: 0,
      max: 365,
      default: 14,
    }),
    requiredKindIds: multiReference('test-kinds', {
      label: l('يشترط النجاح أولًا في', 'Requires a pass in', 'Exige la réussite de'),
    }),
    needsExternalExaminer: boolean({
      label: l(
        'يتطلب مختبرًا من مركز آخر',
        'Needs an examiner from another centre',
        'Exige un examinateur d’un autre centre',
      ),
      default: false,
    }),
    status: activeStatus(),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 2000 }),
  },
  title: localisedTitle,
  subtitle: 'category',
  list: {
    columns: ['code', 'nameAr', 'category', 'portionType', 'passMark', 'waitingDays', 'status'],
    sort: ['code', 'nameAr', 'category', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['category', 'portionType', 'status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: [
    'code',
    'nameAr',
    'nameEn',
    'nameFr',
    'category',
    'portionType',
    'passMark',
    'bandGood',
    'bandVeryGood',
    'bandExcellent',
    'waitingDays',
    'needsExternalExaminer',
    'status',
  ],
  related: [{ resource: 'test-criteria', field: 'kindId' }],
  validate: (r) => {
    const issues: RecordIssue[] = [];
    const n = (k: string) => Number(r[k] ?? 0);
    if (n('bandGood') < n('passMark'))
      issues.push({ field: 'bandGood', code: 'tests.kinds.bandsOrder' });
    if (n('bandVeryGood') < n('bandGood'))
      issues.push({ field: 'bandVeryGood', code: 'tests.kinds.bandsOrder' });
    if (n('bandExcellent') < n('bandVeryGood'))
      issues.push({ field: 'bandExcellent', code: 'tests.kinds.bandsOrder' });
    return issues;
  },
  example: {
    code: 'JUZ',
    nameAr: 'اختبار الأجزاء',
    nameEn: 'Juz test',
    nameFr: 'Examen de juz',
    category: 'portion',
    portionType: 'juz',
    passMark: 60,
    bandGood: 70,
    bandVeryGood: 80,
    bandExcellent: 90,
    waitingDays: 14,
  },
});

/** Criteria of a kind: maximum marks and the deduction of each mistake type. */
export const testCriteriaResource = defineResource({
  name: 'test-criteria',
  module: 'tests',
  permission: 'test-kinds',
  label: {
    plural: l('معايير الاختبار', 'Test criteria', 'Critères d’examen'),
    singular: l('معيار', 'Criterion', 'Critère'),
  },
  fields: {
    kindId: reference('test-kinds', {
      label: l('نوع الاختبار', 'Test kind', 'Type d’examen'),
      required: true,
    }),
    ...localisedNames(150),
    scoring: enumOf(
      {
        deductions: l('خصم لكل خطأ', 'Deduction per mistake', 'Déduction par erreur'),
        marks: l(
          'درجة يضعها المختبر',
          'Marks given by the examiner',
          'Note donnée par l’examinateur',
        ),
      },
      { label: l('طريقة الاحتساب', 'Scoring', 'Notation'), required: true, default: 'deductions' },
    ),
    maxMarks: number({
      label: l('الدرجة العظمى', 'Maximum marks', 'Note maximale'),
      required: true,
      integer: false,
      min: 0.5,
      max: 1000,
    }),
    deductMemorisation: number({
      label: l(
        'خصم خطأ الحفظ',
        'Deduction per memorisation mistake',
        'Déduction par erreur de mémorisation',
      ),
      integer: false,
      min: 0,
      max: 100,
      default: 0,
    }),
    deductTajweed: number({
      label: l(
        'خصم خطأ التجويد',
        'Deduction per tajweed mistake',
        'Déduction par erreur de tajwid',
      ),
      integer: false,
      min: 0,
      max: 100,
      default: 0,
    }),
    deductHesitation: number({
      label: l('خصم التردد', 'Deduction per hesitation', 'Déduction par hésitation'),
      integer: false,
      min: 0,
      max: 100,
      default: 0,
    }),
    sortOrder: number({ label: l('الترتيب', 'Order', 'Ordre'), min: 0, max: 100, default: 0 }),
  },
  title: localisedTitle,
  subtitle: 'kindId',
  list: {
    columns: [
      'kindId',
      'nameAr',
      'scoring',
      'maxMarks',
      'deductMemorisation',
      'deductTajweed',
      'deductHesitation',
    ],
    sort: ['sortOrder', 'nameAr', 'createdAt'],
    defaultSort: { field: 'sortOrder', dir: 'asc' },
    filters: ['kindId', 'scoring'],
    search: ['nameAr', 'nameEn', 'nameFr'],
  },
  example: {
    nameAr: 'الحفظ',
    nameEn: 'Memorisation',
    nameFr: 'Mémorisation',
    maxMarks: 80,
    deductMemorisation: 2,
  },
});
