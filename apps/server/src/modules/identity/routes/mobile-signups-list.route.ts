import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { listMobileSignups } from '../mobile-signups.repository.ts';
import { paging } from './paging.ts';

const query = z.object({
  status: z.enum(['pending', 'accepted', 'rejected']).optional(),
  ...paging,
});

/** GET /api/mobile-signups?status=&page= → { items, total } (mobile-signups:read) */
export function mobileSignupsListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/mobile-signups`,
    { config: { permission: 'mobile-signups:read' } },
    async (request) => listMobileSignups(deps.db, parseInput(query, request.query)),
  );
}
