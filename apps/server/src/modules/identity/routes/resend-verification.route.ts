import { emailOnlySchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { resendVerification } from '../auth.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/resend-verification { email } → { ok } (the same answer whether or not the address is known). */
export function resendVerificationRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/resend-verification`,
    { config: { public: true, rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async (request) => {
      const { email } = parseInput(emailOnlySchema, request.body);
      await resendVerification(deps, email);
      return { ok: true };
    },
  );
}
