import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config.ts';

/**
 * Fastify's per-request log lines ("incoming request", "request completed", "route not
 * found") at debug instead of info: at the default level a running server prints what a
 * person needs (warnings, errors, its own start lines), not two lines for every request;
 * LOG_LEVEL=debug shows them again, with the clients that left before their answer was sent.
 * A request that fails still logs at error. Tests turn them
 * off altogether.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  /**
   * A client that goes away before its answer is sent (a closed tab, a cancelled download, a
   * phone losing its network) is no fault of the server: at debug. Other stream errors warn.
   */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug({ res: reply }, 'stream closed prematurely');
    else
      reply.log.warn({ err: error }, 'response terminated with an error with headers already sent');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.raw.method ?? ''}:${request.raw.url ?? ''} not found`);
  }
}

/** The log controller of the application (replaces the deprecated `disableRequestLogging`). */
export function requestLogController(config: Config): RequestLogController {
  return new RequestLogController({ disableRequestLogging: config.NODE_ENV === 'test' });
}
