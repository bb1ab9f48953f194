import {
  describeRange,
  TESTS_API,
  testResultListQuery,
  translate,
  type ListPage,
  type LocaleCode,
  type TestResultRow,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { allResults, listResults } from './results.repository.ts';
import { apiPath } from '../../http/register-routes.ts';
import { visibilityOf } from './tests.service.ts';

const HEADERS = [
  'tests.certificate.kind',
  'tests.certificate.centre',
  'tests.certificate.portion',
  'tests.certificate.examiner',
  'tests.certificate.percent',
  'tests.certificate.grade',
] as const;

/** GET results (tests-results, -all, tests-maher-results) paged, and their Excel export. */
export async function testResultsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    apiPath(ctx.config, TESTS_API.results),
    { config: { signedIn: true } },
    async (request): Promise<ListPage<TestResultRow>> => {
      const caller = callerOf(request);
      const f = parseInput(testResultListQuery, request.query);
      const visibility = await visibilityOf(ctx.db, caller);
      // Any signed-in user may ask; one who neither reads tests nor examines sees none.
      if (!visibility.scope && !visibility.examinerId)
        return { items: [], total: 0, page: f.page, pageSize: f.pageSize };
      const { items, total } = await listResults(ctx.db, visibility, f);
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );

  app.get(
    apiPath(ctx.config, TESTS_API.resultsExport),
    { config: { permission: 'tests:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const f = parseInput(testResultListQuery, request.query);
      const visibility = await visibilityOf(ctx.db, caller);
      const locale: LocaleCode = caller.locale;
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet(translate(locale, 'tests.results.sheet'), {
        views: [{ rightToLeft: locale === 'ar' }],
      });
      sheet.columns = [
        { header: translate(locale, 'tests.subject.name'), width: 30 },
        ...HEADERS.map((h) => ({ header: translate(locale, h), width: 20 })),
        { header: translate(locale, 'tests.result.status'), width: 14 },
        { header: translate(locale, 'tests.certificate.serial'), width: 18 },
        { header: translate(locale, 'tests.result.takenOn'), width: 14 },
      ];
      sheet.getRow(1).font = { bold: true };
      for await (const r of allResults(ctx.db, visibility, f))
        sheet.addRow([
          r.studentName,
          r.kindName[locale],
          r.centreName,
          r.portion ? describeRange(r.portion, { locale }) : '',
          r.examinerName ?? '',
          r.percent,
          translate(locale, `tests.grade.${r.grade}`),
          translate(locale, `tests.resultStatus.${r.status}`),
          r.certificateSerial ?? '',
          r.takenAt.slice(0, 10),
        ]);
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="test-results.xlsx"')
        .send(buffer);
    },
  );
}
