import { defineResource } from '../resources/define-resource.ts';
import { enumOf, multiEnumOf, text } from '../resources/fields.ts';
import {
  CALENDARS,
  DIGIT_SYSTEMS,
  LANGUAGES,
  WEEKDAYS,
  isTimeZone,
  localisedNames,
  localisedTitle,
} from './common.ts';
import { l } from '../text/locale-text.ts';

const readOnlyNames = () => {
  const names = localisedNames();
  return {
    nameAr: { ...names.nameAr, readOnly: true },
    nameEn: { ...names.nameEn, readOnly: true },
    nameFr: { ...names.nameFr, readOnly: true },
  };
};

/**
 * The settings of each country (country-setting): currency, phone region, week, calendar,
 * language and digits. One record per country (the country itself); created with the country.
 */
export const countrySettingsResource = defineResource({
  name: 'country-settings',
  module: 'organisation',
  table: 'countries',
  actions: ['read', 'update', 'export'],
  label: {
    plural: l('إعدادات الدول', 'Country settings', 'Réglages des pays'),
    singular: l('إعدادات دولة', 'Country settings', "Réglages d'un pays"),
  },
  fields: {
    code: text({
      label: l('رمز الدولة', 'Country code', 'Code pays'),
      required: true,
      max: 2,
      readOnly: true,
    }),
    ...readOnlyNames(),
    currency: text({
      label: l('العملة', 'Currency', 'Devise'),
      required: true,
      max: 3,
      format: 'currency',
    }),
    phoneRegion: text({
      label: l('منطقة الهاتف', 'Phone region', 'Région téléphonique'),
      required: true,
      min: 2,
      max: 2,
      format: 'isoCode',
    }),
    weekStart: enumOf(WEEKDAYS, {
      label: l('أول أيام الأسبوع', 'First day of the week', 'Premier jour de la semaine'),
      required: true,
      default: 'saturday',
    }),
    weekendDays: multiEnumOf(WEEKDAYS, {
      label: l('أيام العطلة الأسبوعية', 'Weekend days', 'Jours de week-end'),
      max: 3,
      default: ['friday'],
    }),
    calendar: enumOf(CALENDARS, {
      label: l('التقويم', 'Calendar', 'Calendrier'),
      required: true,
      default: 'hijri',
    }),
    defaultLanguage: enumOf(LANGUAGES, {
      label: l('اللغة الافتراضية', 'Default language', 'Langue par défaut'),
      required: true,
      default: 'ar',
    }),
    digits: enumOf(DIGIT_SYSTEMS, {
      label: l('الأرقام', 'Digits', 'Chiffres'),
      required: true,
      default: 'arab',
    }),
    timeZone: text({
      label: l('المنطقة الزمنية', 'Time zone', 'Fuseau horaire'),
      help: l(
        'مثل Europe/Istanbul.',
        'For example Europe/Istanbul.',
        'Par exemple Europe/Istanbul.',
      ),
      required: true,
      max: 60,
      default: 'Europe/Istanbul',
    }),
  },
  title: localisedTitle,
  subtitle: 'code',
  scope: { country: 'id', visibleBelow: true },
  list: {
    columns: [
      'code',
      'nameAr',
      'currency',
      'phoneRegion',
      'weekStart',
      'weekendDays',
      'calendar',
      'defaultLanguage',
    ],
    sort: ['code', 'nameAr', 'currency'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['calendar', 'defaultLanguage'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: [
    'code',
    'nameAr',
    'nameEn',
    'nameFr',
    'currency',
    'phoneRegion',
    'weekStart',
    'weekendDays',
    'calendar',
    'defaultLanguage',
    'digits',
    'timeZone',
  ],
  form: [
    {
      key: 'money',
      label: l('العملة والهاتف', 'Currency and phone', 'Devise et téléphone'),
      fields: ['currency', 'phoneRegion'],
    },
    {
      key: 'week',
      label: l('الأسبوع والتقويم', 'Week and calendar', 'Semaine et calendrier'),
      fields: ['weekStart', 'weekendDays', 'calendar', 'timeZone'],
    },
    {
      key: 'language',
      label: l('اللغة والأرقام', 'Language and digits', 'Langue et chiffres'),
      fields: ['defaultLanguage', 'digits'],
    },
  ],
  screens: [{ route: '/country-setting-component', mode: 'manage' }],
  validate: (r) =>
    typeof r.timeZone === 'string' && !isTimeZone(r.timeZone)
      ? [{ field: 'timeZone', code: 'resources.validation.timeZone' }]
      : [],
  example: {
    currency: 'TRY',
    phoneRegion: 'TR',
    weekStart: 'saturday',
    weekendDays: ['friday'],
    calendar: 'hijri',
  },
});
