import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
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
 * The key a request claimed, carried on the request until its write transaction keeps the
 * answer (`keepIdempotentAnswer`, called by the write core inside that transaction).
 */
export interface IdempotentRequest {
  userId: string;
  key: string;
  /** The answer's status, read when the answer is kept. */
  status: () => number;
  /** Set once the answer has been written in a write transaction (it is that answer). */
  kept?: { answer: unknown };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `idempotent` for a request sent with an Idempotency-Key it may run. */
    idempotency?: IdempotentRequest;
  }
}

/**
 * Called by the write core (`withWrites`) at the end of its transaction, in it: keeps the
 * request's answer with its key, so a change stored is never run again, even if the process
 * stops right after the commit. An idempotent request writes in one transaction; a second one
 * is a programming error (its replay would skip it).
 */
export async function keepIdempotentAnswer(
  tx: Db,
  request: { idempotency?: IdempotentRequest | undefined },
  answer: unknown,
): Promise<void> {
  const claim = request.idempotency;
  if (!claim) return;
  if (claim.kept) throw new Error('An idempotent request writes in one transaction');
  await completeIdempotencyKey(tx, claim.userId, claim.key, claim.status(), answer);
  claim.kept = { answer };
}

/**
 * Wraps a signed-in write so that the same `Idempotency-Key` sent twice by the same user
 * (a retry after a lost answer) is handled once: the first successful answer is kept and
 * replayed, with `Idempotent-Replayed: true`, for every repeat. A repeat while the first is
 * still running is a 409 `errors.idempotencyInProgress` (try again later); the same key with
 * another path or body is a 422 `errors.idempotencyKeyReused`. A refused request (any error)
 * keeps nothing: the key is free again. Without the header the handler runs as it always did.
 *
 * The answer is kept in the handler's write transaction (`withWrites` calls
 * `keepIdempotentAnswer`), never after it: the handler answers what that transaction returned,
 * and writes in one transaction. A handler that wrote nothing has its answer kept afterwards.
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
    const claimed: IdempotentRequest = { userId, key: header, status: () => reply.statusCode };
    request.idempotency = claimed;
    let result: T;
    try {
      result = await handler(request, reply);
    } catch (error) {
      // Only a key whose answer was not kept is let go (`releaseIdempotencyKey` leaves a
      // finished one): a failure after the commit replays the kept answer.
      await releaseIdempotencyKey(ctx.db, userId, header);
      throw error;
    } finally {
      delete request.idempotency;
    }
    if (!claimed.kept)
      await completeIdempotencyKey(ctx.db, userId, header, reply.statusCode, result);
    else if (claimed.kept.answer !== result)
      throw new Error('An idempotent route answers what its write transaction returned');
    return result;
  };
}
