import { mobileSignupListQuery, type MobileSignupPage } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { listMobileSignups } from '../mobile-signups.repository.ts';

/** GET /api/mobile-signups?status=&page= → { items, total } (mobile-signups:read) */
export function mobileSignupsListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/mobile-signups`,
    { config: { permission: 'mobile-signups:read' } },
    async (request): Promise<MobileSignupPage> =>
      listMobileSignups(deps.db, parseInput(mobileSignupListQuery, request.query)),
  );
}
