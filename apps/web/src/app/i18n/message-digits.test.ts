import { describe, expect, it } from 'vitest';

describe('the messages follow the digits preference', () => {
  it('starts in the stored choice and changes with it, examples of input as written', async () => {
    // The browser's storage, as the app finds it after a signed-in user's visit: the session, the
    // catalogue cached and Latin digits chosen; the choice then changes to Arabic-Indic. (A
    // visitor without a session reads the organisation's digits instead: visitor-digits.test.ts.)
    const stored = new Map<string, string>([
      [
        'messages',
        JSON.stringify({
          ar: {
            'shell.login.codeHelp': 'يتغير الرمز كل ٣٠ ثانية.',
            'rings.day.quickRange': '2:1-20',
          },
          en: { 'shell.login.codeHelp': 'The code changes every 30 seconds.' },
        }),
      ],
      ['quran-centres-digits', JSON.stringify('latn')],
      ['accessToken', 'a-session'],
    ]);
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
      },
    });
    const { i18n, messageDigitsChoice, setMessageDigits, startI18n } = await import('./i18n.ts');
    await startI18n();
    expect(i18n.language).toBe('ar');
    expect(i18n.t('shell.login.codeHelp')).toBe('يتغير الرمز كل 30 ثانية.');
    expect(messageDigitsChoice()).toBe('latn');
    setMessageDigits('arab');
    expect(i18n.t('shell.login.codeHelp')).toBe('يتغير الرمز كل ٣٠ ثانية.');
    // What the API client tells the server, for the messages it words (X-Digits).
    expect(messageDigitsChoice()).toBe('arab');
    expect(i18n.t('rings.day.quickRange')).toBe('2:1-20');
    expect(i18n.t('shell.login.codeHelp', { lng: 'en' })).toBe(
      'The code changes every ٣٠ seconds.',
    );
  });
});
