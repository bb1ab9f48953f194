import { passwordConfirmSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { regenerateRecoveryCodes } from '../two-factor.service.ts';

/** POST /api/auth/two-factor/recovery-codes { password } → { recoveryCodes } (the old ones stop working) */
export function recoveryCodesRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/auth/two-factor/recovery-codes`,
    { config: { signedIn: true } },
    async (request) => {
      const { password } = parseInput(passwordConfirmSchema, request.body);
      return regenerateRecoveryCodes(deps, requireAccess(request).userId, password, request);
    },
  );
}
