import { defineMessages } from '../i18n/define.ts';

/** Errors reported by the Quran position/range functions (codes of QuranCheck). */
export const quranMessages = defineMessages({
  en: {
    'quran.invalidSurah': 'The surah number must be between 1 and 114.',
    'quran.invalidAyah': 'This ayah number does not exist in the surah.',
    'quran.rangeReversed': 'The end of the range comes before its start.',
    'quran.invalidFormat': 'Write the range as surah:ayah, for example 2:1-2:286.',
    'quran.invalidPage': 'The page number must be between 1 and 604.',
    'quran.invalidJuz': 'The juz number must be between 1 and 30.',
    'quran.invalidHizb': 'The hizb number must be between 1 and 60.',
    'quran.invalidPortionSize': 'The portion size must be a positive number of pages.',
  },
  ar: {
    'quran.invalidSurah': 'رقم السورة يجب أن يكون بين ١ و١١٤.',
    'quran.invalidAyah': 'رقم الآية غير موجود في هذه السورة.',
    'quran.rangeReversed': 'نهاية المقطع تسبق بدايته.',
    'quran.invalidFormat': 'اكتب المقطع على صورة سورة:آية، مثل 2:1-2:286.',
    'quran.invalidPage': 'رقم الصفحة يجب أن يكون بين ١ و٦٠٤.',
    'quran.invalidJuz': 'رقم الجزء يجب أن يكون بين ١ و٣٠.',
    'quran.invalidHizb': 'رقم الحزب يجب أن يكون بين ١ و٦٠.',
    'quran.invalidPortionSize': 'مقدار المقطع يجب أن يكون عددًا موجبًا من الصفحات.',
  },
  fr: {
    'quran.invalidSurah': 'Le numéro de sourate doit être compris entre 1 et 114.',
    'quran.invalidAyah': "Ce numéro de verset n'existe pas dans la sourate.",
    'quran.rangeReversed': 'La fin du passage précède son début.',
    'quran.invalidFormat':
      'Écrivez le passage sous la forme sourate:verset, par exemple 2:1-2:286.',
    'quran.invalidPage': 'Le numéro de page doit être compris entre 1 et 604.',
    'quran.invalidJuz': 'Le numéro de juz doit être compris entre 1 et 30.',
    'quran.invalidHizb': 'Le numéro de hizb doit être compris entre 1 et 60.',
    'quran.invalidPortionSize': 'La taille du passage doit être un nombre de pages positif.',
  },
});
