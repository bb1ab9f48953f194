import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanPhoneText,
  countryOptions,
  createTypeahead,
  displayPhone,
  findCountryIndex,
  lookupVisitorCountry,
  opensUpward,
  parseLookupAnswer,
  parsePhone,
  PHONE_LIMITS,
  switchCallingCode,
} from './phone-model.ts';

describe('phone input model (specification sections 5 and 9)', () => {
  it('auto mode: national in the chosen country, international after a +', () => {
    const national = parsePhone('0532 123 45 67', 'auto', 'TR');
    expect(national).toMatchObject({
      country: 'TR',
      nationalNumber: '5321234567',
      valid: true,
      possible: true,
      formatted: '+905321234567',
    });
    const international = parsePhone('+33 6 12 34 56 78', 'auto', 'TR');
    expect(international).toMatchObject({ country: 'FR', valid: true, formatted: '+33612345678' });
  });

  it('national mode reads the number in the chosen country even with a +', () => {
    expect(parsePhone('0612345678', 'national', 'FR')).toMatchObject({
      country: 'FR',
      valid: true,
    });
    expect(parsePhone('+0612345678', 'national', 'FR')).toMatchObject({
      country: 'FR',
      valid: true,
    });
  });

  it("international mode adds the chosen country's calling code when none is typed", () => {
    expect(parsePhone('532 123 45 67', 'international', 'TR')).toMatchObject({
      country: 'TR',
      valid: true,
      formatted: '+905321234567',
    });
  });

  it('possible but not valid: right length, no real number range', () => {
    // Turkish numbers have 10 digits; 0000000000 has the length but matches no pattern.
    const v = parsePhone('+90 000 000 00 00', 'auto', 'TR');
    expect(v.possible).toBe(true);
    expect(v.valid).toBe(false);
  });

  it('too short is neither possible nor valid', () => {
    expect(parsePhone('05', 'auto', 'TR')).toMatchObject({ valid: false, possible: false });
  });

  it('accepts Arabic-Indic digits and keeps at most 25 characters', () => {
    expect(parsePhone('٠٥٣٢١٢٣٤٥٦٧', 'auto', 'TR')).toMatchObject({
      valid: true,
      nationalNumber: '5321234567',
    });
    expect(cleanPhoneText('1'.repeat(40))).toHaveLength(PHONE_LIMITS.maxInput);
    expect(cleanPhoneText('+90 (532) abc-12', /[0-9+]/)).toBe('+9053212');
  });

  it('reads an extension', () => {
    expect(parsePhone('+33123456789 ext. 1234', 'auto', 'FR')).toMatchObject({
      valid: true,
      extension: '1234',
    });
  });

  it('an empty field is empty, not invalid noise', () => {
    expect(parsePhone('  ', 'auto', 'SY')).toMatchObject({
      valid: false,
      possible: false,
      formatted: '',
      country: 'SY',
    });
  });

  it('shows a valid number in the national or international form as the mode says', () => {
    const v = parsePhone('05321234567', 'auto', 'TR');
    expect(displayPhone(v, 'auto', 'TR')).toBe('0532 123 45 67');
    expect(displayPhone(v, 'international', 'TR')).toBe('+90 532 123 45 67');
  });

  it('lists countries by their name in the UI language with calling codes', () => {
    const ar = countryOptions('ar');
    const tr = ar.find((o) => o.code === 'TR');
    expect(tr).toMatchObject({ callingCode: '90' });
    expect(tr!.name).toMatch(/تركيا/);
    expect(countryOptions('en', ['SY', 'TR']).map((o) => o.code)).toEqual(['SY', 'TR']);
  });

  it('type-to-find adds letters typed within 700 ms and starts again after a pause', () => {
    let now = 0;
    const type = createTypeahead(700, () => now);
    expect(type('s')).toBe('s');
    now = 500;
    expect(type('y')).toBe('sy');
    now = 1199;
    expect(type('r')).toBe('syr');
    now = 1900;
    expect(type('t')).toBe('t');
    const options = countryOptions('en', ['SE', 'SY', 'TR']);
    expect(options[findCountryIndex(options, 'sy')]!.code).toBe('SY');
    expect(findCountryIndex(options, 'zz')).toBe(-1);
  });

  it('choosing another country swaps the calling code the text carries', () => {
    expect(switchCallingCode('+963 12', 'SY', 'FR')).toBe('+33 12');
    expect(switchCallingCode('+90 532 123 45 67', 'TR', 'SY')).toBe('+963 532 123 45 67');
    expect(switchCallingCode('0532 123', 'TR', 'FR')).toBe('0532 123');
  });

  it('opens the list upward when less than 200 px remain below', () => {
    expect(opensUpward(199)).toBe(true);
    expect(opensUpward(200)).toBe(false);
  });
});

describe('visitor country lookup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads "1" then the two-letter code; anything else is no answer', () => {
    expect(parseLookupAnswer('1;TR;TUR;Turkey')).toBe('TR');
    expect(parseLookupAnswer('1SY')).toBe('SY');
    expect(parseLookupAnswer('0;;;WRONG INPUT')).toBeNull();
    expect(parseLookupAnswer('1;ZZ;;')).toBeNull();
  });

  it('answers the country on success', async () => {
    const fetch = (async () => new Response('1;FR;FRA;France')) as typeof globalThis.fetch;
    await expect(lookupVisitorCountry('https://lookup.example', { fetch })).resolves.toBe('FR');
  });

  it('on failure logs "unable to fetch the country" and answers null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = (async () => {
      throw new TypeError('offline');
    }) as typeof globalThis.fetch;
    await expect(lookupVisitorCountry('https://lookup.example', { fetch })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('unable to fetch the country');
  });

  it('gives up after its short time-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as typeof globalThis.fetch;
    await expect(
      lookupVisitorCountry('https://lookup.example', { fetch, timeoutMs: 20 }),
    ).resolves.toBeNull();
  });
});
