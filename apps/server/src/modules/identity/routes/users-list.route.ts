import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { listUsers } from '../users.repository.ts';
import { userScope } from '../users.service.ts';
import { paging } from './paging.ts';

const query = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['pending', 'active', 'locked', 'disabled']).optional(),
  kind: z.enum(['staff', 'mobile', 'partner']).optional(),
  partnerOrganisationId: z.string().uuid().optional(),
  roleId: z.string().uuid().optional(),
  ...paging,
});

/**
 * GET /api/users?search=&status=&kind=&partnerOrganisationId=&roleId=&page=&pageSize= →
 * { items (each with its assignments), total } (users:read, in scope)
 */
export function usersListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/users`,
    { config: { permission: 'users:read' } },
    async (request) => {
      const q = parseInput(query, request.query);
      return listUsers(deps.db, {
        ...q,
        scope: userScope(deps, requireAccess(request), 'users:read'),
      });
    },
  );
}
