import { roleUpdateSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { editRole } from '../roles.service.ts';
import { idParams } from './paging.ts';

/** PATCH /api/roles/:id { version, ... } → role (roles:update) */
export function roleUpdateRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.patch(
    `${deps.config.API_BASE}/roles/:id`,
    { config: { permission: 'roles:update' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(roleUpdateSchema, request.body);
      return editRole(deps.db, requireAccess(request), id, input, request);
    },
  );
}
