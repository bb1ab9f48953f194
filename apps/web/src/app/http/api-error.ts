import type { EditConflict } from '@qc/domain';

/** A field problem as the server reports it: a translation key and its translated message. */
export interface FieldError {
  code?: string;
  message: string;
}

/** The error body every API route answers with (apps/server/src/http/errors.ts). */
export interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    fields?: Record<string, FieldError>;
    /** A 409 of an edit made on an old version: the records as they are now. */
    conflicts?: EditConflict[];
  };
}

/**
 * A failed API call: `status` (0 when the server could not be reached), `code` (a translation
 * key such as `errors.notFound`), `message` already in the user's language, and per-field
 * problems for validation failures; `conflicts` for an edit made on an old version (409).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, FieldError>;
  readonly conflicts?: EditConflict[];

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, FieldError>,
    conflicts?: EditConflict[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
    if (conflicts) this.conflicts = conflicts;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The platform's message key for an HTTP status whose body says nothing useful. */
export function statusMessageKey(status: number): string {
  if (status === 0) return 'errors.network';
  if (status === 401) return 'errors.unauthorized';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.notFound';
  if (status === 409) return 'errors.conflict';
  if (status === 413) return 'errors.payloadTooLarge';
  if (status === 429) return 'errors.rateLimited';
  if (status === 502 || status === 503 || status === 504) return 'errors.unavailable';
  if (status >= 500) return 'errors.internal';
  return 'errors.badRequest';
}

function asErrorBody(data: unknown): ErrorBody['error'] | undefined {
  if (!data || typeof data !== 'object' || !('error' in data)) return undefined;
  const error = (data as ErrorBody).error;
  return error && typeof error === 'object' ? error : undefined;
}

/** Builds the ApiError of a failed response (its JSON body when there is one). */
export function toApiError(
  status: number,
  data: unknown,
  translate: (key: string) => string,
): ApiError {
  const body = asErrorBody(data);
  const code = body?.code ?? statusMessageKey(status);
  const message = body?.message ?? translate(code);
  const conflicts = Array.isArray(body?.conflicts) ? body.conflicts : undefined;
  return new ApiError(status, code, message, body?.fields, conflicts);
}
