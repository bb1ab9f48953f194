import type { z } from 'zod';
import { issueKey, type IssueKey } from '../platform/validation-issues.ts';

export type { IssueKey };

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
