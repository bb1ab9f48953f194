import { defineResource } from '../resources/define-resource.ts';
import {
  boolean,
  email,
  enumOf,
  image,
  longText,
  number,
  phone,
  reference,
  text,
} from '../resources/fields.ts';
import { CALENDARS, DIGIT_SYSTEMS, LANGUAGES, localisedNames, localisedTitle } from './common.ts';
import { l } from '../text/locale-text.ts';

/** The organisation's own settings (cpanel): one record. */
export const organisationSettingsResource = defineResource({
  name: 'organisation-settings',
  module: 'organisation',
  table: 'organisation_settings',
  permission: 'settings',
  singleton: true,
  label: {
    plural: l('إعدادات المؤسسة', 'Organisation settings', "Réglages de l'organisation"),
    singular: l('إعدادات المؤسسة', 'Organisation settings', "Réglages de l'organisation"),
  },
  fields: {
    ...localisedNames(200),
    logo: image({ label: l('الشعار', 'Logo', 'Logo'), maxSize: 1024 * 1024 }),
    email: email({ label: l('البريد الإلكتروني', 'E-mail', 'E-mail') }),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone') }),
    website: text({
      label: l('الموقع الإلكتروني', 'Website', 'Site web'),
      max: 300,
      format: 'url',
    }),
    address: longText({ label: l('العنوان', 'Address', 'Adresse'), max: 500 }),
    defaultCountryId: reference('countries', {
      label: l('الدولة الافتراضية', 'Default country', 'Pays par défaut'),
    }),
    defaultLanguage: enumOf(LANGUAGES, {
      label: l('اللغة الافتراضية', 'Default language', 'Langue par défaut'),
      required: true,
      default: 'ar',
    }),
    calendar: enumOf(CALENDARS, {
      label: l('التقويم', 'Calendar', 'Calendrier'),
      required: true,
      default: 'hijri',
    }),
    digits: enumOf(DIGIT_SYSTEMS, {
      label: l('الأرقام', 'Digits', 'Chiffres'),
      required: true,
      default: 'arab',
    }),
    hijriAdjustment: number({
      label: l('تعديل التاريخ الهجري', 'Hijri date adjustment', 'Ajustement de la date hégirienne'),
      help: l(
        'أيام تضاف إلى تقويم أم القرى أو تطرح منه.',
        'Days added to or taken from Umm al-Qura.',
        'Jours ajoutés à Umm al-Qura ou retirés.',
      ),
      required: true,
      min: -2,
      max: 2,
      default: 0,
      unit: l('يوم', 'days', 'jours'),
    }),
    studentsPerRing: number({
      label: l('عدد الطلاب في الحلقة', 'Students per ring', 'Élèves par cercle'),
      required: true,
      min: 1,
      max: 200,
      default: 20,
    }),
    lateAfterMinutes: number({
      label: l('التأخر بعد (دقائق)', 'Late after (minutes)', 'En retard après (minutes)'),
      required: true,
      min: 0,
      max: 240,
      default: 10,
    }),
    registrationOpen: boolean({
      label: l(
        'التسجيل الإلكتروني مفتوح',
        'Online registration open',
        'Inscription en ligne ouverte',
      ),
      default: true,
    }),
  },
  title: localisedTitle,
  list: {
    columns: ['nameAr', 'nameEn', 'defaultLanguage', 'calendar'],
    sort: [],
    defaultSort: { field: 'createdAt', dir: 'asc' },
    filters: [],
    search: [],
  },
  export: [
    'nameAr',
    'nameEn',
    'nameFr',
    'email',
    'phone',
    'website',
    'defaultLanguage',
    'calendar',
    'digits',
  ],
  form: [
    {
      key: 'identity',
      label: l('المؤسسة', 'Organisation', 'Organisation'),
      fields: ['nameAr', 'nameEn', 'nameFr', 'logo'],
    },
    {
      key: 'contact',
      label: l('التواصل', 'Contact', 'Contact'),
      fields: ['email', 'phone', 'website', 'address'],
    },
    {
      key: 'defaults',
      label: l('الإعدادات الافتراضية', 'Defaults', 'Valeurs par défaut'),
      fields: ['defaultCountryId', 'defaultLanguage', 'calendar', 'digits', 'hijriAdjustment'],
    },
    {
      key: 'teaching',
      label: l('التعليم', 'Teaching', 'Enseignement'),
      fields: ['studentsPerRing', 'lateAfterMinutes', 'registrationOpen'],
    },
  ],
  screens: [{ route: '/cpanel-component', mode: 'manage' }],
  /** Also the initial record, created on first read. */
  example: {
    nameAr: 'مؤسسة التعليم والتنمية',
    nameEn: 'Education and Development Foundation',
    nameFr: "Fondation pour l'éducation et le développement",
  },
});
