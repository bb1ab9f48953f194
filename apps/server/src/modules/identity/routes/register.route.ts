import { registerSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput, requestLocale } from '../../../http/errors.ts';
import { register } from '../auth.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';

/** POST /api/auth/register { displayName, email, phone?, password, locale? } → 201; a verification e-mail follows. */
export function registerRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/register`,
    { config: { public: true } },
    async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      const user = await register(deps, input, requestLocale(request), request);
      return reply.status(201).send({ ok: true, email: user.email, verificationRequired: true });
    },
  );
}
