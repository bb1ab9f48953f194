import { VISITOR_API, type VisitorDefaults } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { organisationDigits } from '../../documents/index.ts';

/**
 * GET /api/public/visitor-defaults (public): the organisation's digits, so the web app writes a
 * visitor's public form as the public site, e-mails and documents are written. A signed-in
 * user's own choice is used instead (docs/web-shell.md).
 */
export async function visitorDefaultsRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}${VISITOR_API.defaults.slice('/api'.length)}`,
    { config: { public: true } },
    async (_request, reply): Promise<VisitorDefaults> => {
      // A changed setting reaches visitors within minutes; the app keeps its last answer.
      reply.header('cache-control', 'public, max-age=300');
      return { digits: await organisationDigits(ctx.db) };
    },
  );
}
