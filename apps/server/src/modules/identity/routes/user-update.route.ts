import { userIdParams, userUpdateSchema, type UserSummary } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { adminUpdateUser } from '../users.service.ts';

/** PATCH /api/users/:id { version, ... } → user; locking or disabling closes their sessions (users:update) */
export function userUpdateRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.patch(
    `${deps.config.API_BASE}/users/:id`,
    { config: { permission: 'users:update' } },
    async (request): Promise<UserSummary> => {
      const { id } = parseInput(userIdParams, request.params);
      const input = parseInput(userUpdateSchema, request.body);
      return adminUpdateUser(deps, requireAccess(request), id, input, request);
    },
  );
}
