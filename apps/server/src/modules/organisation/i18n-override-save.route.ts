import { buildCatalogue, LOCALE_CODES } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import { placeholders } from './i18n-catalogue.ts';
import { saveOverrideAudited } from './i18n-overrides.repository.ts';

export const overrideParams = z.object({
  locale: z.enum(LOCALE_CODES as unknown as [string, ...string[]], { message: 'errors.notFound' }),
  key: z.string().min(1).max(200),
});
const body = z.object({ value: z.string().trim().min(1).max(2000) });

/**
 * PUT /api/i18n-overrides/:locale/:key `{ value }`: replaces one message of the catalogue in one
 * language (settings:update). The key must exist and the text must keep the original's
 * placeholders, so no screen ends up with a broken message.
 */
export async function i18nOverrideSaveRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.put(
    `${ctx.config.API_BASE}/i18n-overrides/:locale/:key`,
    { config: { permission: 'settings:update' } },
    async (request) => {
      const caller = callerOf(request);
      const { locale, key } = parseInput(overrideParams, request.params);
      const { value } = parseInput(body, request.body);
      const original = buildCatalogue()[locale as (typeof LOCALE_CODES)[number]][key];
      if (original === undefined) throw notFound('i18n.errors.unknownKey');
      const wanted = placeholders(original);
      if (wanted.join() !== placeholders(value).join())
        throw validationFailed({
          value: {
            code: 'i18n.errors.placeholders',
            params: { placeholders: wanted.map((p) => `{{${p}}}`).join(' ') || '—' },
          },
        });
      const row = await saveOverrideAudited(ctx.db, caller.request, {
        locale,
        key,
        value,
        userId: caller.access.userId,
        original,
      });
      // Every signed-in screen shows these texts, whatever its user may read: tell everyone.
      ctx.events.changed({
        resource: 'i18n',
        id: `${locale}:${key}`,
        action: 'updated',
        everyone: true,
      });
      return {
        locale: row.locale,
        key: row.key,
        value: row.value,
        default: original,
        updatedAt: isoTimestamp(row.updatedAt),
      };
    },
  );
}
