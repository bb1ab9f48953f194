import { twoFactorLoginSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { completeTwoFactor } from '../auth.service.ts';
import { setRefreshCookie, type IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/login/two-factor { challengeToken, code } → { accessToken, user } */
export function loginTwoFactorRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/login/two-factor`,
    { config: { public: true } },
    async (request, reply) => {
      const input = parseInput(twoFactorLoginSchema, request.body);
      const result = await completeTwoFactor(deps, input, request);
      setRefreshCookie(reply, deps.config, result.refreshToken);
      return { accessToken: result.accessToken, user: result.user };
    },
  );
}
