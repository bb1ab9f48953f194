import { describe, expect, it } from 'vitest';
import { monthlySupportOf } from './special-case-form.ts';

describe("a special case's monthly support", () => {
  it('is kept in hundredths, typed the Arabic way too', () => {
    expect(monthlySupportOf('١٢٥٠٫٥')).toEqual({ ok: true, body: { monthlySupport: 125050 } });
    expect(monthlySupportOf('١٬٢٥٠')).toEqual({ ok: true, body: { monthlySupport: 125000 } });
    expect(monthlySupportOf('0')).toEqual({ ok: true, body: { monthlySupport: 0 } });
  });

  it('is none when left empty', () => {
    expect(monthlySupportOf(' ')).toEqual({ ok: true, body: { monthlySupport: null } });
  });

  it('refuses garbage with the translated key', () => {
    expect(monthlySupportOf('كثير')).toEqual({
      ok: false,
      issues: { monthlySupport: { code: 'money.invalid' } },
    });
    expect(monthlySupportOf('-3').issues).toEqual({
      monthlySupport: { code: 'money.notPositive' },
    });
  });
});
