import { defineMessagesSideBySide } from '../i18n/define.ts';

/** What a money field says of a typed amount it cannot keep (every form that takes money). */
export const moneyMessages = defineMessagesSideBySide({
  'money.invalid': {
    ar: 'اكتب المبلغ بالأرقام، بلا كسور أكثر مما تسمح به عملته.',
    en: 'Type the amount in digits, with no more decimals than its currency has.',
    fr: 'Saisissez le montant en chiffres, sans plus de décimales que sa devise n’en a.',
  },
  'money.tooManyDecimals': {
    ar: 'في المبلغ كسور أكثر مما تسمح به عملته: اكتبه بأصغر وحدة فيها (مثل ٠٫٠١).',
    en: 'The amount has more decimals than its currency allows: write it to the smallest unit (like 0.01).',
    fr: 'Le montant a plus de décimales que sa devise n’en permet : arrondissez-le à la plus petite unité (comme 0,01).',
  },
  'money.notPositive': {
    ar: 'يجب أن يكون المبلغ أكبر من صفر.',
    en: 'The amount must be more than zero.',
    fr: 'Le montant doit être supérieur à zéro.',
  },
});
