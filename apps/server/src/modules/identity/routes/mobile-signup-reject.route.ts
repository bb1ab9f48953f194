import { mobileRejectSchema, type MobileSignup } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { rejectMobileSignup } from '../mobile-signups.service.ts';
import { idParams } from './paging.ts';

/** POST /api/mobile-signups/:id/reject { reason } (mobile-signups:approve) */
export function mobileSignupRejectRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/mobile-signups/:id/reject`,
    { config: { permission: 'mobile-signups:approve' } },
    async (request): Promise<MobileSignup> => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(mobileRejectSchema, request.body);
      return rejectMobileSignup(deps, requireAccess(request), id, reason, request);
    },
  );
}
