import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { formProblemsOf, problemsOf, translateIssues } from './form-problems.ts';

const validation = () =>
  new ApiError(400, 'errors.validation', 'تحقق من الحقول', {
    email: { code: 'validation.invalidEmail', message: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
    password: { code: 'identity.password.tooShort', message: 'كلمة المرور قصيرة.' },
  });

describe('form problems', () => {
  it('translates client-side issues with their placeholder values', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? JSON.stringify(values) : ''}`;
    expect(
      translateIssues(t, {
        name: { code: 'validation.required' },
        code: { code: 'validation.tooShort', params: { min: 3 } },
      }),
    ).toEqual({ name: 'validation.required', code: 'validation.tooShort{"min":3}' });
  });

  it("gives a failed call's message and its fields' messages as the server sent them", () => {
    expect(problemsOf(validation(), 'fallback')).toEqual({
      message: 'تحقق من الحقول',
      fields: { email: 'أدخل بريدًا إلكترونيًا صحيحًا.', password: 'كلمة المرور قصيرة.' },
    });
    expect(problemsOf(new Error('boom'), 'Something went wrong')).toEqual({
      message: 'Something went wrong',
      fields: {},
    });
  });

  it('shows no banner when every field of a validation failure is on the form', () => {
    expect(formProblemsOf(validation(), 'x')).toEqual({
      message: null,
      fields: { email: 'أدخل بريدًا إلكترونيًا صحيحًا.', password: 'كلمة المرور قصيرة.' },
    });
    expect(formProblemsOf(validation(), 'x', ['email', 'password']).message).toBeNull();
  });

  it('keeps the banner when a field is not on the form, or for any other failure', () => {
    expect(formProblemsOf(validation(), 'x', ['email'])).toEqual({
      message: 'تحقق من الحقول',
      fields: { email: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
    });
    expect(formProblemsOf(new ApiError(409, 'errors.conflict', 'Changed meanwhile'), 'x')).toEqual({
      message: 'Changed meanwhile',
      fields: {},
    });
    expect(formProblemsOf(undefined, 'Something went wrong')).toEqual({
      message: 'Something went wrong',
      fields: {},
    });
  });
});
