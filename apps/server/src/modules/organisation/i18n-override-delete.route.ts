import { buildCatalogue, i18nOverrideParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { deleteOverrideAudited } from './i18n-overrides.repository.ts';

/** DELETE /api/i18n-overrides/:locale/:key: back to the built-in text (settings:update). */
export async function i18nOverrideDeleteRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.delete(
    `${ctx.config.API_BASE}/i18n-overrides/:locale/:key`,
    { config: { permission: 'settings:update' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { locale, key } = parseInput(i18nOverrideParams, request.params);
      const restored = buildCatalogue()[locale][key] ?? null;
      if (!(await deleteOverrideAudited(ctx.db, caller.request, locale, key, restored)))
        throw notFound();
      // Every signed-in screen shows these texts, whatever its user may read: tell everyone.
      ctx.events.changed({
        resource: 'i18n',
        id: `${locale}:${key}`,
        action: 'deleted',
        everyone: true,
      });
      return reply.status(204).send();
    },
  );
}
