import { roleSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { createRole } from '../roles.service.ts';

/** POST /api/roles → 201 role (roles:create; nobody grants what they do not hold) */
export function roleCreateRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/roles`,
    { config: { permission: 'roles:create' } },
    async (request, reply) => {
      const input = parseInput(roleSchema, request.body);
      return reply
        .status(201)
        .send(await createRole(deps.db, requireAccess(request), input, request));
    },
  );
}
