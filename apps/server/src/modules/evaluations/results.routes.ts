import {
  evaluationCompareQuery,
  evaluationIdParams,
  evaluationResultQuery,
  EVALUATIONS_API,
  evaluationTrendQuery,
  scoreBandOf,
  translate,
  type EvaluationSummary,
  type EvaluationTrendPoint,
  type ListPage,
  type WeakParagraph,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { allResults, listResults, trendOf } from './evaluations.repository.ts';
import { apiPath } from './evaluations.routes.ts';
import { compareTargets, resultPdf, weakestParagraphs } from './results.service.ts';

/**
 * Results (official: approved; the figures count only those), their Excel export, a target's
 * trend per period, side-by-side comparison, the weakest paragraphs and one result's PDF.
 * Every read is limited to what the caller may see (their scope, or evaluations of their own).
 */
export async function evaluationResultsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);

  app.get(
    p(EVALUATIONS_API.results),
    { config: { signedIn: true } },
    async (request): Promise<ListPage<EvaluationSummary>> => {
      const f = parseInput(evaluationResultQuery, request.query);
      const { items, total } = await listResults(ctx.db, callerOf(request), f);
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );

  app.get(
    p(EVALUATIONS_API.resultsExport),
    { config: { permission: 'evaluations:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const f = parseInput(evaluationResultQuery, request.query);
      const locale = caller.locale;
      const tr = (k: string) => translate(locale, k);
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet(tr('evaluations.ui.results'), {
        views: [{ rightToLeft: locale === 'ar' }],
      });
      sheet.columns = [
        'evaluations.ui.subject',
        'evaluations.ui.centre',
        'evaluations.ui.form',
        'evaluations.ui.period',
        'evaluations.ui.evaluator',
        'forms.ui.total',
        'forms.ui.percent',
        'evaluations.ui.band',
        'evaluations.ui.state',
      ].map((k) => ({ header: tr(k), width: 22 }));
      sheet.getRow(1).font = { bold: true };
      for await (const x of allResults(ctx.db, caller, f))
        sheet.addRow([
          x.subjectName,
          x.centreName ?? '',
          `${x.formName} (${x.formVersion})`,
          x.period,
          x.evaluatorName,
          x.total,
          x.percent,
          x.percent === null ? '' : tr(`evaluations.band.${scoreBandOf(x.percent)}`),
          tr(`evaluations.state.${x.state}`),
        ]);
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="evaluation-results.xlsx"')
        .send(buffer);
    },
  );

  type Trend = { items: EvaluationTrendPoint[] };
  app.get(
    p(EVALUATIONS_API.trend),
    { config: { signedIn: true } },
    async (request): Promise<Trend> => {
      const f = parseInput(evaluationTrendQuery, request.query);
      return { items: await trendOf(ctx.db, callerOf(request), f.target, f.subjectId) };
    },
  );

  app.get(p(EVALUATIONS_API.compare), { config: { signedIn: true } }, (request) => {
    const f = parseInput(evaluationCompareQuery, request.query);
    return compareTargets(ctx, callerOf(request), f.target, f.subjectIds, f.formFamilyId);
  });

  type Weakest = { items: WeakParagraph[] };
  app.get(
    p(EVALUATIONS_API.weakest),
    { config: { signedIn: true } },
    async (request): Promise<Weakest> => {
      const f = parseInput(evaluationResultQuery, request.query);
      return { items: await weakestParagraphs(ctx, callerOf(request), f) };
    },
  );

  app.get(p(EVALUATIONS_API.pdf), { config: { signedIn: true } }, async (request, reply) => {
    const { id } = parseInput(evaluationIdParams, request.params);
    const pdf = await resultPdf(ctx, callerOf(request), id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="evaluation-${id.slice(0, 8)}.pdf"`)
      .send(pdf);
  });
}
