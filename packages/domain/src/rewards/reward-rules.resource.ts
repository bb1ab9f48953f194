import { activeStatus, localisedNames, localisedTitle } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource, type RecordIssue } from '../resources/define-resource.ts';
import { enumOf, longText, money, number, reference, text } from '../resources/fields.ts';
import { rules } from '../resources/schemas.ts';
import type { RewardTrigger } from './rewards.ts';

/** What a rule gives must be stated: points for points, an amount and its currency for money. */
function valueStated(record: Record<string, unknown>): RecordIssue[] {
  const filled = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (record.valueKind === 'points') {
    const points = record.points;
    return typeof points === 'number' && points > 0
      ? []
      : [{ field: 'points', code: 'rewards.errors.pointsRequired' }];
  }
  const issues: RecordIssue[] = [];
  if (typeof record.amount !== 'number' || record.amount <= 0)
    issues.push({ field: 'amount', code: 'rewards.errors.amountRequired' });
  if (!filled(record.currency))
    issues.push({ field: 'currency', code: 'rewards.errors.amountRequired' });
  return issues;
}

/** An attendance streak needs its number of days (two at least). */
function streakStated(record: Record<string, unknown>): RecordIssue[] {
  if (record.trigger !== 'attendance_streak') return [];
  const days = record.streakDays;
  return typeof days === 'number' && days >= 2
    ? []
    : [{ field: 'streakDays', code: 'rewards.errors.streakDays' }];
}

const triggerLabels = {
  juz_memorised: l('لكل جزء يُحفظ', 'Per juz memorised', 'Par juz mémorisé'),
  test_passed: l('لكل اختبار يُجتاز', 'Per test passed', 'Par examen réussi'),
  attendance_streak: l(
    'حضور متصل عدة أيام',
    'Attendance streak of N days',
    'Présence continue de N jours',
  ),
  manual: l('يدوية', 'Manual', 'Manuelle'),
} as const satisfies Record<RewardTrigger, unknown>;

/**
 * Reward rules (reward-role-search): what earns a reward (a juz memorised, a test passed, an
 * attendance streak, or nothing automatic), for whom (a student or a teacher) and what it is
 * worth (points, or an amount in minor units of a currency). For the whole organisation, a
 * country or one centre, as holidays are. "Propose from rules" reads the active automatic ones.
 */
export const rewardRulesResource = defineResource({
  name: 'reward-rules',
  module: 'rewards',
  table: 'reward_rules',
  permission: 'reward-rules',
  label: {
    plural: l('قواعد المكافآت', 'Reward rules', 'Règles de récompense'),
    singular: l('قاعدة مكافأة', 'Reward rule', 'Règle de récompense'),
  },
  description: l(
    'ما يستحق المكافأة ولمن وبكم: لكل جزء يُحفظ، أو اختبار يُجتاز، أو حضور متصل، أو يدويًا.',
    'What earns a reward, for whom and how much: per juz memorised, test passed, attendance streak, or manual.',
    'Ce qui mérite une récompense, pour qui et combien : par juz mémorisé, examen réussi, présence continue, ou manuelle.',
  ),
  fields: {
    ...localisedNames(120),
    trigger: enumOf(
      {
        juz_memorised: triggerLabels.juz_memorised,
        test_passed: triggerLabels.test_passed,
        attendance_streak: triggerLabels.attendance_streak,
        manual: triggerLabels.manual,
      },
      {
        label: l('سبب الاستحقاق', 'Trigger', 'Déclencheur'),
        required: true,
        default: 'manual',
        colors: {
          juz_memorised: 'success',
          test_passed: 'info',
          attendance_streak: 'warning',
          manual: 'default',
        },
      },
    ),
    streakDays: number({
      label: l('أيام الحضور المتصل', 'Streak days', 'Jours de présence continue'),
      help: l(
        'لقاعدة الحضور المتصل فقط: عدد أيام الحلقة المتتالية بلا غياب.',
        'Attendance streak only: consecutive ring days without an absence.',
        'Présence continue seulement : jours de cercle consécutifs sans absence.',
      ),
      min: 2,
      max: 60,
    }),
    beneficiary: enumOf(
      {
        student: l('طالب', 'Student', 'Élève'),
        teacher: l('محفّظ', 'Teacher', 'Enseignant'),
      },
      {
        label: l('المستفيد', 'Beneficiary', 'Bénéficiaire'),
        required: true,
        default: 'student',
      },
    ),
    valueKind: enumOf(
      {
        points: l('نقاط', 'Points', 'Points'),
        money: l('مبلغ', 'Amount', 'Montant'),
      },
      { label: l('نوع القيمة', 'Value', 'Valeur'), required: true, default: 'points' },
    ),
    points: number({ label: l('النقاط', 'Points', 'Points'), min: 1, max: 100_000 }),
    amount: money({
      label: l('المبلغ', 'Amount', 'Montant'),
      currency: { field: 'currency' },
      max: 100_000_000,
    }),
    currency: text({ label: l('العملة', 'Currency', 'Devise'), max: 3, format: 'currency' }),
    status: activeStatus(),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      help: l(
        'اتركه فارغًا ليشمل كل الدول.',
        'Leave empty for every country.',
        'Laisser vide pour tous les pays.',
      ),
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      help: l(
        'اتركه فارغًا ليشمل كل مراكز الدولة.',
        'Leave empty for every centre of the country.',
        'Laisser vide pour tous les centres du pays.',
      ),
      dependsOn: { field: 'countryId', param: 'countryId' },
    }),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 1000 }),
  },
  title: localisedTitle,
  subtitle: 'trigger',
  scope: { country: 'countryId', centre: 'centreId', visibleBelow: true },
  list: {
    columns: ['nameAr', 'trigger', 'beneficiary', 'points', 'amount', 'status', 'valueKind'],
    hiddenColumns: ['countryId', 'centreId'],
    sort: ['nameAr', 'trigger', 'createdAt'],
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: ['trigger', 'beneficiary', 'status', 'countryId', 'centreId'],
    search: ['nameAr', 'nameEn', 'nameFr', 'notes'],
  },
  export: [
    'nameAr',
    'nameEn',
    'nameFr',
    'trigger',
    'streakDays',
    'beneficiary',
    'valueKind',
    'points',
    'amount',
    'currency',
    'status',
    'countryId',
    'centreId',
  ],
  form: [
    {
      key: 'what',
      label: l('القاعدة', 'Rule', 'Règle'),
      fields: ['nameAr', 'nameEn', 'nameFr', 'trigger', 'streakDays', 'beneficiary', 'status'],
    },
    {
      key: 'value',
      label: l('القيمة', 'Value', 'Valeur'),
      fields: ['valueKind', 'points', 'amount', 'currency'],
    },
    { key: 'where', label: l('النطاق', 'Where', 'Où'), fields: ['countryId', 'centreId', 'notes'] },
  ],
  screens: [{ route: '/reward-role-search', mode: 'manage' }],
  validate: rules(valueStated, streakStated),
  example: {
    nameAr: 'مكافأة حفظ جزء',
    nameEn: 'Juz memorised',
    nameFr: 'Juz mémorisé',
    trigger: 'juz_memorised',
    beneficiary: 'student',
    valueKind: 'points',
    points: 50,
  },
});
