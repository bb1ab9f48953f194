import { tokenSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { verifyEmail } from '../auth.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/verify-email { token } → { ok } */
export function verifyEmailRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/verify-email`,
    { config: { public: true } },
    async (request) => {
      const { token } = parseInput(tokenSchema, request.body);
      await verifyEmail(deps, token, request);
      return { ok: true };
    },
  );
}
