import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../identity-deps.ts';
import { listRoles } from '../roles.repository.ts';

/** GET /api/roles → { items } (roles:read) */
export function rolesListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(`${deps.config.API_BASE}/roles`, { config: { permission: 'roles:read' } }, async () => ({
    items: await listRoles(deps.db),
  }));
}
