import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { platformMessages } from '../i18n/platform.messages.ts';
import { issueKey } from './validation-issues.ts';

/** The key of the first issue of parsing `input` with `schema`. */
function keyOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return issueKey(result.error.issues[0]!);
}

describe('the translation key of a validation issue', () => {
  it('names a missing or empty value "required"', () => {
    expect(keyOf(z.string(), undefined)).toEqual({ code: 'validation.required' });
    expect(keyOf(z.number(), null)).toEqual({ code: 'validation.required' });
    expect(keyOf(z.string().min(1), '')).toEqual({ code: 'validation.required' });
  });

  it('names a value of the wrong kind when the issue carries it', () => {
    // zod leaves the input out of its issues unless asked (`reportInput`), and such an issue
    // is worded "required" as before; one that carries a present value is of the wrong kind.
    const wrongKind = z.number().safeParse('three', { reportInput: true });
    expect(wrongKind.success).toBe(false);
    expect(issueKey(wrongKind.error!.issues[0]!)).toEqual({ code: 'validation.invalidType' });
    expect(keyOf(z.number(), 'three')).toEqual({ code: 'validation.required' });
  });

  it('says a fractional amount of minor units must be whole, not that it is missing', () => {
    expect(keyOf(z.number().int(), 1250.5)).toEqual({ code: 'validation.wholeNumber' });
    expect(keyOf(z.object({ amount: z.number().int() }), { amount: 0.5 })).toEqual({
      code: 'validation.wholeNumber',
    });
    expect(keyOf(z.number().int(), undefined)).toEqual({ code: 'validation.required' });
  });

  it('gives lengths and bounds with their limit', () => {
    expect(keyOf(z.string().min(3), 'ab')).toEqual({
      code: 'validation.tooShort',
      params: { min: 3 },
    });
    expect(keyOf(z.string().max(2), 'abc')).toEqual({
      code: 'validation.tooLong',
      params: { max: 2 },
    });
    expect(keyOf(z.number().min(5), 4)).toEqual({
      code: 'validation.tooSmall',
      params: { min: 5 },
    });
    expect(keyOf(z.number().max(5), 6)).toEqual({ code: 'validation.tooBig', params: { max: 5 } });
  });

  it('names formats and choices', () => {
    expect(keyOf(z.email(), 'nobody')).toEqual({ code: 'validation.invalidEmail' });
    expect(keyOf(z.iso.date(), '2026-13-40')).toEqual({ code: 'validation.invalidDate' });
    expect(keyOf(z.iso.datetime(), 'yesterday')).toEqual({ code: 'validation.invalidDate' });
    expect(keyOf(z.uuid(), 'x')).toEqual({ code: 'validation.invalid' });
    expect(keyOf(z.enum(['a', 'b']), 'c')).toEqual({ code: 'validation.invalidChoice' });
    expect(
      keyOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual({ code: 'validation.invalid' });
  });

  it('keeps a translation key a schema gives as its message', () => {
    expect(keyOf(z.string().min(8, 'identity.password.tooShort'), 'abc')).toEqual({
      code: 'identity.password.tooShort',
    });
    // An ordinary sentence is not a key: the issue is worded by its kind.
    expect(keyOf(z.string().min(8, 'Too short!'), 'abc')).toEqual({
      code: 'validation.tooShort',
      params: { min: 8 },
    });
  });

  it('only gives keys that have a message in every language', () => {
    const codes = [
      'validation.required',
      'validation.invalidType',
      'validation.wholeNumber',
      'validation.tooShort',
      'validation.tooLong',
      'validation.tooSmall',
      'validation.tooBig',
      'validation.invalidEmail',
      'validation.invalidDate',
      'validation.invalidChoice',
      'validation.invalid',
    ] as const;
    for (const code of codes)
      for (const locale of ['ar', 'en', 'fr'] as const)
        expect(platformMessages[locale][code], `${locale} ${code}`).toBeTruthy();
  });
});
