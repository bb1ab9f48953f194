import type { FastifyInstance } from 'fastify';
import { PLACE_LEVELS } from '@qc/domain';
import { z } from 'zod';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { listPlaces } from '../places.repository.ts';

const query = z.object({
  level: z.enum(PLACE_LEVELS),
  countryId: z.string().uuid().optional(),
  centreId: z.string().uuid().optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * GET /api/users/places?level=country|centre|ring&countryId=&centreId=&q= → { items }: where
 * the caller may give a role (inside their users:update scope), for the assignment pickers.
 */
export function placesListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/users/places`,
    { config: { permission: 'users:update' } },
    async (request) => {
      const q = parseInput(query, request.query);
      const scope = requireAccess(request).scopeFor('users:update');
      return { items: await listPlaces(deps.db, scope, q) };
    },
  );
}
