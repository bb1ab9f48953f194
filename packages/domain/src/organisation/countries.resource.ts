import { defineResource } from '../resources/define-resource.ts';
import { text } from '../resources/fields.ts';
import { activeStatus, localisedNames, localisedTitle } from './common.ts';
import { l } from '../text/locale-text.ts';

/** A country the organisation works in. Its settings live in `country-settings`. */
export const countriesResource = defineResource({
  name: 'countries',
  module: 'organisation',
  label: { plural: l('الدول', 'Countries', 'Pays'), singular: l('دولة', 'Country', 'Pays') },
  description: l(
    'الدول التي تعمل فيها المؤسسة، ولكل دولة عملتها ومنطقة هاتفها وإعداداتها.',
    'The countries the organisation works in, each with its currency, phone region and settings.',
    "Les pays où l'organisation est présente, chacun avec sa devise, sa région téléphonique et ses réglages.",
  ),
  fields: {
    code: text({
      label: l('رمز الدولة', 'Country code', 'Code pays'),
      help: l(
        'رمز ISO من حرفين، مثل TR.',
        'Two-letter ISO code, e.g. TR.',
        'Code ISO à deux lettres, ex. TR.',
      ),
      required: true,
      min: 2,
      max: 2,
      format: 'isoCode',
      unique: true,
      createOnly: true,
    }),
    ...localisedNames(),
    currency: text({
      label: l('العملة', 'Currency', 'Devise'),
      required: true,
      max: 3,
      format: 'currency',
    }),
    phoneRegion: text({
      label: l('منطقة الهاتف', 'Phone region', 'Région téléphonique'),
      help: l(
        'رمز الدولة للأرقام المحلية، مثل TR.',
        'Region of local numbers, e.g. TR.',
        'Région des numéros locaux, ex. TR.',
      ),
      required: true,
      min: 2,
      max: 2,
      format: 'isoCode',
    }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'code',
  scope: { country: 'id', visibleBelow: true },
  list: {
    columns: ['code', 'nameAr', 'nameEn', 'nameFr', 'currency', 'phoneRegion', 'status'],
    hiddenColumns: ['nameFr'],
    sort: ['code', 'nameAr', 'nameEn', 'nameFr', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'currency', 'phoneRegion', 'status'],
  form: [
    {
      key: 'identity',
      label: l('الدولة', 'Country', 'Pays'),
      fields: ['code', 'nameAr', 'nameEn', 'nameFr', 'status'],
    },
    {
      key: 'settings',
      label: l('العملة والهاتف', 'Currency and phone', 'Devise et téléphone'),
      fields: ['currency', 'phoneRegion'],
    },
  ],
  example: {
    code: 'TR',
    nameAr: 'تركيا',
    nameEn: 'Türkiye',
    nameFr: 'Turquie',
    currency: 'TRY',
    phoneRegion: 'TR',
  },
});
