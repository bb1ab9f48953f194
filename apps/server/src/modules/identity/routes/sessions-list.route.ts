import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { listOpenSessions } from '../sessions.repository.ts';

/** GET /api/auth/sessions → { items: [{ id, userAgent, ip, createdAt, lastUsedAt, current }] } */
export function sessionsListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/auth/sessions`,
    { config: { signedIn: true } },
    async (request) => {
      const access = requireAccess(request);
      const rows = await listOpenSessions(deps.db, access.userId);
      return { items: rows.map((s) => ({ ...s, current: s.id === access.sessionId })) };
    },
  );
}
