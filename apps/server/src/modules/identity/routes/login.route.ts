import { loginSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { login } from '../auth.service.ts';
import { setRefreshCookie, type IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/login { identifier, password } → { accessToken, user } | { twoFactorRequired, challengeToken } */
export function loginRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/login`,
    { config: { public: true } },
    async (request, reply) => {
      const input = parseInput(loginSchema, request.body);
      const result = await login(deps, input, request);
      if (result.twoFactorRequired) return result;
      setRefreshCookie(reply, deps.config, result.refreshToken);
      return { accessToken: result.accessToken, user: result.user };
    },
  );
}
