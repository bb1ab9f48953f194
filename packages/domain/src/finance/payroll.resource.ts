import { activeStatus } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, money, reference, text } from '../resources/fields.ts';

/**
 * A line of an employee's salary profile: the base pay, an allowance or a deduction, fixed a
 * month or counted per ring taught, per session held, per student (`/user-selary-component`).
 */
export const salaryComponentsResource = defineResource({
  name: 'salary-components',
  module: 'payroll',
  table: 'salary_components',
  permission: 'salaries',
  label: {
    plural: l('مكونات الرواتب', 'Salary profiles', 'Profils de salaire'),
    singular: l('مكوّن راتب', 'Salary component', 'Élément de salaire'),
  },
  description: l(
    'ملف راتب كل موظف: الأساسي والبدلات والاستقطاعات، مبلغًا ثابتًا أو بحسب الحلقات أو الجلسات أو عدد الطلاب.',
    'Each employee’s salary profile: base pay, allowances and deductions, fixed or per ring, session or student.',
    'Le profil de salaire de chaque employé : base, indemnités et retenues, fixes ou par cercle, séance ou élève.',
  ),
  fields: {
    employeeId: reference('employees', {
      label: l('الموظف', 'Staff member', 'Membre du personnel'),
      required: true,
      createOnly: true,
    }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      readOnly: true,
      derive: { from: 'employeeId', pick: 'countryId' },
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      readOnly: true,
      derive: { from: 'employeeId', pick: 'centreId' },
    }),
    name: text({ label: l('البند', 'Item', 'Libellé'), required: true, max: 120 }),
    kind: enumOf(
      {
        base: l('راتب أساسي', 'Base pay', 'Salaire de base'),
        allowance: l('بدل', 'Allowance', 'Indemnité'),
        deduction: l('استقطاع', 'Deduction', 'Retenue'),
      },
      {
        label: l('النوع', 'Kind', 'Nature'),
        required: true,
        default: 'base',
        colors: { base: 'primary', allowance: 'success', deduction: 'warning' },
      },
    ),
    basis: enumOf(
      {
        fixed: l('مبلغ شهري ثابت', 'Fixed a month', 'Fixe par mois'),
        per_ring: l('لكل حلقة', 'Per ring taught', 'Par cercle enseigné'),
        per_session: l('لكل جلسة', 'Per session held', 'Par séance tenue'),
        per_student: l('لكل طالب', 'Per student', 'Par élève'),
        sheet_hour: l(
          'لكل ساعة في ورقة العمل المعتمدة',
          'Per hour on the approved work sheet',
          'Par heure de la feuille de temps approuvée',
        ),
        sheet_session: l(
          'لكل حلقة في ورقة العمل المعتمدة',
          'Per session on the approved work sheet',
          'Par séance de la feuille de temps approuvée',
        ),
      },
      { label: l('طريقة الحساب', 'Counted', 'Calcul'), required: true, default: 'fixed' },
    ),
    amount: money({
      label: l('المبلغ أو السعر', 'Amount or rate', 'Montant ou taux'),
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
    validFrom: date({
      label: l('يسري من', 'Paid from', 'Payé à partir du'),
      help: l(
        'فارغ: منذ التعيين. ترقية في سلم المحفظين تملؤه بتاريخ سريانها.',
        'Empty: since hiring. A ladder promotion fills it with its effective date.',
        'Vide : depuis l’embauche. Une promotion dans l’échelle y met sa date d’effet.',
      ),
    }),
    validTo: date({
      label: l('حتى', 'Paid until', 'Payé jusqu’au'),
      help: l('فارغ: مستمر.', 'Empty: ongoing.', 'Vide : en cours.'),
    }),
    status: activeStatus(),
  },
  title: 'name',
  subtitle: 'employeeId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['employeeId', 'name', 'kind', 'basis', 'amount', 'status'],
    sort: ['name', 'kind', 'basis', 'createdAt'],
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: ['employeeId', 'centreId', 'countryId', 'kind', 'basis', 'status'],
    search: ['employeeId', 'name'],
  },
  export: [
    'employeeId',
    'centreId',
    'name',
    'kind',
    'basis',
    'amount',
    'currency',
    'validFrom',
    'validTo',
    'status',
  ],
  form: [
    {
      key: 'component',
      label: l('البند', 'Item', 'Libellé'),
      fields: ['employeeId', 'name', 'kind', 'basis', 'amount', 'currency', 'status'],
    },
    {
      key: 'period',
      label: l('مدة السريان', 'Period paid', 'Période payée'),
      fields: ['validFrom', 'validTo'],
    },
  ],
  screens: [{ route: '/user-selary-component', mode: 'manage' }],
  example: {
    name: 'الراتب الأساسي',
    kind: 'base',
    basis: 'fixed',
    amount: 1500000,
    currency: 'TRY',
  },
});
