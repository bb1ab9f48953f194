import { activeStatus, codeField, localisedNames, localisedTitle } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { longText, money, number, text } from '../resources/fields.ts';

/** Kinds of staff advance (salary advance, emergency, Eid...): their ceiling and longest plan. */
export const advanceTypesResource = defineResource({
  name: 'advance-types',
  module: 'payroll',
  table: 'advance_types',
  permission: 'advances',
  label: {
    plural: l('أنواع السلف', 'Advance types', 'Types d’avances'),
    singular: l('نوع سلفة', 'Advance type', 'Type d’avance'),
  },
  description: l(
    'أنواع السلف التي تُمنح للموظفين: الحد الأعلى للمبلغ وأطول مدة للسداد.',
    'The kinds of advance granted to staff: the highest amount and the longest repayment plan.',
    'Les types d’avance accordés au personnel : montant maximal et plan de remboursement le plus long.',
  ),
  fields: {
    code: codeField(30),
    ...localisedNames(120),
    maxAmount: money({
      label: l('الحد الأعلى للمبلغ', 'Highest amount', 'Montant maximal'),
      currency: { field: 'currency' },
      max: 1_000_000_000,
    }),
    currency: text({ label: l('العملة', 'Currency', 'Devise'), max: 3, format: 'currency' }),
    maxInstalments: number({
      label: l('أقصى عدد للأقساط', 'Most instalments', 'Nombre maximal d’échéances'),
      required: true,
      min: 1,
      max: 60,
      default: 12,
    }),
    status: activeStatus(),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 1000 }),
  },
  title: localisedTitle,
  subtitle: 'code',
  list: {
    columns: ['code', 'nameAr', 'maxAmount', 'maxInstalments', 'status'],
    sort: ['code', 'nameAr', 'maxInstalments', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: [
    'code',
    'nameAr',
    'nameEn',
    'nameFr',
    'maxAmount',
    'currency',
    'maxInstalments',
    'status',
  ],
  screens: [{ route: '/advance-type-component', mode: 'manage' }],
  example: {
    code: 'SALARY',
    nameAr: 'سلفة على الراتب',
    nameEn: 'Salary advance',
    nameFr: 'Avance sur salaire',
    maxAmount: 500000,
    currency: 'TRY',
    maxInstalments: 10,
  },
});
