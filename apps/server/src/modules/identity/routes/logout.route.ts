import type { FastifyInstance } from 'fastify';
import { resolveAccess, bearerToken } from '../../../access/authenticate.ts';
import { logout } from '../auth.service.ts';
import { clearRefreshCookie, REFRESH_COOKIE, type IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/logout: closes the session of the refresh cookie (and of the bearer token). */
export function logoutRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/logout`,
    { config: { public: true } },
    async (request, reply) => {
      // Public, so that an expired access token can still sign out; the bearer is optional.
      const access = await resolveAccess(
        deps.db,
        deps.config.secrets.jwtSecret,
        bearerToken(request),
      );
      if (access) request.access = access;
      await logout(deps, request.cookies[REFRESH_COOKIE], request);
      clearRefreshCookie(reply, deps.config);
      return { ok: true };
    },
  );
}
