import { resetPasswordSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { resetPassword } from '../auth.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/reset-password { token, password } → { ok }; every session of the user is closed. */
export function resetPasswordRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/reset-password`,
    { config: { public: true } },
    async (request) => {
      const input = parseInput(resetPasswordSchema, request.body);
      await resetPassword(deps, input, request);
      return { ok: true };
    },
  );
}
