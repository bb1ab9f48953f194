import { mobileAcceptSchema, type MobileSignup } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { acceptMobileSignup } from '../mobile-signups.service.ts';
import { idParams } from './paging.ts';

/** POST /api/mobile-signups/:id/accept { linkKind, linkId } (mobile-signups:approve, link inside scope) */
export function mobileSignupAcceptRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/mobile-signups/:id/accept`,
    { config: { permission: 'mobile-signups:approve' } },
    async (request): Promise<MobileSignup> => {
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(mobileAcceptSchema, request.body);
      return acceptMobileSignup(deps, requireAccess(request), id, input, request);
    },
  );
}
