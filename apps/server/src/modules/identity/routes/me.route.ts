import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../../http/errors.ts';
import { userView } from '../auth.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { listAssignmentsOfUser } from '../roles.repository.ts';
import { findUserById, phoneRegionOfUser } from '../users.repository.ts';

/**
 * GET /api/auth/me → { user, permissions, everywhere, assignments, employeeId, phoneRegion } for
 * the signed-in user. `everywhere`: the permissions held organisation-wide, which the
 * organisation's own lists (those with no place) need for a change.
 */
export function meRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(`${deps.config.API_BASE}/auth/me`, { config: { signedIn: true } }, async (request) => {
    const access = requireAccess(request);
    const user = await findUserById(deps.db, access.userId);
    if (!user) throw unauthorized();
    const assignments = await listAssignmentsOfUser(deps.db, access.userId);
    const countryId = assignments.find((a) => a.countryId)?.countryId ?? null;
    return {
      user: userView(user),
      permissions: [...access.permissions].sort(),
      everywhere: [...access.permissions].filter((p) => access.scopeFor(p).all).sort(),
      assignments,
      employeeId: access.employeeId,
      // The default country of phone inputs: their own, whatever they may read of countries.
      phoneRegion: await phoneRegionOfUser(deps.db, access.userId, countryId),
    };
  });
}
