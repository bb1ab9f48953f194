import { pickLocale, translate, type EditConflict, type LocaleCode } from '@qc/domain';
import type { DigitSystem } from '@qc/domain/text/arabic-digits';
import { issueKey } from '@qc/domain/platform/validation-issues';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';

/** A field problem: a translation key and the values for its placeholders. */
export interface FieldIssue {
  code: string;
  params?: Record<string, unknown>;
}

/**
 * The one error type routes throw. `code` is a translation key (e.g. 'errors.notFound'); the
 * error handler turns it into `{ error: { code, message, fields? } }` in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly params?: Record<string, unknown>,
    readonly fields?: Record<string, FieldIssue>,
  ) {
    super(code);
  }
}

/**
 * A 409 for an edit made on an old version: carries each record as it is now, sent to the
 * client beside the message (`conflicts`) so it can show both versions (docs/offline.md).
 */
export class EditConflictError extends AppError {
  constructor(
    code: string,
    readonly conflicts: EditConflict[],
  ) {
    super(409, code);
  }
}

export const notFound = (code = 'errors.notFound') => new AppError(404, code);
export const forbidden = (code = 'errors.forbidden') => new AppError(403, code);
export const unauthorized = (code = 'errors.unauthorized') => new AppError(401, code);
export const conflict = (code = 'errors.conflict', params?: Record<string, unknown>) =>
  new AppError(409, code, params);
export const badRequest = (code = 'errors.badRequest', params?: Record<string, unknown>) =>
  new AppError(400, code, params);
export const validationFailed = (fields: Record<string, FieldIssue>) =>
  new AppError(400, 'errors.validation', undefined, fields);

export function zodToAppError(error: ZodError): AppError {
  const fields: Record<string, FieldIssue> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    // Worded like the forms word it before sending (one mapping in the domain package).
    if (!fields[key]) fields[key] = issueKey(issue);
  }
  return validationFailed(fields);
}

/** Parses input with a schema; a failure becomes a translated 400 with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw zodToAppError(result.error);
  return result.data;
}

export function requestLocale(request: FastifyRequest): LocaleCode {
  const explicit = request.headers['x-language'];
  return pickLocale(
    typeof explicit === 'string' && explicit ? explicit : request.headers['accept-language'],
  );
}

/**
 * The digits the user chose in the web app (`X-Digits: latn` or `arab`, sent with every call),
 * or undefined for a client that does not say (messages keep the catalogue's digits).
 */
export function requestDigits(request: FastifyRequest): DigitSystem | undefined {
  const digits = request.headers['x-digits'];
  return digits === 'latn' || digits === 'arab' ? digits : undefined;
}

export function renderError(error: AppError, locale: LocaleCode, digits?: DigitSystem) {
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([name, f]) => [
          name,
          { code: f.code, message: translate(locale, f.code, f.params, digits) },
        ]),
      )
    : undefined;
  return {
    error: {
      code: error.code,
      message: translate(locale, error.code, error.params, digits),
      ...(fields ? { fields } : {}),
      ...(error instanceof EditConflictError ? { conflicts: error.conflicts } : {}),
    },
  };
}

/** Maps any thrown value onto an AppError; unknown errors become a 500 without details. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return zodToAppError(error);
  const fe = error as Partial<FastifyError> & { validation?: unknown };
  if (fe.validation) return badRequest();
  switch (fe.statusCode) {
    case 400:
      return badRequest();
    case 401:
      return unauthorized();
    case 403:
      return forbidden();
    case 404:
      return notFound();
    case 413:
      return new AppError(413, 'errors.payloadTooLarge');
    case 415:
      return badRequest();
    case 429:
      return new AppError(429, 'errors.rateLimited');
    default:
      return new AppError(500, 'errors.internal');
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    const fe = error as { headers?: Record<string, string> };
    if (appError.statusCode === 429 && fe.headers) void reply.headers(fe.headers);
    return reply
      .status(appError.statusCode)
      .send(renderError(appError, requestLocale(request), requestDigits(request)));
  });
}
