import { defineMessagesSideBySide } from '../i18n/define.ts';

/** Errors reported by the Quran position/range functions (codes of QuranCheck). */
export const quranMessages = defineMessagesSideBySide({
  'quran.invalidSurah': {
    en: 'The surah number must be between 1 and 114.',
    ar: 'رقم السورة يجب أن يكون بين ١ و١١٤.',
    fr: 'Le numéro de sourate doit être compris entre 1 et 114.',
  },
  'quran.invalidAyah': {
    en: 'This ayah number does not exist in the surah.',
    ar: 'رقم الآية غير موجود في هذه السورة.',
    fr: "Ce numéro de verset n'existe pas dans la sourate.",
  },
  'quran.rangeReversed': {
    en: 'The end of the range comes before its start.',
    ar: 'نهاية المقطع تسبق بدايته.',
    fr: 'La fin du passage précède son début.',
  },
  'quran.invalidFormat': {
    en: 'Write the range as surah:ayah, for example 2:1-2:286.',
    ar: 'اكتب المقطع على صورة سورة:آية، مثل 2:1-2:286.',
    fr: 'Écrivez le passage sous la forme sourate:verset, par exemple 2:1-2:286.',
  },
  'quran.invalidPage': {
    en: 'The page number must be between 1 and 604.',
    ar: 'رقم الصفحة يجب أن يكون بين ١ و٦٠٤.',
    fr: 'Le numéro de page doit être compris entre 1 et 604.',
  },
  'quran.invalidJuz': {
    en: 'The juz number must be between 1 and 30.',
    ar: 'رقم الجزء يجب أن يكون بين ١ و٣٠.',
    fr: 'Le numéro de juz doit être compris entre 1 et 30.',
  },
  'quran.invalidHizb': {
    en: 'The hizb number must be between 1 and 60.',
    ar: 'رقم الحزب يجب أن يكون بين ١ و٦٠.',
    fr: 'Le numéro de hizb doit être compris entre 1 et 60.',
  },
  'quran.invalidPortionSize': {
    en: 'The portion size must be a positive number of pages.',
    ar: 'مقدار المقطع يجب أن يكون عددًا موجبًا من الصفحات.',
    fr: 'La taille du passage doit être un nombre de pages positif.',
  },
});
