import { DEFAULT_ROLES, PERMISSION_ACTIONS, RESOURCES, type PermissionCatalogue } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../identity-deps.ts';

/**
 * GET /api/permissions → { actions, resources, sensitive }: what the role editor offers
 * (roles:read). Every registered resource is listed (so a resource added later can be
 * granted), and the actions include `sensitive`, which reveals the fields a resource marks
 * sensitive; `sensitive` names the resources that have such fields (elsewhere the action
 * means nothing).
 */
export function permissionsListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/permissions`,
    { config: { permission: 'roles:read' } },
    async (): Promise<PermissionCatalogue> => {
      const resources = new Set<string>([
        'users',
        'roles',
        'audit',
        'outbox',
        'mobile-signups',
        'partners',
      ]);
      for (const def of RESOURCES) resources.add(def.permission);
      for (const role of DEFAULT_ROLES)
        for (const p of role.permissions) {
          const resource = p.split(':')[0];
          if (resource && resource !== '*') resources.add(resource);
        }
      const sensitive = new Set(
        RESOURCES.filter((def) => Object.values(def.fields).some((f) => f.sensitive)).map(
          (def) => def.permission,
        ),
      );
      return {
        actions: PERMISSION_ACTIONS,
        resources: [...resources].sort(),
        sensitive: [...sensitive].sort(),
      };
    },
  );
}
