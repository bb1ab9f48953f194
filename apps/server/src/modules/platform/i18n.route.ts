import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { catalogueWithOverrides } from '../organisation/index.ts';

/**
 * The translation catalogue of the specification: messages per locale, flat dotted keys,
 * including every resource's labels and the administrators' overrides.
 */
export async function i18nRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(`${ctx.config.API_BASE}/get-i18n`, { config: { public: true } }, async () => {
    return catalogueWithOverrides(ctx.db);
  });
}
