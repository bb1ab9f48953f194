import type { LocaleCode } from '@qc/domain';
import type { DigitSystem } from '@qc/domain/text/arabic-digits';
import type { FastifyRequest } from 'fastify';
import type { AccessContext } from '../access/access-types.ts';
import { requestDigits, requestLocale, unauthorized } from '../http/errors.ts';

/** The request facts the audit writer needs. */
export type RequestMeta = Pick<FastifyRequest, 'ip' | 'id' | 'access'>;

/** Who is asking, in which language: what every engine operation receives. */
export interface Caller {
  access: AccessContext;
  locale: LocaleCode;
  /** The digits the user reads numbers in (the web app says), for amounts put in messages. */
  digits?: DigitSystem;
  request: RequestMeta;
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.access) throw unauthorized();
  const digits = requestDigits(request);
  return {
    access: request.access,
    locale: requestLocale(request),
    ...(digits ? { digits } : {}),
    request,
  };
}
