import { activeStatus } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { email, longText, phone, reference, text } from '../resources/fields.ts';

/**
 * A partner organisation: one we share some figures with, whose people sign in as partnership
 * users (`users.partner_organisation_id`). A plain record of the organisation (no scope: its
 * permissions are held organisation-wide, as the hand-built routes required). Its screen,
 * /partnership-users-component, is purpose-built because it shows each partner's users beside
 * it (identity's own records); the list, form, lookup and export are the engine's.
 */
export const partnersResource = defineResource({
  name: 'partners',
  module: 'identity',
  table: 'partner_organisations',
  label: {
    plural: l('الجهات الشريكة', 'Partner organisations', 'Organisations partenaires'),
    singular: l('جهة شريكة', 'Partner organisation', 'Organisation partenaire'),
  },
  description: l(
    'المؤسسات التي نشاركها بعض الأرقام، ومن يدخل باسمها للاطلاع.',
    'Organisations we share figures with; their people sign in to read them.',
    'Les organisations avec qui nous partageons des chiffres ; leurs membres se connectent pour les consulter.',
  ),
  fields: {
    name: text({
      label: l('اسم الجهة', 'Name', 'Nom'),
      required: true,
      min: 2,
      max: 160,
    }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      help: l(
        'يحصل مستخدمو الجهة على دور الشريك في هذه الدولة.',
        'The partner’s users get the partner role in this country.',
        'Les utilisateurs du partenaire reçoivent le rôle partenaire dans ce pays.',
      ),
    }),
    contactName: text({
      label: l('مسؤول التواصل', 'Contact person', 'Personne de contact'),
      max: 120,
    }),
    contactEmail: email({ label: l('بريد التواصل', 'Contact e-mail', 'E-mail de contact') }),
    contactPhone: phone({
      label: l('هاتف التواصل', 'Contact phone', 'Téléphone de contact'),
      regionFrom: 'countryId',
    }),
    status: activeStatus(),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: 'name',
  subtitle: 'countryId',
  list: {
    columns: ['name', 'countryId', 'contactName', 'contactPhone', 'contactEmail', 'status'],
    hiddenColumns: ['contactEmail'],
    sort: ['name', 'status', 'createdAt'],
    defaultSort: { field: 'name', dir: 'asc' },
    filters: ['countryId', 'status'],
    search: ['name', 'contactName', 'contactEmail', 'contactPhone', 'countryId'],
  },
  export: [
    'name',
    'countryId',
    'contactName',
    'contactEmail',
    'contactPhone',
    'status',
    'notes',
    'createdAt',
  ],
  form: [
    {
      key: 'partner',
      label: l('الجهة', 'Organisation', 'Organisation'),
      fields: ['name', 'countryId', 'status'],
    },
    {
      key: 'contact',
      label: l('التواصل', 'Contact', 'Contact'),
      fields: ['contactName', 'contactPhone', 'contactEmail', 'notes'],
    },
  ],
  // The list is the partners screen (each partner with its number of users, beside its users),
  // and a partner opens there too; the form and the generic detail page are the engine's.
  listPage: '/partnership-users-component',
  detailPage: '/partnership-users-component?partner=:id',
  // A partner's users point to it: deleting it archives it instead.
  referencedBy: [{ table: 'users', column: 'partner_organisation_id' }],
  example: {
    name: 'مؤسسة البر للتنمية',
    contactName: 'سعاد الأحمد',
    contactEmail: 'contact@albir.example.org',
    contactPhone: '+905321234567',
    status: 'active',
    notes: 'تتلقى التقرير الفصلي للحلقات.',
  },
});
