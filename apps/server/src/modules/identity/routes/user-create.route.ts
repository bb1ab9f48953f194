import { userCreateSchema, type UserSummary } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { createUser } from '../users.service.ts';

/** POST /api/users → 201 user; without a password the user is e-mailed an invitation link (users:create) */
export function userCreateRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/users`,
    { config: { permission: 'users:create' } },
    async (request, reply) => {
      const input = parseInput(userCreateSchema, request.body);
      const user: UserSummary = await createUser(deps, requireAccess(request), input, request);
      return reply.status(201).send(user);
    },
  );
}
