import { userIdParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { adminSendPasswordReset } from '../users.service.ts';

/** POST /api/users/:id/password-reset → { ok, email }: e-mails the user a reset link (users:update, in scope) */
export function userPasswordResetRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/users/:id/password-reset`,
    { config: { permission: 'users:update' } },
    async (request): Promise<{ ok: true; email: string }> => {
      const { id } = parseInput(userIdParams, request.params);
      return adminSendPasswordReset(deps, requireAccess(request), id, request);
    },
  );
}
