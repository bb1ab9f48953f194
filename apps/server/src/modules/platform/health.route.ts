import type { HealthReport } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

export async function healthRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/health`,
    { config: { public: true, rateLimit: false } },
    async (_request, reply) => {
      const up = await ctx.database.ping();
      const out: HealthReport = {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        databaseKind: ctx.database.kind,
        time: new Date().toISOString(),
      };
      return reply.status(up ? 200 : 503).send(out);
    },
  );
}
