import type { RoleRecord } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../identity-deps.ts';
import { listRoles, roleRecordOf } from '../roles.repository.ts';

/** GET /api/roles → { items } (roles:read) */
export function rolesListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/roles`,
    { config: { permission: 'roles:read' } },
    async (): Promise<{ items: RoleRecord[] }> => ({
      items: (await listRoles(deps.db)).map(roleRecordOf),
    }),
  );
}
