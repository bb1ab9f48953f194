import type { LocaleCode } from '@qc/domain';
import type { FastifyRequest } from 'fastify';
import type { AccessContext } from '../access/access-types.ts';
import { requestLocale, unauthorized } from '../http/errors.ts';

/** The request facts the audit writer needs. */
export type RequestMeta = Pick<FastifyRequest, 'ip' | 'id' | 'access'>;

/** Who is asking, in which language: what every engine operation receives. */
export interface Caller {
  access: AccessContext;
  locale: LocaleCode;
  request: RequestMeta;
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.access) throw unauthorized();
  return { access: request.access, locale: requestLocale(request), request };
}
