import { defineResource } from '../resources/define-resource.ts';
import { boolean, longText, money, text } from '../resources/fields.ts';
import { activeStatus, codeField, localisedNames, localisedTitle } from './common.ts';
import { l } from '../text/locale-text.ts';

/** Kinds of special case of a student: orphan, low-income family, disability, ... */
export const specialCaseTypesResource = defineResource({
  name: 'special-case-types',
  module: 'organisation',
  table: 'special_case_types',
  label: {
    plural: l('أنواع الحالات الخاصة', 'Special case types', 'Types de cas particuliers'),
    singular: l('نوع حالة خاصة', 'Special case type', 'Type de cas particulier'),
  },
  fields: {
    code: codeField(),
    ...localisedNames(),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 1000 }),
    requiresEvidence: boolean({
      label: l('تتطلب مستندات', 'Needs evidence', 'Justificatifs requis'),
      default: true,
    }),
    defaultSupport: money({
      label: l('الدعم الشهري المقترح', 'Suggested monthly support', 'Aide mensuelle suggérée'),
      currency: { field: 'supportCurrency' },
      max: 100_000_000,
    }),
    supportCurrency: text({
      label: l('عملة الدعم', 'Support currency', "Devise de l'aide"),
      max: 3,
      format: 'currency',
    }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'code',
  list: {
    columns: ['code', 'nameAr', 'nameEn', 'requiresEvidence', 'defaultSupport', 'status'],
    sort: ['code', 'nameAr', 'nameEn', 'defaultSupport', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['status', 'requiresEvidence'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr', 'description'],
  },
  export: [
    'code',
    'nameAr',
    'nameEn',
    'nameFr',
    'requiresEvidence',
    'defaultSupport',
    'supportCurrency',
    'status',
  ],
  form: [
    {
      key: 'type',
      label: l('النوع', 'Type', 'Type'),
      fields: ['code', 'status', 'requiresEvidence'],
    },
    {
      key: 'names',
      label: l('الأسماء', 'Names', 'Noms'),
      fields: ['nameAr', 'nameEn', 'nameFr', 'description'],
    },
    {
      key: 'support',
      label: l('الدعم', 'Support', 'Aide'),
      fields: ['defaultSupport', 'supportCurrency'],
    },
  ],
  screens: [{ route: '/admin-special-case-component', mode: 'manage' }],
  referencedBy: [{ table: 'special_cases', column: 'case_type', by: 'code' }],
  example: {
    code: 'ORPHAN',
    nameAr: 'يتيم',
    nameEn: 'Orphan',
    nameFr: 'Orphelin',
    requiresEvidence: true,
  },
});
