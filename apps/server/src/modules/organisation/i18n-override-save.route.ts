import {
  buildCatalogue,
  i18nOverrideInput,
  i18nOverrideParams,
  type TextOverrideSaved,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import { placeholders } from './i18n-catalogue.ts';
import { saveOverrideAudited } from './i18n-overrides.repository.ts';

/**
 * PUT /api/i18n-overrides/:locale/:key `{ value }`: replaces one message of the catalogue in one
 * language (settings:update). The key must exist and the text must keep the original's
 * placeholders, so no screen ends up with a broken message.
 */
export async function i18nOverrideSaveRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.put(
    `${ctx.config.API_BASE}/i18n-overrides/:locale/:key`,
    { config: { permission: 'settings:update' } },
    async (request): Promise<TextOverrideSaved> => {
      const caller = callerOf(request);
      const { locale, key } = parseInput(i18nOverrideParams, request.params);
      const { value } = parseInput(i18nOverrideInput, request.body);
      const original = buildCatalogue()[locale][key];
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
        locale,
        key: row.key,
        value: row.value,
        default: original,
        updatedAt: isoTimestamp(row.updatedAt) ?? row.updatedAt,
      };
    },
  );
}
