import { enumOf, text } from '../resources/fields.ts';
import { l } from '../text/locale-text.ts';

/** The names of a record in the three languages, as three required text fields. */
export const localisedNames = (max = 120) => ({
  nameAr: text({ label: l('الاسم بالعربية', 'Arabic name', 'Nom en arabe'), required: true, max }),
  nameEn: text({
    label: l('الاسم بالإنجليزية', 'English name', 'Nom en anglais'),
    required: true,
    max,
  }),
  nameFr: text({
    label: l('الاسم بالفرنسية', 'French name', 'Nom en français'),
    required: true,
    max,
  }),
});

/** The title of a record named in three languages. */
export const localisedTitle = { ar: 'nameAr', en: 'nameEn', fr: 'nameFr' } as const;

/** A short code of a lookup (stored by other records), fixed once created. */
export const codeField = (max = 30) =>
  text({
    label: l('الرمز', 'Code', 'Code'),
    help: l(
      'حروف لاتينية وأرقام، لا يتغير بعد الإنشاء.',
      'Latin letters and digits; cannot change after creation.',
      'Lettres latines et chiffres ; non modifiable après la création.',
    ),
    required: true,
    max,
    format: 'code',
    unique: true,
    createOnly: true,
  });

/** Active / inactive, for lookups that stop being offered without being deleted. */
export const activeStatus = () =>
  enumOf(
    {
      active: l('فعّال', 'Active', 'Actif'),
      inactive: l('غير فعّال', 'Inactive', 'Inactif'),
    },
    {
      label: l('الحالة', 'Status', 'Statut'),
      required: true,
      default: 'active',
      colors: { active: 'success', inactive: 'default' },
    },
  );

export const WEEKDAYS = {
  saturday: l('السبت', 'Saturday', 'Samedi'),
  sunday: l('الأحد', 'Sunday', 'Dimanche'),
  monday: l('الاثنين', 'Monday', 'Lundi'),
  tuesday: l('الثلاثاء', 'Tuesday', 'Mardi'),
  wednesday: l('الأربعاء', 'Wednesday', 'Mercredi'),
  thursday: l('الخميس', 'Thursday', 'Jeudi'),
  friday: l('الجمعة', 'Friday', 'Vendredi'),
} as const;

export const LANGUAGES = {
  ar: l('العربية', 'Arabic', 'Arabe'),
  en: l('الإنجليزية', 'English', 'Anglais'),
  fr: l('الفرنسية', 'French', 'Français'),
} as const;

export const CALENDARS = {
  hijri: l('الهجري أولًا', 'Hijri first', 'Hégirien d’abord'),
  gregorian: l('الميلادي أولًا', 'Gregorian first', 'Grégorien d’abord'),
} as const;

export const DIGIT_SYSTEMS = {
  arab: l(
    'أرقام عربية مشرقية (١٢٣)',
    'Arabic-Indic digits (١٢٣)',
    'Chiffres arabes orientaux (١٢٣)',
  ),
  latn: l('أرقام لاتينية (123)', 'Latin digits (123)', 'Chiffres latins (123)'),
} as const;

export const GENDERS = {
  male: l('ذكر', 'Male', 'Homme'),
  female: l('أنثى', 'Female', 'Femme'),
} as const;

/** Is a string an IANA time zone this runtime knows? */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
