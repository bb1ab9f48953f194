import type { IssueKey } from '@qc/domain/platform/validation-issues';
import { isApiError } from '../http/api-error.ts';

/** Translated messages by field name (dotted path), shown under the fields. */
export type FieldMessages = Record<string, string>;

/** What a form shows of a failure: a message above it (or null) and messages under fields. */
export interface FormProblems {
  message: string | null;
  fields: FieldMessages;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Client-side issues (translation keys from the domain's issueKey, as the server words them)
 * in the user's language.
 */
export function translateIssues(t: Translate, issues: Record<string, IssueKey>): FieldMessages {
  return Object.fromEntries(
    Object.entries(issues).map(([name, issue]) => [name, t(issue.code, issue.params)]),
  );
}

/**
 * A failed call's message and its per-field messages (the server sends them already in the
 * user's language); anything that is not an API error gives `fallback` and no field.
 */
export function problemsOf(error: unknown, fallback: string) {
  if (isApiError(error)) {
    const fields: FieldMessages = {};
    for (const [k, v] of Object.entries(error.fields ?? {})) fields[k] = v.message;
    return { message: error.message, fields };
  }
  return { message: fallback, fields: {} as FieldMessages };
}

/**
 * A failed call as a form shows it: the field messages of the fields the form has (`known`,
 * all when not given) under them; the call's message above the form unless it was a
 * validation failure whose every field is shown.
 */
export function formProblemsOf(
  error: unknown,
  fallback: string,
  known?: readonly string[],
): FormProblems {
  const all = problemsOf(error, fallback);
  const fields: FieldMessages = {};
  for (const [name, message] of Object.entries(all.fields)) {
    if (!known || known.includes(name)) fields[name] = message;
  }
  const names = Object.keys(all.fields);
  const allShown = names.length > 0 && names.every((n) => n in fields);
  return { message: allShown ? null : all.message, fields };
}
