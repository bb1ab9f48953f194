import { describe, expect, it } from 'vitest';
import { formatMoney } from '../finance/money.ts';
import { translate } from './catalogue.ts';
import { digitsAsWritten, messagesInDigits } from './message-digits.ts';

describe('messages in the user’s digits', () => {
  const table = {
    'shell.login.codeHelp': 'يتغير الرمز كل ٣٠ ثانية.',
    'identity.password.tooShort': 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
    'count.pages_few': '{{n}} صفحات',
    'x.withValue': 'الرقم {{serial2}} من 12',
    'rings.day.keys.range': 'حقل المقطع: اكتب 2:1-20 (أو ٢:١-٢٠) ثم Enter',
    'shell.customizer.digits.arab': 'هندية (١٢٣)',
    'resources.country-settings.enum.digits.latn': 'أرقام لاتينية (123)',
    'common.save': 'حفظ',
    'evaluations.band.fair': 'مقبول (٥٠–٧٠٪)',
    'x.share': 'Share: 50%',
  };

  it('writes the digits of the text in Latin for Latin, in Arabic-Indic for Arabic-Indic', () => {
    const latn = messagesInDigits(table, 'latn');
    expect(latn['shell.login.codeHelp']).toBe('يتغير الرمز كل 30 ثانية.');
    expect(latn['identity.password.tooShort']).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف.');
    const arab = messagesInDigits(table, 'arab');
    expect(arab['shell.login.codeHelp']).toBe('يتغير الرمز كل ٣٠ ثانية.');
    expect(arab['identity.password.tooShort']).toBe('يجب ألا تقل كلمة المرور عن ٨ أحرف.');
    expect(arab['common.save']).toBe('حفظ');
    // The percent sign goes with the digits, as the screens' formatted percentages have it.
    expect(latn['evaluations.band.fair']).toBe('مقبول (50–70%)');
    expect(arab['x.share']).toBe('Share: ٥٠٪');
  });

  it('leaves placeholders, examples of what to type and the digit choices as written', () => {
    const arab = messagesInDigits(table, 'arab');
    expect(arab['x.withValue']).toBe('الرقم {{serial2}} من ١٢');
    expect(arab['count.pages_few']).toBe('{{n}} صفحات');
    for (const digits of ['latn', 'arab'] as const) {
      const out = messagesInDigits(table, digits);
      expect(out['rings.day.keys.range']).toBe(table['rings.day.keys.range']);
      expect(out['shell.customizer.digits.arab']).toBe('هندية (١٢٣)');
      expect(out['resources.country-settings.enum.digits.latn']).toBe('أرقام لاتينية (123)');
    }
    expect(digitsAsWritten('resources.organisation-settings.enum.digits.arab')).toBe(true);
    expect(digitsAsWritten('shell.login.codeHelp')).toBe(false);
  });
});

describe('server messages in the user’s digits (translate with digits)', () => {
  it('writes the message’s digits and the numbers put in it in the digits given', () => {
    expect(translate('ar', 'quran.invalidJuz', undefined, 'latn')).toBe(
      'رقم الجزء يجب أن يكون بين 1 و30.',
    );
    expect(translate('ar', 'identity.password.tooShort', undefined, 'arab')).toBe(
      'يجب ألا تقل كلمة المرور عن ٨ أحرف.',
    );
    // A count picks its Arabic plural form and is written in the digits.
    expect(translate('ar', 'count.pages', { count: 12 }, 'arab')).toBe('١٢ صفحة');
    expect(translate('ar', 'count.pages', { count: 12 }, 'latn')).toBe('12 صفحة');
    // A text value (an amount formatted by its caller, a serial) goes in as it is.
    expect(
      translate('ar', 'finance.errors.overLimit', { limit: '5,000.00', currency: 'TRY' }, 'arab'),
    ).toBe('المبلغ أكبر من حد اعتمادك (5,000.00 TRY).');
  });

  it('keeps the catalogue’s digits when no choice is given, and examples as written', () => {
    expect(translate('ar', 'quran.invalidJuz')).toBe('رقم الجزء يجب أن يكون بين ١ و٣٠.');
    expect(translate('ar', 'identity.password.tooShort')).toBe(
      'يجب ألا تقل كلمة المرور عن 8 أحرف.',
    );
    expect(translate('ar', 'quran.invalidFormat', undefined, 'arab')).toBe(
      translate('ar', 'quran.invalidFormat'),
    );
  });

  it('writes money in the digits chosen, else in the language’s', () => {
    const money = { amount: 500000, currency: 'TRY' };
    const plain = { isolate: false } as const;
    expect(formatMoney(money, { locale: 'ar', ...plain })).toBe('٥٬٠٠٠٫٠٠\u00A0ليرة تركية');
    expect(formatMoney(money, { locale: 'ar', digits: 'latn', ...plain })).toBe(
      '5,000.00\u00A0ليرة تركية',
    );
    // As the screens write it (`Intl` with `-u-nu-arab`): the digits' own separators.
    expect(formatMoney(money, { locale: 'en', digits: 'arab', ...plain })).toBe(
      '٥٬٠٠٠٫٠٠\u00A0TRY',
    );
    expect(formatMoney(money, { locale: 'en', ...plain })).toBe('5,000.00\u00A0TRY');
  });
});
