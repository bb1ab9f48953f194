import { userListQuery, type UserView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { listUsers } from '../users.repository.ts';
import { userScope } from '../users.service.ts';

/**
 * GET /api/users?search=&status=&kind=&partnerOrganisationId=&roleId=&page=&pageSize= →
 * { items (each with its assignments), total } (users:read, in scope)
 */
export function usersListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/users`,
    { config: { permission: 'users:read' } },
    async (request): Promise<{ items: UserView[]; total: number }> => {
      const q = parseInput(userListQuery, request.query);
      return listUsers(deps.db, {
        ...q,
        scope: userScope(deps, requireAccess(request), 'users:read'),
      });
    },
  );
}
