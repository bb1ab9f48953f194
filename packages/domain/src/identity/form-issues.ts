import type { z } from 'zod';

/** A field problem as a translation key and the values of its placeholders. */
export interface IssueKey {
  code: string;
  params?: Record<string, unknown>;
}

const KEY_PATTERN = /^[a-z][\w-]*(\.[\w-]+)+$/;

/**
 * The translation key of one zod issue, worded the way the server words it (a schema may
 * carry its own key as the message, e.g. 'identity.password.tooShort'), so a form shows the
 * same message before sending as the server would answer.
 */
export function issueKey(issue: z.core.$ZodIssue): IssueKey {
  if (issue.message && KEY_PATTERN.test(issue.message)) return { code: issue.message };
  switch (issue.code) {
    case 'invalid_type':
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

/** Any schema a form checks, and what it yields (so screens need not import zod). */
export type FormSchema = z.ZodType;
export type FormOutput<S extends FormSchema> = z.output<S>;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export type FormCheck<T> =
  | { ok: true; data: T; fields: Record<string, never> }
  | { ok: false; data: null; fields: Record<string, IssueKey> };

/** Parses form input: the data, or the first problem of each field (by dotted path). */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data, fields: {} };
  const fields: Record<string, IssueKey> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    // An empty field is "required" rather than too short or badly formed; explanations a
    // schema gives on purpose (e.g. "an e-mail or a phone") are kept.
    const explained = issue.code === 'custom' && !issue.message.startsWith('identity.password.');
    fields[key] =
      issue.path.length > 0 && !explained && isBlank(valueAt(input, issue.path))
        ? { code: 'validation.required' }
        : issueKey(issue);
  }
  return { ok: false, data: null, fields };
}
