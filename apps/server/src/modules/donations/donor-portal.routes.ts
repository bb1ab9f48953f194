import {
  DONOR_API,
  donationActionInput,
  donationIdParams,
  donorActionParams,
  donorPortalQuery,
  donorReceiptParams,
  donorTokenParams,
  impactQuery,
  impactRunInput,
  reminderIdParams,
  type DonationActionDone,
  type DonorLinkRevoked,
  type DonorLinkSent,
  type DonorPortalView,
  type ImpactReport,
  type ImpactReportsStarted,
  type ReminderResult,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput, requestLocale } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  donorAct,
  donorImpactPdf,
  donorPortal,
  donorReceipt,
  revokeDonorLink,
  sendDonorLink,
} from './donor-portal.service.ts';
import { enqueueImpactReports, impactPdf, staffImpact } from './impact-report.ts';
import { remindAllInScope, remindOne } from './reminders.service.ts';

const apiPath = (ctx: AppContext, path: string) =>
  `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

/**
 * Reminders of missed instalments, the donor's link and page, and impact reports
 * (docs/donations.md). Staff routes check their permission here and their scope in the
 * services; the donor's routes are public and authorised by the link's token alone.
 */
export async function donorPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);

  app.post(
    p(DONOR_API.remindOne),
    { config: { permission: 'donations:update' } },
    async (request) => {
      const { id } = parseInput(reminderIdParams, request.params);
      const out: ReminderResult = await remindOne(ctx, callerOf(request), id);
      return out;
    },
  );
  app.post(
    p(DONOR_API.remindAll),
    { config: { permission: 'donations:update' } },
    async (request): Promise<ReminderResult> => remindAllInScope(ctx, callerOf(request)),
  );
  app.post(
    p(DONOR_API.sendLink),
    { config: { permission: 'donations:update' } },
    async (request) => {
      const { id } = parseInput(donationIdParams, request.params);
      const out: DonorLinkSent = await sendDonorLink(ctx, callerOf(request), id);
      return out;
    },
  );
  app.post(
    p(DONOR_API.revokeLink),
    { config: { permission: 'donations:update' } },
    async (request) => {
      const { id } = parseInput(donationIdParams, request.params);
      const out: DonorLinkRevoked = await revokeDonorLink(ctx, callerOf(request), id);
      return out;
    },
  );
  app.get(p(DONOR_API.impact), { config: { permission: 'donations:read' } }, async (request) => {
    const { id } = parseInput(donationIdParams, request.params);
    const { month, language } = parseInput(impactQuery, request.query);
    const out: ImpactReport = await staffImpact(ctx, callerOf(request), id, month, language);
    return out;
  });
  app.get(
    p(DONOR_API.impactPdf),
    { config: { permission: 'donations:read' } },
    async (request, reply) => {
      const { id } = parseInput(donationIdParams, request.params);
      const { month, language } = parseInput(impactQuery, request.query);
      const report = await staffImpact(ctx, callerOf(request), id, month, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="impact-${month}.pdf"`)
        .send(await impactPdf(ctx, report));
    },
  );
  app.post(
    p(DONOR_API.impactRun),
    { config: { permission: 'donations:update' } },
    async (request, reply) => {
      const { month } = parseInput(impactRunInput, request.body);
      const out: ImpactReportsStarted = await enqueueImpactReports(ctx, callerOf(request), month);
      return reply.code(202).send(out);
    },
  );

  // The donor's page: no sign-in, the token is the authority; never cached.
  const open = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get(p(DONOR_API.portal), { config: open }, async (request, reply) => {
    const { token } = parseInput(donorTokenParams, request.params);
    const q = parseInput(donorPortalQuery, request.query);
    const out: DonorPortalView = await donorPortal(ctx, token, q);
    return reply.header('cache-control', 'no-store').send(out);
  });
  app.post(
    p(DONOR_API.portalAction),
    { config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request): Promise<DonationActionDone> => {
      const { token, id, action } = parseInput(donorActionParams, request.params);
      const input = parseInput(donationActionInput, request.body ?? {});
      return donorAct(ctx, request, requestLocale(request), token, id, action, input);
    },
  );
  app.get(p(DONOR_API.portalReceipt), { config: open }, async (request, reply) => {
    const { token, paymentId } = parseInput(donorReceiptParams, request.params);
    const { pdf, serial } = await donorReceipt(
      ctx,
      request,
      requestLocale(request),
      token,
      paymentId,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${serial}.pdf"`)
      .send(pdf);
  });
  app.get(p(DONOR_API.portalImpactPdf), { config: open }, async (request, reply) => {
    const { token } = parseInput(donorTokenParams, request.params);
    const { month } = parseInput(impactQuery, request.query);
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="impact-${month}.pdf"`)
      .send(await donorImpactPdf(ctx, token, month));
  });
}
