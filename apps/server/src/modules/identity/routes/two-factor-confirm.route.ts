import { totpCodeSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { confirmTwoFactor } from '../two-factor.service.ts';

/** POST /api/auth/two-factor/confirm { code } → { recoveryCodes } (shown once) */
export function twoFactorConfirmRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/two-factor/confirm`,
    { config: { signedIn: true } },
    async (request) => {
      const { code } = parseInput(totpCodeSchema, request.body);
      return confirmTwoFactor(deps, requireAccess(request).userId, code, request);
    },
  );
}
