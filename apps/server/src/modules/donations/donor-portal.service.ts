import {
  DONOR_LINK_DAYS,
  isMissed,
  type DonationAction,
  type DonationActionDone,
  type DonationState,
  type DonorPortalView,
  type LocaleCode,
  type PaymentMethod,
  type PortalPayment,
} from '@qc/domain';
import { buildAccessContext } from '../../access/access-context.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { auditActionIn } from '../../workflow/index.ts';
import { receiptPdf } from './donation-receipt.ts';
import {
  findBenefactor,
  listDonations,
  PUBLIC_ACTOR_ID,
  type BenefactorRecord,
} from './donations.repository.ts';
import { actOnDonation } from './donations.service.ts';
import { organisationDigits } from '../../documents/index.ts';
import { donorAddress, donorDate, donorLanguage, sendToDonor } from './donor-mail.ts';
import {
  donationsOfBenefactor,
  instalmentsOfDonations,
  markLinkSent,
  paymentOfBenefactor,
  paymentsOfBenefactor,
  portalLinkOf,
  revokeLinks,
  statementOf,
} from './donor-portal.repository.ts';
import { readDonorToken, signDonorToken } from './donor-portal.token.ts';
import { impactPdf, impactReport } from './impact-report.ts';

/**
 * The donor's own page, reached by a signed link (docs/donations.md, "The donor's page").
 * A token is good when its signature is right, it has not expired and its version is the
 * benefactor's current one (`donor_portal_links`); anything else is the same translated
 * refusal, and nothing of the donor is shown.
 */

const publicBase = (ctx: AppContext) =>
  (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');

export const refusedLink = () => new AppError(403, 'donations.portal.invalid');

/** The web page of a token. */
export const donorPageUrl = (ctx: AppContext, token: string, suffix = '') =>
  `${publicBase(ctx)}/donor-portal/${encodeURIComponent(token)}${suffix}`;

/** A signed link to a benefactor's page for a link version, valid `DONOR_LINK_DAYS`. */
function signedLink(
  ctx: AppContext,
  benefactorId: string,
  version: number,
  suffix: string,
  now: Date,
): string {
  const expiresAt = new Date(now.getTime() + DONOR_LINK_DAYS * 86_400_000);
  const token = signDonorToken(ctx.config, { benefactorId, version, expiresAt });
  return donorPageUrl(ctx, token, suffix);
}

/**
 * Records a link as sent and signs one for the current version (the impact job's, which acts for
 * the user who started it and writes no audit entry; staff send theirs with `sendDonorLink`).
 */
export async function issueDonorLink(
  ctx: AppContext,
  benefactorId: string,
  userId: string | null,
  suffix = '',
  now = new Date(),
): Promise<string> {
  // One statement (an upsert): no transaction of its own.
  const row = await markLinkSent(ctx.db, benefactorId, userId);
  return signedLink(ctx, benefactorId, row.version, suffix, now);
}

/** A benefactor staff may write to: any, organisation-wide; else one with a pledge in scope. */
async function benefactorForStaff(ctx: AppContext, caller: Caller, id: string) {
  const b = await findBenefactor(ctx.db, id);
  if (!b) throw notFound();
  const scope = caller.access.scopeFor('donations:update');
  if (scope.all) return b;
  const { total } = await listDonations(ctx.db, scope, { page: 1, pageSize: 1, benefactorId: id });
  if (total === 0) throw notFound();
  return b;
}

/** Staff: sends the donor their link through the outbox, in their language. */
export async function sendDonorLink(ctx: AppContext, caller: Caller, benefactorId: string) {
  const b = await benefactorForStaff(ctx, caller, benefactorId);
  const to = donorAddress(b);
  if (!to) throw conflict('donations.portal.noContact');
  const row = await withWrites(ctx, caller, async (w) => {
    const sent = await markLinkSent(w.tx, b.id, caller.access.userId);
    await auditActionIn(w, { action: 'send-link', resource: 'benefactors', recordId: b.id });
    return sent;
  });
  const link = signedLink(ctx, b.id, row.version, '', new Date());
  const lang = donorLanguage(b.language);
  await sendToDonor(ctx, {
    to,
    lang,
    name: b.fullName,
    kind: 'donor-link',
    key: 'link',
    params: {
      link,
      until: donorDate(
        new Date(Date.now() + DONOR_LINK_DAYS * 86_400_000).toISOString().slice(0, 10),
        lang,
        await organisationDigits(ctx.db),
      ),
    },
  });
  return { sent: true };
}

/** Staff: every link sent so far stops working. */
export async function revokeDonorLink(ctx: AppContext, caller: Caller, benefactorId: string) {
  const b = await benefactorForStaff(ctx, caller, benefactorId);
  await withWrites(ctx, caller, async (w) => {
    await revokeLinks(w.tx, b.id);
    await auditActionIn(w, { action: 'revoke-link', resource: 'benefactors', recordId: b.id });
  });
  return { revoked: true };
}

/** The benefactor of a good token, or the refusal. */
export async function donorOfToken(
  ctx: AppContext,
  token: string,
): Promise<{ benefactor: BenefactorRecord; expiresAt: Date }> {
  const claims = readDonorToken(ctx.config, token);
  if (!claims) throw refusedLink();
  const link = await portalLinkOf(ctx.db, claims.benefactorId);
  if (!link || link.revokedAt || link.version !== claims.version) throw refusedLink();
  const benefactor = await findBenefactor(ctx.db, claims.benefactorId);
  if (!benefactor || benefactor.status === 'inactive') throw refusedLink();
  return { benefactor, expiresAt: claims.expiresAt };
}

/** A caller for the donor's own actions: their pledges only (checked before each call). */
function donorCaller(request: RequestMeta, locale: LocaleCode): Caller {
  const access = buildAccessContext(PUBLIC_ACTOR_ID, null, [
    {
      permissions: ['donations:read', 'donations:update'],
      level: 'organisation',
      countryId: null,
      centreId: null,
      ringId: null,
    },
  ]);
  return { access, locale, request: { ip: request.ip, id: request.id, access } };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Everything the donor's page shows. */
export async function donorPortal(
  ctx: AppContext,
  token: string,
  q: { year?: number | undefined; month?: string | undefined },
  day = todayUtc(),
): Promise<DonorPortalView> {
  const { benefactor: b, expiresAt } = await donorOfToken(ctx, token);
  const lang = donorLanguage(b.language);
  const rows = await donationsOfBenefactor(ctx.db, b.id);
  const instalments = await instalmentsOfDonations(
    ctx.db,
    rows.map((r) => r.d.id),
  );
  const payments = await paymentsOfBenefactor(ctx.db, b.id);
  const year = q.year ?? Number(day.slice(0, 4));
  const month = q.month ?? previousMonth(day);
  const impact = await impactReport(ctx.db, b, month, lang);
  return {
    donor: { name: b.fullName, language: lang },
    expiresAt: expiresAt.toISOString(),
    donations: rows.map(({ d, nameAr, nameEn, nameFr }) => ({
      id: d.id,
      typeName: { ar: nameAr, en: nameEn, fr: nameFr },
      amount: d.amount,
      currency: d.currency,
      frequency: d.frequency,
      startDate: d.startDate,
      state: d.state as DonationState,
      instalments: instalments
        .filter((i) => i.donationId === d.id)
        .map((i) => ({
          id: i.id,
          seq: i.seq,
          dueOn: i.dueOn,
          amount: i.amount,
          currency: i.currency,
          state: i.state === 'paid' ? ('paid' as const) : ('due' as const),
          missed: i.state === 'due' && d.state === 'active' && isMissed(i.dueOn, day),
        })),
    })),
    payments: payments.map(({ p }): PortalPayment => ({
      id: p.id,
      donationId: p.donationId,
      method: p.method as PaymentMethod,
      state: p.state as PortalPayment['state'],
      amount: p.amount,
      currency: p.currency,
      receivedOn: p.receivedOn,
      serial: p.serial,
    })),
    statement: { year, lines: await statementOf(ctx.db, b.id, year) },
    impact: impact.students.length ? impact : null,
  };
}

/** The month before `day` (the last complete month: what a report is about by default). */
export function previousMonth(day: string): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

/** Change the amount, pause, resume or cancel: the staff's own service, the event says "donor". */
export async function donorAct(
  ctx: AppContext,
  request: RequestMeta,
  locale: LocaleCode,
  token: string,
  donationId: string,
  action: DonationAction,
  input: { reason?: string | null | undefined; amount?: number | undefined },
): Promise<DonationActionDone> {
  const { benefactor } = await donorOfToken(ctx, token);
  return actOnDonation(ctx, donorCaller(request, locale), donationId, action, input, {
    benefactorId: benefactor.id,
  });
}

/** A receipt of one of the donor's payments. */
export async function donorReceipt(
  ctx: AppContext,
  request: RequestMeta,
  locale: LocaleCode,
  token: string,
  paymentId: string,
) {
  const { benefactor } = await donorOfToken(ctx, token);
  const p = await paymentOfBenefactor(ctx.db, benefactor.id, paymentId);
  if (!p || !p.serial) throw notFound();
  const caller = donorCaller(request, locale);
  if (!recordInScope(caller.access.scopeFor('donations:read'), p)) throw notFound();
  return receiptPdf(ctx, caller, p.id);
}

/** The impact report of a month as a PDF, in the donor's language. */
export async function donorImpactPdf(ctx: AppContext, token: string, month: string) {
  const { benefactor } = await donorOfToken(ctx, token);
  return impactPdf(ctx, await impactReport(ctx.db, benefactor, month));
}
