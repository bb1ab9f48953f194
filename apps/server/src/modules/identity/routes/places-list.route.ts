import type { FastifyInstance } from 'fastify';
import { placeListQuery, type Place } from '@qc/domain';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { listPlaces } from '../places.repository.ts';

/**
 * GET /api/users/places?level=country|centre|ring&countryId=&centreId=&q= → { items }: where
 * the caller may give a role (inside their users:update scope), for the assignment pickers.
 */
export function placesListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/users/places`,
    { config: { permission: 'users:update' } },
    async (request): Promise<{ items: Place[] }> => {
      const q = parseInput(placeListQuery, request.query);
      const scope = requireAccess(request).scopeFor('users:update');
      return { items: await listPlaces(deps.db, scope, q) };
    },
  );
}
