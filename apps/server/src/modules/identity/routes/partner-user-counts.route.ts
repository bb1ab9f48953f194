import { partnerUserCountsQuery, type PartnerUserCounts } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { countUsersOfPartners } from '../partners.repository.ts';

/**
 * GET /api/partners/user-counts?ids=a,b (partners:read) → { counts: { <id>: n } }: the users of
 * each partner of a page of the generic `partners` list (the users are identity's records, not a
 * field of the definition), as the partners screen shows them beside each name.
 */
export function partnerUserCountsRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/partners/user-counts`,
    { config: { permission: 'partners:read' } },
    async (request): Promise<PartnerUserCounts> => {
      const { ids } = parseInput(partnerUserCountsQuery, request.query);
      return { counts: await countUsersOfPartners(deps.db, ids) };
    },
  );
}
