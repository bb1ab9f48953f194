import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { removeRole } from '../roles.service.ts';
import { idParams } from './paging.ts';

/** DELETE /api/roles/:id (roles:delete; built-in roles and roles in use are refused) */
export function roleDeleteRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.delete(
    `${deps.config.API_BASE}/roles/:id`,
    { config: { permission: 'roles:delete' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      await removeRole(deps.db, requireAccess(request), id, request);
      return { ok: true };
    },
  );
}
