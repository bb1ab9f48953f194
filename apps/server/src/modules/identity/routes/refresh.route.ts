import type { FastifyInstance } from 'fastify';
import { refreshSession } from '../auth.service.ts';
import {
  clearRefreshCookie,
  REFRESH_COOKIE,
  setRefreshCookie,
  type IdentityDeps,
} from '../identity-deps.ts';

/** POST /api/auth/refresh (refresh cookie) → { accessToken }, with a new refresh cookie. */
export function refreshRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/refresh`,
    { config: { public: true } },
    async (request, reply) => {
      try {
        const result = await refreshSession(deps, request.cookies[REFRESH_COOKIE], request);
        setRefreshCookie(reply, deps.config, result.refreshToken);
        return { accessToken: result.accessToken };
      } catch (err) {
        clearRefreshCookie(reply, deps.config);
        throw err;
      }
    },
  );
}
