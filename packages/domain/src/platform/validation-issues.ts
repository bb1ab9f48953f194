import type { z } from 'zod';

/**
 * A field problem as a translation key and the values of its placeholders. The server sends
 * it translated in `{ error: { fields: { name: { code, message } } } }`; forms translate it
 * themselves when they check before sending.
 */
export interface IssueKey {
  code: string;
  params?: Record<string, unknown>;
}

/** A message that is itself a translation key (`quran.invalidAyah`, `identity.password.tooShort`). */
const KEY_PATTERN = /^[a-z][\w-]*(\.[\w-]+)+$/;

/**
 * The translation key of one zod issue (`validation.*` in the platform messages). The server's
 * error handler, the resource forms and the identity forms all word issues with it, so a form
 * shows before sending exactly the message the server would answer. A schema may carry its own
 * key as the issue's message, and that key wins.
 */
export function issueKey(issue: z.core.$ZodIssue): IssueKey {
  if (issue.message && KEY_PATTERN.test(issue.message)) return { code: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      // A number with a fraction where a whole one is due (minor units, counts): say so.
      // (zod reports `expected: 'int'` only for a number that is not whole.)
      if (issue.expected === 'int') return { code: 'validation.wholeNumber' };
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { code: 'validation.required' }
        : { code: 'validation.invalidType' };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { code: 'validation.required' }
          : { code: 'validation.tooShort', params: { min: issue.minimum } };
      return { code: 'validation.tooSmall', params: { min: issue.minimum } };
    case 'too_big':
      return issue.origin === 'string'
        ? { code: 'validation.tooLong', params: { max: issue.maximum } }
        : { code: 'validation.tooBig', params: { max: issue.maximum } };
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'validation.invalidEmail' };
      if (issue.format === 'date' || issue.format === 'datetime')
        return { code: 'validation.invalidDate' };
      return { code: 'validation.invalid' };
    case 'invalid_value':
      return { code: 'validation.invalidChoice' };
    default:
      return { code: 'validation.invalid' };
  }
}
