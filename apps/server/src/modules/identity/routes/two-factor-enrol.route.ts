import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { enrolTwoFactor } from '../two-factor.service.ts';

/** POST /api/auth/two-factor/enrol → { secret, otpauthUri, qrDataUrl } */
export function twoFactorEnrolRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/two-factor/enrol`,
    { config: { signedIn: true } },
    async (request) => enrolTwoFactor(deps, requireAccess(request).userId),
  );
}
