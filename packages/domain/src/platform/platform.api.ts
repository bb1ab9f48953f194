import { z } from 'zod';
import type { MessageTable } from '../i18n/define.ts';
import { LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { defineRouteContracts } from './route-contract.ts';

/** What the health check answers (a 503 with `degraded` when the database is down). */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  /** `postgres` or `pglite`. */
  databaseKind: string;
  time: string;
}

/** The platform's own routes: the texts of the app in every language. */
export const PLATFORM_ROUTES = defineRouteContracts({
  'GET /api/health': {
    summary: 'Whether the server and its database are up (public; 503 when degraded)',
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.enum(['up', 'down']),
      databaseKind: z.string(),
      time: z.string(),
    }) satisfies z.ZodType<HealthReport>,
  },
  'POST /api/get-i18n': {
    summary: "The app's texts in every language, with the organisation's wording (public)",
    body: null,
    response: z.record(
      z.enum(LOCALE_CODES as unknown as [LocaleCode, ...LocaleCode[]]),
      z.record(z.string(), z.string()),
    ) satisfies z.ZodType<Record<LocaleCode, MessageTable>>,
  },
});
