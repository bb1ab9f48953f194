import { isApiError } from '../../../app/http/api-error.ts';

/** A failed call's message and per-field messages (already in the user's language). */
export function problemsOf(error: unknown, fallback: string) {
  if (isApiError(error)) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(error.fields ?? {})) fields[k] = v.message;
    return { message: error.message, fields };
  }
  return { message: fallback, fields: {} as Record<string, string> };
}
