import {
  DONATIONS_API,
  DONATIONS_STAFF_API,
  benefactorMergeInput,
  type BenefactorDuplicate,
  type BenefactorMergeResult,
  type BenefactorRegistered,
  type DonationActionDone,
  type DonationRecord,
  type PaymentRecord,
  type PublicGift,
  type DonationDetail,
  type DonationRow,
  type DonationsDashboard,
  type ListPage,
  type MissedInstalmentRow,
  type PaymentRow,
  type PublicBenefactorLink,
  type PublicDonationType,
  donationActionInput,
  donationActionParams,
  donationCreateInput,
  donationIdParams,
  donationListQuery,
  paymentConfirmInput,
  paymentCreateInput,
  paymentListQuery,
  publicGiveInput,
  publicLinkRegisterInput,
  receiptQuery,
  refundInput,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput, requestLocale } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { duplicatesOf, MERGE_PERMISSION, mergeBenefactors } from './benefactor-merge.service.ts';
import { receiptPdf } from './donation-receipt.ts';
import {
  giveOnline,
  listPublicTypes,
  readPublicLink,
  readPublicType,
  registerByLink,
} from './donations-public.service.ts';
import {
  dashboardFigures,
  donationWithNames,
  eventsOf,
  instalmentsOf,
  listDonations,
  listPayments,
  missedInstalments,
  paymentsOfDonation,
} from './donations.repository.ts';
import {
  actOnDonation,
  confirmPayment,
  createDonation,
  recordPayment,
  refundPayment,
} from './donations.service.ts';
import { MISSED_AFTER_DAYS } from '@qc/domain';

const apiPath = (ctx: AppContext, path: string) =>
  `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

/**
 * The donations workflow: gifts and pledges, payments (confirm posts to the ledger, refund
 * reverses), receipts, duplicates and the missed-instalment queue; and the public giving API.
 * Routes parse and call the services, which check scope and state and own the transaction.
 */
export async function donationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);

  app.get(
    p(DONATIONS_API.donations),
    { config: { permission: 'donations:read' } },
    async (request): Promise<ListPage<DonationRow>> => {
      const caller = callerOf(request);
      const f = parseInput(donationListQuery, request.query);
      const { items, total } = await listDonations(
        ctx.db,
        caller.access.scopeFor('donations:read'),
        f,
      );
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );

  app.post(
    p(DONATIONS_API.donations),
    { config: { permission: 'donations:create' } },
    async (request, reply) => {
      const input = parseInput(donationCreateInput, request.body);
      const out: DonationRecord = await createDonation(ctx, callerOf(request), input);
      return reply.code(201).send(out);
    },
  );

  app.get(
    p(DONATIONS_API.dashboard),
    { config: { permission: 'donations:read' } },
    async (request): Promise<DonationsDashboard> => {
      const caller = callerOf(request);
      const now = new Date();
      const limit = new Date(now);
      limit.setUTCDate(limit.getUTCDate() - MISSED_AFTER_DAYS);
      return dashboardFigures(
        ctx.db,
        caller.access.scopeFor('donations:read'),
        now.toISOString().slice(0, 7),
        limit.toISOString().slice(0, 10),
      );
    },
  );

  app.get(
    p(DONATIONS_API.missed),
    { config: { permission: 'donations:read' } },
    async (request): Promise<{ items: MissedInstalmentRow[] }> => {
      const caller = callerOf(request);
      const limit = new Date();
      limit.setUTCDate(limit.getUTCDate() - MISSED_AFTER_DAYS);
      const items = await missedInstalments(
        ctx.db,
        caller.access.scopeFor('donations:read'),
        limit.toISOString().slice(0, 10),
      );
      return { items };
    },
  );

  app.get(
    p(DONATIONS_API.donation),
    { config: { permission: 'donations:read' } },
    async (request): Promise<DonationDetail> => {
      const caller = callerOf(request);
      const { id } = parseInput(donationIdParams, request.params);
      const d = await donationWithNames(ctx.db, id);
      if (!d || !recordInScope(caller.access.scopeFor('donations:read'), d)) throw notFound();
      const [instalments, events, payments] = await Promise.all([
        instalmentsOf(ctx.db, id),
        eventsOf(ctx.db, id),
        paymentsOfDonation(ctx.db, id),
      ]);
      return { ...d, instalments, events, payments };
    },
  );

  app.post(
    p(DONATIONS_API.donationAction),
    { config: { permission: 'donations:update' } },
    async (request): Promise<DonationActionDone> => {
      const { id, action } = parseInput(donationActionParams, request.params);
      const input = parseInput(donationActionInput, request.body ?? {});
      return actOnDonation(ctx, callerOf(request), id, action, input);
    },
  );

  app.get(
    p(DONATIONS_API.payments),
    { config: { permission: 'donations:read' } },
    async (request): Promise<ListPage<PaymentRow>> => {
      const caller = callerOf(request);
      const f = parseInput(paymentListQuery, request.query);
      const { items, total } = await listPayments(
        ctx.db,
        caller.access.scopeFor('donations:read'),
        f,
      );
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );

  app.post(
    p(DONATIONS_API.payments),
    { config: { permission: 'donations:create' } },
    async (request, reply) => {
      const input = parseInput(paymentCreateInput, request.body);
      const out: PaymentRecord = await recordPayment(ctx, callerOf(request), input);
      return reply.code(201).send(out);
    },
  );

  app.post(
    p(DONATIONS_API.confirm),
    { config: { permission: 'donations:approve' } },
    async (request): Promise<PaymentRecord> => {
      const { id } = parseInput(donationIdParams, request.params);
      const input = parseInput(paymentConfirmInput, request.body ?? {});
      return confirmPayment(ctx, callerOf(request), id, input);
    },
  );

  app.post(
    p(DONATIONS_API.refund),
    { config: { permission: 'donations:approve' } },
    async (request): Promise<PaymentRecord> => {
      const { id } = parseInput(donationIdParams, request.params);
      const { reason } = parseInput(refundInput, request.body);
      return refundPayment(ctx, callerOf(request), id, reason);
    },
  );

  app.get(
    p(DONATIONS_API.receipt),
    { config: { permission: 'donations:read' } },
    async (request, reply) => {
      const { id } = parseInput(donationIdParams, request.params);
      const { language } = parseInput(receiptQuery, request.query);
      const { pdf, serial } = await receiptPdf(ctx, callerOf(request), id, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${serial}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    p(DONATIONS_API.duplicates),
    { config: { permission: 'donations:read' } },
    async (request): Promise<{ items: BenefactorDuplicate[] }> => {
      const { id } = parseInput(donationIdParams, request.params);
      return duplicatesOf(ctx.db, id);
    },
  );

  app.post(
    p(DONATIONS_STAFF_API.merge),
    { config: { permission: MERGE_PERMISSION } },
    async (request): Promise<BenefactorMergeResult> => {
      const { id } = parseInput(donationIdParams, request.params);
      const { intoId } = parseInput(benefactorMergeInput, request.body);
      return mergeBenefactors(ctx, callerOf(request), id, intoId);
    },
  );

  // Public giving: no sign-in, rate-limited per address.
  app.get(
    p(DONATIONS_API.publicTypes),
    { config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (): Promise<{ items: PublicDonationType[] }> => ({
      items: await listPublicTypes(ctx.db),
    }),
  );
  app.get(
    p(DONATIONS_API.publicType),
    { config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request): Promise<PublicDonationType> =>
      readPublicType(ctx.db, parseInput(donationIdParams, request.params).id),
  );
  app.post(
    p(DONATIONS_API.publicGive),
    { config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseInput(publicGiveInput, request.body);
      const out: PublicGift = await giveOnline(ctx, request, requestLocale(request), input);
      return reply.code(201).send(out);
    },
  );
  app.get(
    p(DONATIONS_API.publicLink),
    { config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request): Promise<PublicBenefactorLink> =>
      readPublicLink(ctx.db, parseInput(donationIdParams, request.params).id),
  );
  app.post(
    p(DONATIONS_API.publicLinkRegister),
    { config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { id } = parseInput(donationIdParams, request.params);
      const input = parseInput(publicLinkRegisterInput, request.body);
      const out: BenefactorRegistered = await registerByLink(
        ctx,
        request,
        requestLocale(request),
        id,
        input,
      );
      return reply.code(201).send(out);
    },
  );
}
