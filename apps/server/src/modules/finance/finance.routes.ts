import multipart from '@fastify/multipart';
import {
  balancesQuery,
  boxCloseInput,
  FINANCE_API,
  financeReasonInput,
  formatMoney,
  journalQuery,
  periodCloseInput,
  LOCALES,
  statementQuery,
  translate,
  trialBalanceQuery,
  voucherListQuery,
  type LocaleCode,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { contentMatches } from '../../resources/routes/file-upload.route.ts';
import {
  balances,
  closeBox,
  closePeriod,
  financeOptions,
  journal,
  reverseJournalEntry,
  statement,
  trialBalance,
} from './reports.service.ts';
import { voucherPdf } from './voucher-pdf.service.ts';
import {
  approveVoucher,
  cancelVoucher,
  createVoucher,
  listVouchersFor,
  postVoucher,
  voucherDetail,
  attachToVoucher,
} from './vouchers.service.ts';

const idParams = z.object({ id: z.uuid('errors.notFound') });
const pdfQuery = z.object({
  language: z.enum(LOCALES.map((l) => l.code) as [LocaleCode, ...LocaleCode[]]).optional(),
});
const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
const MAX_ATTACHMENT = 10 * 1024 * 1024;

async function sendWorkbook(reply: FastifyReply, wb: ExcelJS.Workbook, name: string) {
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(buffer);
}

/**
 * The finance workflows' routes: vouchers (draft, approve, post, cancel, PDF, attachments),
 * balances, statements, the trial balance, the journal with reversals, the daily close and
 * the Excel exports. Routes parse; the services check scope, state and the ledger's rules.
 */
export async function financeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const path = (p: string) => p.replace(/^\/api/, ctx.config.API_BASE);

  app.get(path(FINANCE_API.options), { config: { permission: 'vouchers:read' } }, async (request) =>
    financeOptions(ctx, callerOf(request)),
  );

  app.get(
    path(FINANCE_API.vouchers),
    { config: { permission: 'vouchers:read' } },
    async (request) => {
      const q = parseInput(voucherListQuery, request.query);
      const { items, total } = await listVouchersFor(ctx, callerOf(request), q);
      return { items, total, page: q.page, pageSize: q.pageSize };
    },
  );

  app.post(
    path(FINANCE_API.vouchers),
    { config: { permission: 'vouchers:create' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const row = await createVoucher(ctx, caller, request.body);
      return reply.status(201).send(await voucherDetail(ctx, caller, row.id));
    },
  );

  app.get(
    path(FINANCE_API.voucher),
    { config: { permission: 'vouchers:read' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      return voucherDetail(ctx, callerOf(request), id);
    },
  );

  app.post(
    path(FINANCE_API.approve),
    { config: { permission: 'vouchers:approve' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const caller = callerOf(request);
      await approveVoucher(ctx, caller, id);
      return voucherDetail(ctx, caller, id);
    },
  );

  app.post(path(FINANCE_API.post), { config: { permission: 'vouchers:post' } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const caller = callerOf(request);
    await postVoucher(ctx, caller, id);
    return voucherDetail(ctx, caller, id);
  });

  app.post(
    path(FINANCE_API.cancel),
    { config: { permission: 'vouchers:read' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(financeReasonInput, request.body);
      const caller = callerOf(request);
      await cancelVoucher(ctx, caller, id, reason);
      return voucherDetail(ctx, caller, id);
    },
  );

  app.get(
    path(FINANCE_API.pdf),
    { config: { permission: 'vouchers:read' } },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const caller = callerOf(request);
      const { language } = parseInput(pdfQuery, request.query);
      const { pdf, serial } = await voucherPdf(ctx, caller, id, language ?? caller.locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${serial}.pdf"`)
        .send(pdf);
    },
  );

  // Attachments: one image or PDF per request, stored and claimed by the voucher at once.
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { files: 1, fileSize: MAX_ATTACHMENT, fields: 2 } });
    scoped.post(
      path(FINANCE_API.attachments),
      { config: { permission: 'vouchers:create' } },
      async (request, reply) => {
        const { id } = parseInput(idParams, request.params);
        const caller = callerOf(request);
        if (!request.isMultipart()) throw badRequest('resources.errors.noFile');
        const data = await request.file();
        if (!data) throw badRequest('resources.errors.noFile');
        let content: Buffer;
        try {
          content = await data.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'resources.errors.fileTooLarge');
          throw error;
        }
        const contentType = data.mimetype.toLowerCase().split(';')[0]!.trim();
        if (!ATTACHMENT_TYPES.includes(contentType) || !contentMatches(contentType, content))
          throw badRequest('resources.errors.fileType');
        const name =
          [...(data.filename || 'file')]
            .filter((c) => c.charCodeAt(0) >= 32)
            .join('')
            .slice(0, 255) || 'file';
        await attachToVoucher(ctx, caller, id, { name, contentType, content });
        return reply.status(201).send(await voucherDetail(ctx, caller, id));
      },
    );
  });

  app.get(path(FINANCE_API.balances), { config: { permission: 'finance:read' } }, async (request) =>
    balances(ctx, callerOf(request), parseInput(balancesQuery, request.query)),
  );

  app.get(
    path(FINANCE_API.statement),
    { config: { permission: 'finance:read' } },
    async (request) => statement(ctx, callerOf(request), parseInput(statementQuery, request.query)),
  );

  app.get(
    path(FINANCE_API.statementExport),
    { config: { permission: 'finance:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const q = parseInput(statementQuery, {
        ...(request.query as object),
        page: 1,
        pageSize: 100,
      });
      const locale = caller.locale;
      const t = (k: string) => translate(locale, k);
      const wb = new ExcelJS.Workbook();
      const first = await statement(ctx, caller, q);
      const sheet = wb.addWorksheet(t('finance.ui.statement'), {
        views: [{ rightToLeft: locale === 'ar' }],
      });
      sheet.columns = [
        { header: t('finance.ui.date'), width: 12 },
        { header: t('finance.ui.entryNumber'), width: 10 },
        { header: t('finance.ui.kind'), width: 16 },
        { header: t('finance.ui.memo'), width: 40 },
        { header: t('finance.pdf.fund'), width: 20 },
        { header: t('finance.ui.currency'), width: 8 },
        { header: t('finance.ui.debit'), width: 14 },
        { header: t('finance.ui.credit'), width: 14 },
        { header: t('finance.ui.balance'), width: 14 },
      ];
      sheet.getRow(1).font = { bold: true };
      const money = (n: number, c: string) =>
        formatMoney(
          { amount: n, currency: c },
          { locale: 'en', digits: 'latn', currency: 'none', isolate: false },
        );
      for (let page = 1, s = first; s.items.length > 0; page++) {
        for (const l of s.items)
          sheet.addRow([
            l.entryDate,
            l.number,
            t(`finance.entry.${l.kind}`),
            l.memo,
            l.fundName[locale],
            l.currency,
            l.debit ? money(l.debit, l.currency) : '',
            l.credit ? money(l.credit, l.currency) : '',
            money(l.balance, l.currency),
          ]);
        if (page * q.pageSize >= s.total) break;
        s = await statement(ctx, caller, { ...q, page: page + 1 });
      }
      return sendWorkbook(reply, wb, `statement-${first.account.code}.xlsx`);
    },
  );

  app.get(
    path(FINANCE_API.trialBalance),
    { config: { permission: 'finance:read' } },
    async (request) =>
      trialBalance(ctx, callerOf(request), parseInput(trialBalanceQuery, request.query)),
  );

  app.get(
    path(FINANCE_API.trialBalanceExport),
    { config: { permission: 'finance:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const tb = await trialBalance(ctx, caller, parseInput(trialBalanceQuery, request.query));
      const locale = caller.locale;
      const t = (k: string) => translate(locale, k);
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet(t('finance.ui.trialBalance'), {
        views: [{ rightToLeft: locale === 'ar' }],
      });
      sheet.columns = [
        { header: t('finance.ui.code'), width: 10 },
        { header: t('finance.pdf.account'), width: 36 },
        { header: t('finance.ui.kind'), width: 16 },
        { header: t('finance.ui.currency'), width: 8 },
        { header: t('finance.ui.debit'), width: 16 },
        { header: t('finance.ui.credit'), width: 16 },
      ];
      sheet.getRow(1).font = { bold: true };
      const money = (n: number, c: string) =>
        formatMoney(
          { amount: n, currency: c },
          { locale: 'en', digits: 'latn', currency: 'none', isolate: false },
        );
      for (const r of tb.rows)
        sheet.addRow([
          r.code,
          r.name[locale],
          t(`finance.kind.${r.kind}`),
          r.currency,
          r.debit ? money(r.debit, r.currency) : '',
          r.credit ? money(r.credit, r.currency) : '',
        ]);
      for (const total of tb.totals) {
        const row = sheet.addRow([
          '',
          t('finance.ui.total'),
          '',
          total.currency,
          money(total.debit, total.currency),
          money(total.credit, total.currency),
        ]);
        row.font = { bold: true };
      }
      return sendWorkbook(reply, wb, `trial-balance-${tb.at}.xlsx`);
    },
  );

  app.get(path(FINANCE_API.journal), { config: { permission: 'finance:read' } }, async (request) =>
    journal(ctx, callerOf(request), parseInput(journalQuery, request.query)),
  );

  app.post(
    path(FINANCE_API.reverse),
    { config: { permission: 'vouchers:post' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(financeReasonInput, request.body);
      return reverseJournalEntry(ctx, callerOf(request), id, reason);
    },
  );

  app.post(
    path(FINANCE_API.closePeriod),
    { config: { permission: 'finance-settings:update' } },
    async (request, reply) => {
      const { month } = parseInput(periodCloseInput, request.body);
      return reply.status(201).send(await closePeriod(ctx, callerOf(request), month));
    },
  );

  app.post(
    path(FINANCE_API.close),
    { config: { permission: 'vouchers:post' } },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(boxCloseInput, request.body);
      const row = await closeBox(ctx, callerOf(request), id, input);
      return reply.status(201).send(row);
    },
  );
}
