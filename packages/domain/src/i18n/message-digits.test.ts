import { describe, expect, it } from 'vitest';
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
