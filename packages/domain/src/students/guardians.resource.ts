import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { email, enumOf, phone, reference, text } from '../resources/fields.ts';

/** A parent or guardian; one guardian can have several students (a family). */
export const guardiansResource = defineResource({
  name: 'guardians',
  module: 'students',
  label: {
    plural: l('أولياء الأمور', 'Guardians', 'Tuteurs'),
    singular: l('ولي أمر', 'Guardian', 'Tuteur'),
  },
  fields: {
    fullName: text({
      label: l('الاسم الكامل', 'Full name', 'Nom complet'),
      required: true,
      max: 200,
    }),
    relation: enumOf(
      {
        father: l('الأب', 'Father', 'Père'),
        mother: l('الأم', 'Mother', 'Mère'),
        brother: l('الأخ', 'Brother', 'Frère'),
        grandfather: l('الجد', 'Grandfather', 'Grand-père'),
        uncle: l('العم أو الخال', 'Uncle', 'Oncle'),
        other: l('أخرى', 'Other', 'Autre'),
      },
      { label: l('صلة القرابة', 'Relation', 'Lien'), required: true, default: 'father' },
    ),
    countryId: reference('countries', { label: l('الدولة', 'Country', 'Pays'), required: true }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      help: l(
        'اتركه فارغًا إن كان للأسرة أبناء في أكثر من مركز.',
        'Leave empty when the family has children in several centres.',
        'Laissez vide si la famille a des enfants dans plusieurs centres.',
      ),
      dependsOn: { field: 'countryId', param: 'countryId' },
    }),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone'), regionFrom: 'countryId' }),
    email: email({ label: l('البريد الإلكتروني', 'E-mail', 'E-mail') }),
    identityNumber: text({
      label: l('رقم الهوية', 'Identity number', "Numéro d'identité"),
      max: 50,
      sensitive: true,
    }),
  },
  title: 'fullName',
  subtitle: 'phone',
  scope: { country: 'countryId', centre: 'centreId', visibleBelow: true },
  list: {
    columns: ['fullName', 'relation', 'phone', 'email', 'centreId', 'countryId'],
    sort: ['fullName', 'createdAt'],
    defaultSort: { field: 'fullName', dir: 'asc' },
    filters: ['countryId', 'centreId', 'relation'],
    search: ['fullName', 'phone', 'email'],
  },
  export: ['fullName', 'relation', 'phone', 'email', 'identityNumber', 'centreId', 'countryId'],
  related: [{ resource: 'students', field: 'guardianId' }],
  example: { fullName: 'أحمد محمود الخطيب', relation: 'father', phone: '+905321234567' },
});
