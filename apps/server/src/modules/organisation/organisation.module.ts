import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { documentVersionsRoute } from './document-versions.route.ts';
import { installDocumentHooks } from './documents.hooks.ts';
import { i18nOverrideDeleteRoute } from './i18n-override-delete.route.ts';
import { i18nOverrideSaveRoute } from './i18n-override-save.route.ts';
import { i18nOverridesListRoute } from './i18n-overrides-list.route.ts';
import { visitorDefaultsRoute } from './visitor-defaults.route.ts';

/**
 * The organisation module beyond its generic resources (which the resource engine serves):
 * documentation versions, the administrators' translation overrides and the organisation's
 * defaults for visitors (its digits).
 */
export async function organisationModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installDocumentHooks();
  await documentVersionsRoute(app, ctx);
  await i18nOverridesListRoute(app, ctx);
  await i18nOverrideSaveRoute(app, ctx);
  await i18nOverrideDeleteRoute(app, ctx);
  await visitorDefaultsRoute(app, ctx);
}
