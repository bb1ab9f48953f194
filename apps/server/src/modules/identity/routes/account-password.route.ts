import { changePasswordSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { changePassword } from '../auth.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';

/** POST /api/account/password { currentPassword, newPassword } → { ok }; other sessions are closed. */
export function accountPasswordRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/account/password`,
    { config: { signedIn: true } },
    async (request) => {
      const input = parseInput(changePasswordSchema, request.body);
      await changePassword(deps, requireAccess(request).userId, input, request);
      return { ok: true };
    },
  );
}
