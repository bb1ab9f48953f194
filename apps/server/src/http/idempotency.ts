import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError, badRequest, conflict } from './errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from './idempotency.repository.ts';

/** The header a client sends with a write it may send again (the offline outbox does). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is the replay of the first one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Wraps a signed-in write so that the same `Idempotency-Key` sent twice by the same user
 * (a retry after a lost answer) is handled once: the first successful answer is kept and
 * replayed, with `Idempotent-Replayed: true`, for every repeat. A repeat while the first is
 * still running is a 409 `errors.idempotencyInProgress` (try again later); the same key with
 * another path or body is a 422 `errors.idempotencyKeyReused`. A refused request (any error)
 * keeps nothing: the key is free again. Without the header the handler runs as it always did.
 * See docs/offline.md.
 */
export function idempotent<T>(
  ctx: AppContext,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<T>,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<T> => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    const userId = request.access?.userId;
    if (header === undefined || !userId) return handler(request, reply);
    if (typeof header !== 'string' || !KEY.test(header))
      throw badRequest('errors.idempotencyKeyInvalid');
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const requestHash = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    const claim = await claimIdempotencyKey(ctx.db, { userId, key: header, route, requestHash });
    if (claim.kind === 'mismatch') throw new AppError(422, 'errors.idempotencyKeyReused');
    if (claim.kind === 'pending') throw conflict('errors.idempotencyInProgress');
    if (claim.kind === 'done') {
      reply.header(REPLAYED_HEADER, 'true').status(claim.status);
      return claim.response as T;
    }
    let result: T;
    try {
      result = await handler(request, reply);
    } catch (error) {
      await releaseIdempotencyKey(ctx.db, userId, header);
      throw error;
    }
    await completeIdempotencyKey(ctx.db, userId, header, reply.statusCode, result);
    return result;
  };
}
