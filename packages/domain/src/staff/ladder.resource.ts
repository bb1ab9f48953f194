import { activeStatus, localisedNames, localisedTitle } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { boolean, enumOf, money, number, reference, text } from '../resources/fields.ts';

/** The fields of a grade that are its criteria: changing one makes a new criteria version. */
export const LADDER_CRITERIA_FIELDS = [
  'minYears',
  'ijazahRequired',
  'minEvaluation',
  'evaluationPeriods',
  'minPassRate',
  'minTrainingExams',
] as const;

const percent = l('٪', '%', '%');

/**
 * The grades of the teacher career ladder of a country (`/ladder-search`): their order, the
 * criteria to reach each from the grade below (versioned: `criteriaVersion` rises with every
 * change of a criterion, and each version is kept), and the pay scale payroll's salary profile
 * takes from a promotion's effective date (docs/work-sheets-and-ladder.md).
 */
export const ladderGradesResource = defineResource({
  name: 'ladder-grades',
  module: 'staff',
  table: 'ladder_grades',
  permission: 'ladder',
  label: {
    plural: l('درجات سلم المحفظين', 'Ladder grades', 'Grades de l’échelle'),
    singular: l('درجة', 'Grade', 'Grade'),
  },
  description: l(
    'درجات السلم الوظيفي للمحفظين: ترتيبها، وشروط الوصول إلى كل درجة، والعلاوة أو الراتب الأساسي الذي يأخذه ملف الراتب من تاريخ الترقية.',
    'The teachers’ career ladder: the order of the grades, what it takes to reach each, and the allowance or base pay the salary profile takes from a promotion’s date.',
    'L’échelle de carrière des enseignants : l’ordre des grades, les conditions pour atteindre chacun, et l’indemnité ou la base que le profil de salaire prend à la date de la promotion.',
  ),
  fields: {
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      createOnly: true,
    }),
    ...localisedNames(80),
    rank: number({
      label: l('الترتيب في السلم', 'Rank on the ladder', 'Rang dans l’échelle'),
      help: l(
        '١ هي الدرجة الأولى، ثم ٢ فما فوق.',
        '1 is the first grade, then 2 and up.',
        '1 est le premier grade, puis 2 et plus.',
      ),
      required: true,
      min: 1,
      max: 20,
      default: 1,
    }),
    payKind: enumOf(
      {
        allowance: l('علاوة تضاف إلى الراتب', 'An allowance added to pay', 'Une indemnité ajoutée'),
        base: l(
          'راتب أساسي يحل محل السابق',
          'A base pay replacing the last',
          'Une base remplaçant',
        ),
      },
      { label: l('نوع الأجر', 'Pay scale', 'Barème'), required: true, default: 'allowance' },
    ),
    payAmount: money({
      label: l('المبلغ الشهري', 'Monthly amount', 'Montant mensuel'),
      currency: { field: 'currency' },
      required: true,
      max: 1_000_000_000,
    }),
    currency: text({
      label: l('العملة', 'Currency', 'Devise'),
      required: true,
      max: 3,
      format: 'currency',
    }),
    minYears: number({
      label: l('سنوات في الدرجة السابقة', 'Years in the grade below', 'Années au grade inférieur'),
      min: 0,
      max: 40,
      default: 0,
      unit: l('سنة', 'years', 'ans'),
    }),
    ijazahRequired: boolean({
      label: l('الإجازة مطلوبة', 'Ijazah required', 'Ijaza exigée'),
      default: false,
    }),
    minEvaluation: number({
      label: l('أدنى متوسط للتقييمات', 'Lowest evaluation average', 'Moyenne minimale'),
      min: 0,
      max: 100,
      default: 0,
      unit: percent,
    }),
    evaluationPeriods: number({
      label: l('عدد فترات التقييم', 'Evaluation periods counted', 'Périodes évaluées'),
      min: 0,
      max: 12,
      default: 0,
    }),
    minPassRate: number({
      label: l('أدنى نسبة نجاح للطلاب', 'Lowest students’ pass rate', 'Taux de réussite minimal'),
      min: 0,
      max: 100,
      default: 0,
      unit: percent,
    }),
    minTrainingExams: number({
      label: l(
        'اختبارات التدريب المجتازة',
        'Training exams passed',
        'Examens de formation réussis',
      ),
      min: 0,
      max: 50,
      default: 0,
    }),
    criteriaVersion: number({
      label: l('إصدار الشروط', 'Criteria version', 'Version des critères'),
      required: true,
      readOnly: true,
      default: 1,
    }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'countryId',
  scope: { country: 'countryId' },
  list: {
    columns: ['rank', 'nameAr', 'countryId', 'payKind', 'payAmount', 'criteriaVersion', 'status'],
    sort: ['rank', 'nameAr', 'createdAt'],
    defaultSort: { field: 'rank', dir: 'asc' },
    filters: ['countryId', 'payKind', 'status'],
    search: ['nameAr', 'nameEn', 'nameFr'],
  },
  export: [
    'rank',
    'nameAr',
    'nameEn',
    'nameFr',
    'countryId',
    'payKind',
    'payAmount',
    'currency',
    ...LADDER_CRITERIA_FIELDS,
    'criteriaVersion',
    'status',
  ],
  form: [
    {
      key: 'grade',
      label: l('الدرجة', 'Grade', 'Grade'),
      fields: ['countryId', 'nameAr', 'nameEn', 'nameFr', 'rank', 'status'],
    },
    {
      key: 'pay',
      label: l('الأجر', 'Pay', 'Rémunération'),
      fields: ['payKind', 'payAmount', 'currency'],
    },
    {
      key: 'criteria',
      label: l('شروط الوصول', 'Criteria to reach it', 'Conditions d’accès'),
      fields: [...LADDER_CRITERIA_FIELDS],
    },
  ],
  screens: [{ route: '/ladder-search', mode: 'manage' }],
  example: {
    nameAr: 'محفظ ممارس',
    nameEn: 'Practitioner',
    nameFr: 'Praticien',
    rank: 2,
    payKind: 'allowance',
    payAmount: 100000,
    currency: 'TRY',
    minYears: 2,
    ijazahRequired: false,
    minEvaluation: 70,
    evaluationPeriods: 2,
    minPassRate: 60,
    minTrainingExams: 1,
  },
});
