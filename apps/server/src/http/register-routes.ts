import { apiRelative } from '@qc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import type { RouteGuard } from './route-guard.ts';

/**
 * One way to register a module's routes, from its contract in the domain (`TESTS_API`…): each
 * route names the contract's path, its guard (permission, signed in, or public), the status of a
 * success (201 for a creation) and its handler, which parses, builds the caller and calls a
 * service. The path goes under the configured API base here and nowhere else.
 */

/** A contract path (`/api/…`) under the configured API base. */
export function apiPath(config: Pick<Config, 'API_BASE'>, path: string): string {
  return `${config.API_BASE}${apiRelative(path)}`;
}

export interface ModuleRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, `/api/<module>/…/:id`. */
  path: string;
  /** How the route is guarded (the route guard refuses to start without one). */
  guard: RouteGuard;
  /** The status of a success (default 200). */
  status?: number;
  /** Other route options (rate limit, body limit…), merged under `config` and beside it. */
  options?: Partial<Pick<RouteOptions, 'bodyLimit'>> & { config?: Record<string, unknown> };
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** Registers a module's routes under the API base. */
export function registerRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'API_BASE'>,
  routes: readonly ModuleRoute[],
): void {
  for (const r of routes)
    app.route({
      method: r.method,
      url: apiPath(config, r.path),
      ...(r.options?.bodyLimit !== undefined ? { bodyLimit: r.options.bodyLimit } : {}),
      config: { ...r.options?.config, ...r.guard },
      handler: async (request, reply) => {
        const body = await r.handle(request, reply);
        if (reply.sent) return reply;
        if (r.status !== undefined) reply.code(r.status);
        return body;
      },
    });
}
