import {
  type HallView,
  COMPETITIONS_API,
  translate,
  type CompetitionDetail,
  type CompetitionResults,
  type CompetitionRow,
  type ContestantRow,
  type JudgePanel,
  type JudgeSheet,
  type JudgingView,
  type ListPage,
  type MaherCandidate,
  type MaherStudent,
  type NominationRow,
  publicRegistrationInput,
  type RegistrationRow,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput, requestLocale } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { PUBLIC_LINK_ROUTES, publicLinkIdOf } from '../../public-links/public-link.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  addCategory,
  addJudge,
  competitionAction,
  createCompetition,
  listCompetitions,
  readCompetition,
  requireCompetition,
  updateCategory,
  updateCompetition,
} from './competitions.service.ts';
import {
  judgingView,
  myPanels,
  resolveNomination,
  saveSheet,
  sheetAction,
} from './judging.service.ts';
import { listNominations, nominate, withdrawNomination } from './nominations.service.ts';
import { certificatePdf, hallView } from './after-results.service.ts';
import { readResults } from './results.service.ts';
import {
  listRegistrations,
  readPublicRegistration,
  registerPublic,
  registrationAction,
  registrationLinkAction,
  registrationQrSvg,
} from './registrations.service.ts';
import { maherCandidates, maherStudents, searchEntries } from './search.service.ts';

const idParams = z.object({ id: z.string().uuid() });
const actionParams = z.object({ id: z.string().uuid(), action: z.string().max(40) });
const categoryParams = z.object({ categoryId: z.string().uuid() });

/**
 * Routes of the competitions module: each declares its permission, parses, and calls a service
 * (which checks the scope or the panel seat, owns the transaction and throws translated errors).
 */
export async function competitionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;
  const body = (request: { body?: unknown }) => request.body ?? {};
  const id = (request: { params: unknown }) => parseInput(idParams, request.params).id;

  app.get(
    p(COMPETITIONS_API.competitions),
    { config: { permission: 'competitions:read' } },
    async (request): Promise<ListPage<CompetitionRow>> =>
      listCompetitions(ctx, callerOf(request), request.query),
  );
  app.post(
    p(COMPETITIONS_API.competitions),
    { config: { permission: 'competitions:create' } },
    async (request, reply) =>
      reply.code(201).send(await createCompetition(ctx, callerOf(request), body(request))),
  );
  app.get(
    p(COMPETITIONS_API.competition),
    { config: { permission: 'competitions:read' } },
    async (request): Promise<CompetitionDetail> =>
      readCompetition(ctx, callerOf(request), id(request)),
  );
  app.patch(
    p(COMPETITIONS_API.competition),
    { config: { permission: 'competitions:update' } },
    async (request): Promise<CompetitionDetail> =>
      updateCompetition(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(COMPETITIONS_API.action),
    { config: { permission: 'competitions:read' } },
    async (request): Promise<CompetitionDetail> => {
      const params = parseInput(actionParams, request.params);
      return competitionAction(ctx, callerOf(request), params.id, params.action, body(request));
    },
  );
  app.post(
    p(COMPETITIONS_API.categories),
    { config: { permission: 'competitions:update' } },
    async (request, reply) =>
      reply.code(201).send(await addCategory(ctx, callerOf(request), id(request), body(request))),
  );
  app.patch(
    p(COMPETITIONS_API.category),
    { config: { permission: 'competitions:update' } },
    async (request): Promise<CompetitionDetail> =>
      updateCategory(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(COMPETITIONS_API.panel),
    { config: { permission: 'competitions:update' } },
    async (request, reply) =>
      reply.code(201).send(await addJudge(ctx, callerOf(request), id(request), body(request))),
  );
  app.get(
    p(COMPETITIONS_API.nominations),
    { config: { permission: 'competition-nominations:read' } },
    async (request): Promise<ListPage<NominationRow>> =>
      listNominations(ctx, callerOf(request), id(request), request.query),
  );
  app.post(
    p(COMPETITIONS_API.nominate),
    { config: { permission: 'competition-nominations:create' } },
    async (request, reply) =>
      reply.code(201).send(await nominate(ctx, callerOf(request), body(request))),
  );
  app.post(
    p(COMPETITIONS_API.withdraw),
    { config: { permission: 'competition-nominations:update' } },
    async (request): Promise<NominationRow> =>
      withdrawNomination(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(COMPETITIONS_API.resolve),
    { config: { permission: 'competitions:examine' } },
    async (request): Promise<NominationRow> =>
      resolveNomination(ctx, callerOf(request), id(request), body(request)),
  );
  app.get(
    p(COMPETITIONS_API.myPanels),
    { config: { permission: 'competitions:examine' } },
    async (request): Promise<JudgePanel[]> => myPanels(ctx, callerOf(request)),
  );
  app.get(
    p(COMPETITIONS_API.judging),
    { config: { permission: 'competitions:examine' } },
    async (request): Promise<JudgingView> =>
      judgingView(ctx, callerOf(request), parseInput(categoryParams, request.params).categoryId),
  );
  app.put(
    p(COMPETITIONS_API.sheet),
    { config: { permission: 'competitions:examine' } },
    // A draft saved on a phone offline is sent with an Idempotency-Key: sent twice, saved once.
    idempotent(ctx, async (request): Promise<JudgeSheet> =>
      saveSheet(ctx, callerOf(request), body(request)),
    ),
  );
  app.post(
    p(COMPETITIONS_API.sheetAction),
    { config: { permission: 'competitions:examine' } },
    async (request): Promise<JudgeSheet> => {
      const params = parseInput(actionParams, request.params);
      return sheetAction(ctx, callerOf(request), params.id, params.action, body(request));
    },
  );
  app.get(
    p(COMPETITIONS_API.results),
    { config: { permission: 'competitions:read' } },
    async (request): Promise<CompetitionResults> => {
      const caller = callerOf(request);
      return readResults(ctx, caller, await requireCompetition(ctx.db, caller, id(request)));
    },
  );
  app.get(
    p(COMPETITIONS_API.resultsExport),
    { config: { permission: 'competitions:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const results = await readResults(
        ctx,
        caller,
        await requireCompetition(ctx.db, caller, id(request)),
      );
      const tr = (k: string) => translate(caller.locale, k);
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet(tr('competitions.ui.results').slice(0, 31), {
        views: [{ rightToLeft: caller.locale === 'ar' }],
      });
      sheet.columns = [
        'competitions.ui.category',
        'competitions.ui.rank',
        'competitions.ui.drawNumber',
        'competitions.ui.student',
        'competitions.ui.centre',
        'competitions.ui.score',
        'competitions.ui.judgesMarks',
      ].map((k) => ({ header: tr(k), width: 24 }));
      sheet.getRow(1).font = { bold: true };
      for (const k of results.categories)
        for (const e of k.entries)
          sheet.addRow([
            k.name,
            e.rank ?? '',
            e.drawNumber ?? '',
            e.studentName,
            e.centreName ?? '',
            e.score ?? '',
            e.judges.map((j) => `${j.judge}: ${j.total}`).join(' · '),
          ]);
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="competition-results.xlsx"')
        .send(buffer);
    },
  );
  app.get(
    p(COMPETITIONS_API.certificatePdf),
    { config: { permission: 'competitions:read' } },
    async (request, reply) => {
      const { pdf, serial } = await certificatePdf(ctx, callerOf(request), id(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${serial}.pdf"`)
        .send(pdf);
    },
  );
  app.get(
    p(COMPETITIONS_API.hall),
    { config: { permission: 'competitions:read' } },
    async (request): Promise<HallView> => hallView(ctx, callerOf(request), id(request)),
  );
  app.get(
    p(COMPETITIONS_API.search),
    { config: { permission: 'competition-nominations:read' } },
    async (request): Promise<ListPage<ContestantRow>> =>
      searchEntries(ctx, callerOf(request), request.query),
  );
  // Public registration: the link (signed out, rate-limited) and the manager's review.
  app.get(p(COMPETITIONS_API.publicRegistration), { config: PUBLIC_LINK_ROUTES.read }, (r) =>
    readPublicRegistration(ctx, publicLinkIdOf(r.params)),
  );
  app.post(
    p(COMPETITIONS_API.publicRegistration),
    { config: PUBLIC_LINK_ROUTES.submit },
    async (r, reply) => {
      const id = publicLinkIdOf(r.params);
      const input = parseInput(publicRegistrationInput, r.body);
      return reply.code(201).send(await registerPublic(ctx, id, input, requestLocale(r), r));
    },
  );
  app.get(
    p(COMPETITIONS_API.publicRegistrationQr),
    { config: PUBLIC_LINK_ROUTES.read },
    async (r, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .send(await registrationQrSvg(ctx, publicLinkIdOf(r.params))),
  );
  app.post(
    p(COMPETITIONS_API.registrationLink),
    { config: { permission: 'competitions:update' } },
    async (request): Promise<CompetitionDetail> => {
      const params = parseInput(actionParams, request.params);
      return registrationLinkAction(ctx, callerOf(request), params.id, params.action);
    },
  );
  app.get(
    p(COMPETITIONS_API.registrations),
    { config: { permission: 'competition-nominations:read' } },
    async (request): Promise<ListPage<RegistrationRow>> =>
      listRegistrations(ctx, callerOf(request), id(request), request.query),
  );
  app.post(
    p(COMPETITIONS_API.registrationAction),
    { config: { permission: 'competition-nominations:create' } },
    async (request): Promise<RegistrationRow> => {
      const params = parseInput(actionParams, request.params);
      return registrationAction(ctx, callerOf(request), params.id, params.action, body(request));
    },
  );
  app.get(
    p(COMPETITIONS_API.maherCandidates),
    { config: { permission: 'competition-nominations:read' } },
    async (request): Promise<MaherCandidate[]> => maherCandidates(ctx, callerOf(request)),
  );
  app.get(
    p(COMPETITIONS_API.maherStudents),
    { config: { permission: 'competition-nominations:read' } },
    async (request): Promise<ListPage<MaherStudent>> => maherStudents(ctx, callerOf(request)),
  );
}
