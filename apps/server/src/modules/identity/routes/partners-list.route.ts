import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { listPartners } from '../partners.repository.ts';

const query = z.object({ search: z.string().trim().max(100).optional() });

/** GET /api/partners?search= → { items: [{ ...partner, userCount }] } (partners:read) */
export function partnersListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/partners`,
    { config: { permission: 'partners:read' } },
    async (request) => {
      const { search } = parseInput(query, request.query);
      const rows = await listPartners(deps.db, search);
      return { items: rows.map((r) => ({ ...r.partner, userCount: r.userCount })) };
    },
  );
}
