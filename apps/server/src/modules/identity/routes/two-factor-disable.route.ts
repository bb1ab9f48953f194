import { twoFactorDisableSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { disableTwoFactor } from '../two-factor.service.ts';

/** POST /api/auth/two-factor/disable { password, code } → { ok } */
export function twoFactorDisableRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/two-factor/disable`,
    { config: { signedIn: true } },
    async (request) => {
      const input = parseInput(twoFactorDisableSchema, request.body);
      await disableTwoFactor(deps, requireAccess(request).userId, input, request);
      return { ok: true };
    },
  );
}
