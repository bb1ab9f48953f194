import { buildCatalogue, type LocaleCode, type TextOverride } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import { listOverrides } from './i18n-overrides.repository.ts';

/** GET /api/i18n-overrides: every override with the text it replaces (settings:update). */
export async function i18nOverridesListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/i18n-overrides`,
    { config: { permission: 'settings:update' } },
    async (): Promise<{ items: TextOverride[] }> => {
      const base = buildCatalogue();
      const rows = await listOverrides(ctx.db);
      return {
        // The locale column is text; the save route only writes the domain's locales.
        items: rows.map((r) => ({
          locale: r.locale as LocaleCode,
          key: r.key,
          value: r.value,
          default: base[r.locale as LocaleCode]?.[r.key] ?? null,
          updatedBy: r.updatedBy,
          updatedAt: isoTimestamp(r.updatedAt) ?? r.updatedAt,
        })),
      };
    },
  );
}
