import { userIdParams, type UserView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { userDetail } from '../users.service.ts';

/** GET /api/users/:id → the user with their assignments (users:read, in scope; 404 outside) */
export function userReadRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/users/:id`,
    { config: { permission: 'users:read' } },
    async (request): Promise<UserView> => {
      const { id } = parseInput(userIdParams, request.params);
      return userDetail(deps, requireAccess(request), id);
    },
  );
}
