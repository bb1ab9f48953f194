import { GENERAL_REPORTS_API, type GeneralReport, type LocaleCode } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { generalReportExcel, generalReportPdf } from './general-report-files.ts';
import { generalReport } from './general-reports.service.ts';

const languageOf = (query: unknown, fallback: LocaleCode): LocaleCode => {
  const l = (query as { language?: unknown } | null)?.language;
  return l === 'ar' || l === 'en' || l === 'fr' ? l : fallback;
};

/** Routes of the general reports: the figures, and the same as Excel and as a PDF. */
export async function generalReportsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;
  app.get(
    p(GENERAL_REPORTS_API.report),
    { config: { permission: 'reports:read' } },
    async (request): Promise<GeneralReport> => generalReport(ctx, callerOf(request), request.query),
  );
  app.get(
    p(GENERAL_REPORTS_API.excel),
    { config: { permission: 'reports:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const r = await generalReport(ctx, caller, request.query);
      const file = await generalReportExcel(r, languageOf(request.query, caller.locale));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="general-report-${r.fromMonth}-${r.toMonth}.xlsx"`,
        )
        .send(file);
    },
  );
  app.get(
    p(GENERAL_REPORTS_API.pdf),
    { config: { permission: 'reports:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const r = await generalReport(ctx, caller, request.query);
      const pdf = await generalReportPdf(ctx, r, languageOf(request.query, caller.locale));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="general-report-${r.fromMonth}-${r.toMonth}.pdf"`,
        )
        .send(pdf);
    },
  );
}
