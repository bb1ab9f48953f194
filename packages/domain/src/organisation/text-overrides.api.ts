import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';

// ------------------------------------------------------------------------------------------------
// The organisation's own wording of the app's texts (`/api/i18n-overrides`): its route contracts.
// ------------------------------------------------------------------------------------------------

const localeSchema = z.enum(LOCALE_CODES as unknown as [LocaleCode, ...LocaleCode[]], {
  message: 'errors.notFound',
});

/** `/api/i18n-overrides/:locale/:key`: a text of the catalogue in one language. */
export const i18nOverrideParams = z.object({
  locale: localeSchema,
  key: z.string().min(1).max(200),
});
/** The organisation's wording (the same `{{placeholders}}` as the catalogue's). */
export const i18nOverrideInput = z.object({ value: z.string().trim().min(1).max(2000) });

/** A text the organisation reworded, beside the catalogue's (null: a key no longer in it). */
export interface TextOverride {
  locale: LocaleCode;
  key: string;
  value: string;
  default: string | null;
  updatedBy: string | null;
  updatedAt: string;
}

/** What saving a text's wording answers. */
export interface TextOverrideSaved {
  locale: LocaleCode;
  key: string;
  value: string;
  default: string;
  updatedAt: string;
}

const overrideSchema: z.ZodType<TextOverride> = z.object({
  locale: localeSchema,
  key: z.string(),
  value: z.string(),
  default: z.string().nullable(),
  updatedBy: z.uuid().nullable(),
  updatedAt: z.string(),
});

export const TEXT_OVERRIDE_ROUTES = defineRouteContracts({
  'GET /api/i18n-overrides': {
    summary: 'The texts the organisation reworded, with the catalogue’s wording',
    response: z.object({ items: z.array(overrideSchema) }),
  },
  'PUT /api/i18n-overrides/:locale/:key': {
    summary: 'Reword one text in one language (its placeholders kept)',
    params: i18nOverrideParams,
    body: i18nOverrideInput,
    response: z.object({
      locale: localeSchema,
      key: z.string(),
      value: z.string(),
      default: z.string(),
      updatedAt: z.string(),
    }) satisfies z.ZodType<TextOverrideSaved>,
  },
  'DELETE /api/i18n-overrides/:locale/:key': {
    summary: 'Give a text its catalogue wording back',
    params: i18nOverrideParams,
    status: 204,
    response: null,
  },
});
