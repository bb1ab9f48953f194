import type { LocaleCode } from '@qc/domain';
import type { DigitSystem } from '@qc/domain/text/arabic-digits';
import type { FastifyRequest } from 'fastify';
import type { AccessContext } from '../access/access-types.ts';
import { accessOfUser } from '../access/authenticate.ts';
import type { Db } from '../db/client.ts';
import { requestDigits, requestLocale, unauthorized } from '../http/errors.ts';

/** The request facts the audit writer and the write core (its idempotency key) need. */
export type RequestMeta = Pick<FastifyRequest, 'ip' | 'id' | 'access' | 'idempotency'>;

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

/**
 * The caller of work done later on a user's behalf (a background job they enqueued): their rights
 * as they are now, the job named as the request in the audit log. Null when the user is gone.
 */
export async function callerOfUser(
  db: Db,
  userId: string,
  locale: LocaleCode,
  requestId: string,
): Promise<Caller | null> {
  const access = await accessOfUser(db, userId);
  if (!access) return null;
  return { access, locale, request: { access, ip: '', id: requestId } as RequestMeta };
}
