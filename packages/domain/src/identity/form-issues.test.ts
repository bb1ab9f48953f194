import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth.schemas.ts';
import { userCreateSchema } from './admin.schemas.ts';
import { checkForm } from './form-issues.ts';

describe('form checks with the server’s schemas', () => {
  it('names an empty field "required" and a wrong one by its rule', () => {
    const r = checkForm(registerSchema, {
      displayName: '',
      email: 'not-an-address',
      password: 'short1',
    });
    expect(r.ok).toBe(false);
    expect(r.fields).toEqual({
      displayName: { code: 'validation.required' },
      email: { code: 'validation.invalidEmail' },
      password: { code: 'identity.password.tooShort' },
    });
  });

  it('checks the password policy against the e-mail', () => {
    const r = checkForm(registerSchema, {
      displayName: 'Amina',
      email: 'amina.h@example.org',
      password: 'amina.h2026',
    });
    expect(r.fields).toEqual({ password: { code: 'identity.password.notEmail' } });
  });

  it('returns the parsed data when everything is right', () => {
    const r = checkForm(registerSchema, {
      displayName: ' Amina ',
      email: 'Amina@Example.org',
      password: 'Qalam2026ok',
    });
    expect(r).toMatchObject({
      ok: true,
      data: { displayName: 'Amina', email: 'amina@example.org' },
    });
  });

  it('reports nested fields by their dotted path', () => {
    const r = checkForm(userCreateSchema, {
      displayName: 'Ali',
      email: 'ali@example.org',
      assignments: [{ roleId: '7d1c3c52-9a39-4a4e-9f51-7f1b8f6a6c10', scopeLevel: 'ring' }],
    });
    expect(r.fields).toEqual({ 'assignments.0.ringId': { code: 'identity.invalidScope' } });
    const none = checkForm(userCreateSchema, { displayName: 'Ali' });
    expect(none.fields).toEqual({
      email: { code: 'identity.emailOrPhone' },
      password: { code: 'identity.passwordNeeded' },
    });
  });
});
