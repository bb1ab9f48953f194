import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { findSession, revokeSessionByUser } from '../sessions.repository.ts';

const params = z.object({ id: z.string().uuid() });

/** DELETE /api/auth/sessions/:id: signs one of the user's own devices out. */
export function sessionRevokeRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.delete(
    `${deps.config.API_BASE}/auth/sessions/:id`,
    { config: { signedIn: true } },
    async (request) => {
      const access = requireAccess(request);
      const { id } = parseInput(params, request.params);
      const session = await findSession(deps.db, id);
      if (!session || session.userId !== access.userId) throw notFound();
      await revokeSessionByUser(deps.db, id, request);
      return { ok: true };
    },
  );
}
