import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, longText, money, number, reference, text } from '../resources/fields.ts';
import { dateOrder } from '../resources/schemas.ts';
import { l } from '../text/locale-text.ts';
import { JOBS } from './employees.resource.ts';

/** An employee's assignment to a centre: job, dates, hours and pay (center-employees). */
export const centreEmployeesResource = defineResource({
  name: 'centre-employees',
  module: 'organisation',
  table: 'centre_employees',
  permission: 'employees',
  label: {
    plural: l('موظفو المراكز', 'Centre staff', 'Personnel des centres'),
    singular: l('تكليف موظف', 'Staff assignment', 'Affectation'),
  },
  description: l(
    'تكليف الموظفين بالعمل في المراكز: الوظيفة والمدة والساعات.',
    'Who works at which centre: job, period and hours.',
    'Qui travaille dans quel centre : fonction, période et heures.',
  ),
  fields: {
    employeeId: reference('employees', {
      label: l('الموظف', 'Staff member', 'Membre du personnel'),
      required: true,
      createOnly: true,
    }),
    centreId: reference('centres', { label: l('المركز', 'Centre', 'Centre'), required: true }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      readOnly: true,
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    job: enumOf(JOBS, {
      label: l('الوظيفة في المركز', 'Job at the centre', 'Fonction au centre'),
      required: true,
    }),
    startsOn: date({ label: l('من تاريخ', 'From', 'Du'), required: true, default: 'today' }),
    endsOn: date({ label: l('إلى تاريخ', 'Until', 'Au') }),
    hoursPerWeek: number({
      label: l('الساعات الأسبوعية', 'Hours per week', 'Heures par semaine'),
      min: 0,
      max: 80,
      unit: l('ساعة', 'hours', 'heures'),
    }),
    salary: money({
      label: l('الراتب الشهري', 'Monthly pay', 'Salaire mensuel'),
      currency: { field: 'salaryCurrency' },
      max: 1_000_000_000,
      sensitive: true,
    }),
    salaryCurrency: text({
      label: l('عملة الراتب', 'Pay currency', 'Devise du salaire'),
      max: 3,
      format: 'currency',
      sensitive: true,
    }),
    status: enumOf(
      {
        active: l('قائم', 'Current', 'En cours'),
        suspended: l('موقوف', 'Suspended', 'Suspendu'),
        ended: l('منتهٍ', 'Ended', 'Terminé'),
      },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'active',
        colors: { active: 'success', suspended: 'warning', ended: 'default' },
      },
    ),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: 'employeeId',
  subtitle: 'job',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['employeeId', 'centreId', 'job', 'startsOn', 'endsOn', 'hoursPerWeek', 'status'],
    sort: ['job', 'startsOn', 'endsOn', 'hoursPerWeek', 'status', 'createdAt'],
    defaultSort: { field: 'startsOn', dir: 'desc' },
    filters: ['centreId', 'countryId', 'employeeId', 'job', 'status', 'startsOn'],
    search: ['employeeId', 'notes'],
  },
  export: [
    'employeeId',
    'centreId',
    'countryId',
    'job',
    'startsOn',
    'endsOn',
    'hoursPerWeek',
    'salary',
    'salaryCurrency',
    'status',
  ],
  form: [
    {
      key: 'assignment',
      label: l('التكليف', 'Assignment', 'Affectation'),
      fields: ['employeeId', 'centreId', 'job', 'status'],
    },
    {
      key: 'period',
      label: l('المدة والساعات', 'Period and hours', 'Période et heures'),
      fields: ['startsOn', 'endsOn', 'hoursPerWeek'],
    },
    { key: 'pay', label: l('الأجر', 'Pay', 'Rémunération'), fields: ['salary', 'salaryCurrency'] },
    { key: 'notes', label: l('ملاحظات', 'Notes', 'Remarques'), fields: ['notes'], columns: 1 },
  ],
  screens: [{ route: '/center-employees-component', mode: 'manage' }],
  validate: dateOrder('startsOn', 'endsOn'),
  example: {
    job: 'teacher',
    startsOn: '2025-09-01',
    hoursPerWeek: 12,
    salary: 1500000,
    salaryCurrency: 'TRY',
  },
});
