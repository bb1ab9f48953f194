import { mobileRegisterSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput, requestLocale } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { mobileRegister } from '../mobile-signups.service.ts';

/** POST /api/auth/mobile/register { fullName, phone, email?, password, kind, note? } → 201 { id, status: 'pending' } */
export function mobileRegisterRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/mobile/register`,
    { config: { public: true, rateLimit: { max: 20, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const input = parseInput(mobileRegisterSchema, request.body);
      const result = await mobileRegister(deps, input, requestLocale(request), request);
      return reply.status(201).send(result);
    },
  );
}
