import { DEFAULT_ROLES, PERMISSION_ACTIONS } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../identity-deps.ts';

/** GET /api/permissions → { actions, resources }: what the role editor offers (roles:read) */
export function permissionsListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/permissions`,
    { config: { permission: 'roles:read' } },
    async () => {
      const resources = new Set<string>([
        'users',
        'roles',
        'audit',
        'outbox',
        'mobile-signups',
        'partners',
      ]);
      for (const role of DEFAULT_ROLES)
        for (const p of role.permissions) {
          const resource = p.split(':')[0];
          if (resource && resource !== '*') resources.add(resource);
        }
      return { actions: PERMISSION_ACTIONS, resources: [...resources].sort() };
    },
  );
}
