import { emailOnlySchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { forgotPassword } from '../auth.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/forgot-password { email } → { ok } (the same answer whether or not the address is known). */
export function forgotPasswordRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/forgot-password`,
    { config: { public: true, rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async (request) => {
      const { email } = parseInput(emailOnlySchema, request.body);
      await forgotPassword(deps, email);
      return { ok: true };
    },
  );
}
