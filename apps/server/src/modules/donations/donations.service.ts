import {
  acceptedCurrencies,
  convertMinor,
  formatMoney,
  instalmentDates,
  coveragePercent,
  isMissed,
  minorDigits,
  translate,
  type DonationAction,
  type DonationCreateInput,
  type PaymentCreateInput,
  type PaymentMethod,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import type { Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { allocateSerial, registerIssuedDocument } from '../../documents/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { accountInScope, postEntry, rateAt, reverseEntry } from '../../ledger/index.ts';
import { announceChange, LEDGER_SCREENS, type ScreenTopic } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import {
  findBenefactor,
  findBox,
  findCentre,
  findType,
  insertDonation,
  insertDonationEvent,
  insertInstalments,
  insertPayment,
  instalmentToSettle,
  instalmentsLeft,
  lockDonation,
  lockPayment,
  lockSponsorshipRequest,
  pledgedMonthly,
  repriceOpenInstalments,
  setInstalment,
  updateDonation,
  updatePayment,
  type BoxRecord,
  type DonationRecord,
  type DonationTypeRow,
  type PaymentRecord,
} from './donations.repository.ts';
import { providerFor } from './payment-provider.ts';

const field = (name: string, code: string, params?: Record<string, unknown>) =>
  new AppError(400, code, params, { [name]: { code, ...(params ? { params } : {}) } });

const wrongState = (caller: Caller, key: string) =>
  conflict('donations.errors.wrongState', { state: translate(caller.locale, key) });

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Refuses a type that is archived or inactive, a currency it does not take, a small amount.
 * The minimum is in the type's main currency: a gift in another one is compared with the
 * minimum converted at the ledger's rate of the gift's day (`rateAt`), and refused when no rate
 * is recorded (a currency without a rate cannot be checked, so it cannot pass).
 */
export async function checkGift(
  db: Db,
  type: DonationTypeRow | undefined,
  amount: number,
  currency: string,
  locale: Caller['locale'],
  opts: { publicOnly?: boolean; on?: string; digits?: Caller['digits'] } = {},
): Promise<DonationTypeRow> {
  if (!type || type.status !== 'active' || (opts.publicOnly && !type.isPublic))
    throw field('typeId', 'donations.errors.typeNotPublished');
  if (!acceptedCurrencies(type).includes(currency))
    throw field('currency', 'donations.errors.currencyNotAccepted', { currency });
  let minimum = type.minimumAmount;
  if (currency !== type.currency && minimum > 0) {
    const rate = await rateAt(db, type.currency, currency, opts.on ?? today());
    if (!rate)
      throw field('currency', 'donations.errors.noRate', { from: type.currency, currency });
    minimum = convertMinor(minimum, type.currency, currency, rate.rate, rate.inverse);
  }
  if (amount < minimum)
    throw field('amount', 'donations.errors.belowMinimum', {
      minimum: formatMoney({ amount: minimum, currency }, locale, opts.digits),
    });
  return type;
}

function scopeOf(caller: Caller, permission: string): Scope {
  return caller.access.scopeFor(permission);
}

/** A box or bank the caller may receive into, kept in the payment's currency. */
async function receivingBox(
  db: Db,
  caller: Caller,
  boxId: string,
  currency: string,
): Promise<BoxRecord> {
  const box = await findBox(db, boxId);
  if (!box || !accountInScope(scopeOf(caller, 'donations:approve'), box))
    throw field('boxId', 'donations.errors.noBox');
  if (box.currency !== currency)
    throw field('boxId', 'donations.errors.boxCurrency', { box: box.currency, currency });
  return box;
}

/** The donations screens (query keys `['donations', …]`), read with `donations:read`. */
export const DONATION_SCREENS: ScreenTopic = { resource: 'donations', readers: ['donations'] };

/**
 * After the commit: a donation or a payment changed; a confirmed or refunded payment is a
 * journal entry, so the ledger's screens hear of it too.
 */
export function announceDonation(
  ctx: AppContext,
  row: { id: string; countryId: string | null; centreId: string | null },
  action: string,
  ledger = false,
) {
  announceChange(ctx.events, ledger ? [DONATION_SCREENS, LEDGER_SCREENS] : DONATION_SCREENS, {
    id: row.id,
    action,
    scope: row,
  });
}

/** Creates a gift or a pledge and its expected instalments (one row each). */
export async function createDonation(ctx: AppContext, caller: Caller, input: DonationCreateInput) {
  const donation = await withWrites(ctx, caller, async (w) => {
    const centre = await findCentre(w.tx, input.centreId);
    if (
      !centre ||
      !recordInScope(scopeOf(caller, 'donations:create'), {
        countryId: centre.countryId,
        centreId: centre.id,
      })
    )
      throw forbidden();
    await checkGift(
      w.tx,
      await findType(w.tx, input.typeId),
      input.amount,
      input.currency,
      caller.locale,
      { on: input.startDate, digits: caller.digits },
    );
    const benefactor = await findBenefactor(w.tx, input.benefactorId);
    if (!benefactor) throw field('benefactorId', 'errors.notFound');
    return insertGift(
      w.tx,
      caller.access.userId,
      {
        ...input,
        countryId: centre.countryId,
        source: 'office',
      },
      async (monthly, requestId) => {
        const request = await lockRequest(w.tx, requestId);
        const pledged = await pledgedMonthly(w.tx, requestId);
        const need = request.monthlyAmount;
        if (request.currency !== input.currency || pledged + monthly > need)
          throw conflict('donations.errors.overCovered', {
            left: formatMoney(
              { amount: Math.max(0, need - pledged), currency: request.currency },
              caller.locale,
              caller.digits,
            ),
          });
        const covered = coveragePercent(need, pledged + monthly);
        await w.update(
          'sponsorship-requests',
          requestId,
          {
            coveredPercent: covered,
            status: covered >= 100 ? 'covered' : 'open',
          },
          { system: true, scope: scopeOf(caller, 'donations:create'), audit: { action: 'match' } },
        );
      },
    );
  });
  announceDonation(ctx, donation, 'created');
  return donation;
}

async function lockRequest(tx: Db, id: string) {
  const row = await lockSponsorshipRequest(tx, id);
  if (!row || row.archivedAt || row.status === 'closed')
    throw field('sponsorshipRequestId', 'errors.notFound');
  return row;
}

/**
 * Recomputes a sponsorship request's coverage from its live (active or paused) pledges, after
 * a matched pledge completed, or came back to life through a refund. The coverage is derived
 * from the pledges, so it follows whoever's action moved them (`{ all: true }`, system write).
 * A closed or archived request keeps what it had.
 */
async function recomputeCoverage(w: Writes, donationId: string) {
  const d = await lockDonation(w.tx, donationId);
  if (!d?.sponsorshipRequestId) return;
  const request = await lockSponsorshipRequest(w.tx, d.sponsorshipRequestId);
  if (!request || request.archivedAt || request.status === 'closed') return;
  const covered = coveragePercent(request.monthlyAmount, await pledgedMonthly(w.tx, request.id));
  const status = covered >= 100 ? 'covered' : 'open';
  if (covered === request.coveredPercent && status === request.status) return;
  await w.update(
    'sponsorship-requests',
    request.id,
    { coveredPercent: covered, status },
    { system: true, scope: { all: true }, audit: { action: 'match' } },
  );
}

const MONTHS: Record<string, number> = { once: 1, monthly: 1, quarterly: 3, yearly: 12 };

/** Writes the donation, its instalment rows and the first event (shared by office and public). */
export async function insertGift(
  tx: Db,
  actorId: string | null,
  g: DonationCreateInput & { countryId: string; source: 'office' | 'online' },
  match?: (monthly: number, requestId: string) => Promise<void>,
) {
  if (g.sponsorshipRequestId && match)
    await match(Math.floor(g.amount / (MONTHS[g.frequency] ?? 1)), g.sponsorshipRequestId);
  const count = g.frequency === 'once' ? 1 : (g.instalments ?? null);
  const donation = await insertDonation(tx, {
    benefactorId: g.benefactorId,
    typeId: g.typeId,
    countryId: g.countryId,
    centreId: g.centreId,
    amount: g.amount,
    currency: g.currency,
    frequency: g.frequency,
    instalments: count,
    startDate: g.startDate,
    sponsorshipRequestId: g.sponsorshipRequestId ?? null,
    source: g.source,
    note: g.note ?? null,
    createdBy: actorId,
  });
  await insertInstalments(
    tx,
    instalmentDates(g.startDate, g.frequency, count).map((dueOn, i) => ({
      donationId: donation.id,
      seq: i + 1,
      dueOn,
      amount: g.amount,
      currency: g.currency,
    })),
  );
  await insertDonationEvent(tx, {
    donationId: donation.id,
    action: 'created',
    actorId,
    detail: g.source,
  });
  return donation;
}

async function donationInScope(tx: Db, caller: Caller, id: string, permission: string) {
  const d = await lockDonation(tx, id);
  if (!d || !recordInScope(scopeOf(caller, permission), d)) throw notFound();
  return d;
}

/** Pause, resume, cancel (reason required) or change the amount; each one an event. */
export async function actOnDonation(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: DonationAction,
  input: { reason?: string | null | undefined; amount?: number | undefined },
  /** The donor on their own page (signed link): only their pledges, the event says so. */
  donor?: { benefactorId: string },
) {
  const { done, d } = await withWrites(ctx, caller, async (w) => {
    const d = await donationInScope(w.tx, caller, id, 'donations:update');
    if (donor && d.benefactorId !== donor.benefactorId) throw notFound();
    const allowed: Record<DonationAction, string[]> = {
      pause: ['active'],
      resume: ['paused'],
      cancel: ['active', 'paused'],
      amount: ['active', 'paused'],
    };
    if (!allowed[action].includes(d.state)) throw wrongState(caller, `donations.state.${d.state}`);
    if (action === 'cancel' && !input.reason?.trim()) throw field('reason', 'validation.required');
    let detail: string | null = null;
    if (action === 'amount') {
      if (!input.amount) throw field('amount', 'validation.required');
      await checkGift(
        w.tx,
        await findType(w.tx, d.typeId),
        input.amount,
        d.currency,
        caller.locale,
        { digits: caller.digits },
      );
      detail = `${d.amount} → ${input.amount}`;
      await updateDonation(w.tx, id, { amount: input.amount });
      await repriceOpenInstalments(w.tx, id, input.amount);
    } else {
      const state = { pause: 'paused', resume: 'active', cancel: 'cancelled' }[action];
      await updateDonation(w.tx, id, { state });
    }
    await insertDonationEvent(w.tx, {
      donationId: id,
      action,
      reason: input.reason ?? null,
      detail,
      actorId: donor ? null : caller.access.userId,
      byDonor: !!donor,
    });
    // A matched pledge that ends or changes moves its request's coverage; its history stays.
    if (d.sponsorshipRequestId && (action === 'cancel' || action === 'amount')) {
      const request = await lockRequest(w.tx, d.sponsorshipRequestId);
      const pledged = await pledgedMonthly(w.tx, request.id);
      if (pledged > request.monthlyAmount)
        throw conflict('donations.errors.overCovered', {
          left: formatMoney(
            { amount: 0, currency: request.currency },
            caller.locale,
            caller.digits,
          ),
        });
      const covered = coveragePercent(request.monthlyAmount, pledged);
      await w.update(
        'sponsorship-requests',
        request.id,
        { coveredPercent: covered, status: covered >= 100 ? 'covered' : 'open' },
        { system: true, scope: scopeOf(caller, 'donations:update'), audit: { action: 'match' } },
      );
    }
    return { done: { id, action }, d };
  });
  announceDonation(ctx, d, 'updated');
  return done;
}

/** Records a payment (pending); cash counted in hand may be confirmed in the same step. */
export async function recordPayment(ctx: AppContext, caller: Caller, input: PaymentCreateInput) {
  const payment = await withWrites(ctx, caller, async (w) => {
    const d = await donationInScope(w.tx, caller, input.donationId, 'donations:create');
    if (d.state === 'cancelled') throw wrongState(caller, `donations.state.${d.state}`);
    const type = await checkGift(
      w.tx,
      await findType(w.tx, d.typeId),
      input.amount,
      input.currency,
      caller.locale,
      { on: input.receivedOn, digits: caller.digits },
    );
    const box = await receivingBox(w.tx, caller, input.boxId, input.currency);
    if (input.instalmentId && !(await instalmentToSettle(w.tx, d.id, input.instalmentId)))
      throw field('instalmentId', 'donations.errors.instalment');
    const provider = providerFor(input.method);
    const started = await provider.start({
      id: d.id,
      method: input.method,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference ?? null,
    });
    const payment = await insertPayment(w.tx, {
      donationId: d.id,
      instalmentId: input.instalmentId ?? null,
      countryId: box.countryId!,
      centreId: box.centreId!,
      method: input.method,
      provider: provider.name,
      amount: input.amount,
      currency: input.currency,
      boxId: box.id,
      receivedOn: input.receivedOn,
      reference: started.reference,
      createdBy: caller.access.userId,
    });
    if (!input.confirm) return payment;
    const confirmed = await confirmInTx(w.tx, caller, payment, d, type, {});
    await recomputeCoverage(w, d.id);
    return confirmed;
  });
  announceDonation(ctx, payment, 'created', payment.state === 'confirmed');
  return payment;
}

/**
 * Confirms a payment: the provider says the money arrived, a receipt entry is posted to the
 * type's fund (box ← income account, key `donation-payment:<id>`), the receipt serial is taken
 * and the instalment marked paid, all in one transaction. A confirmed payment is returned as it
 * is (a retried confirmation posts nothing).
 */
export async function confirmPayment(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: { boxId?: string | null | undefined; receivedOn?: string | null | undefined },
) {
  let changed = false;
  const confirmed = await withWrites(ctx, caller, async (w) => {
    const p = await lockPayment(w.tx, id);
    if (!p || !recordInScope(scopeOf(caller, 'donations:approve'), p)) throw notFound();
    if (p.state === 'confirmed') return p;
    changed = true;
    if (p.state !== 'pending') throw wrongState(caller, `donations.payment.${p.state}`);
    const d = (await lockDonation(w.tx, p.donationId))!;
    const type = (await findType(w.tx, d.typeId))!;
    const confirmed = await confirmInTx(w.tx, caller, p, d, type, input);
    // A fixed pledge fully paid is complete: its request's coverage falls back.
    await recomputeCoverage(w, d.id);
    return confirmed;
  });
  // A retried confirmation changed nothing and says nothing.
  if (changed) announceDonation(ctx, confirmed, 'confirmed', true);
  return confirmed;
}

export async function confirmInTx(
  tx: Db,
  caller: Caller,
  p: PaymentRecord,
  d: DonationRecord,
  type: DonationTypeRow,
  input: { boxId?: string | null | undefined; receivedOn?: string | null | undefined },
) {
  const boxId = input.boxId ?? p.boxId;
  if (!boxId) throw field('boxId', 'donations.errors.noBox');
  const box = await receivingBox(tx, caller, boxId, p.currency);
  const receivedOn = input.receivedOn ?? p.receivedOn;
  const settled = await providerFor(p.method as PaymentMethod).settle({
    id: p.id,
    method: p.method as PaymentMethod,
    amount: p.amount,
    currency: p.currency,
    reference: p.reference,
  });
  if (!settled.settled) throw conflict('donations.errors.notSettled');
  const benefactor = (await findBenefactor(tx, d.benefactorId)) ?? null;
  const entry = await postEntry(
    tx,
    caller,
    {
      entryDate: receivedOn,
      kind: 'donation',
      memo: `${type.nameAr} — ${benefactor?.fullName ?? ''}`.slice(0, 300),
      source: { module: 'donations', id: p.id },
      lines: [
        {
          accountId: box.id,
          fundId: type.fundId,
          currency: p.currency,
          debit: p.amount,
          credit: 0,
        },
        {
          accountId: type.incomeAccountId,
          fundId: type.fundId,
          currency: p.currency,
          debit: 0,
          credit: p.amount,
        },
      ],
    },
    { idempotencyKey: `donation-payment:${p.id}`, permission: 'donations:approve' },
  );
  const language = (benefactor?.language ?? 'ar') as 'ar' | 'en' | 'fr';
  const serial = await allocateSerial(tx, 'RCPT', new Date(`${receivedOn}T12:00:00Z`));
  await registerIssuedDocument(tx, {
    serial,
    kind: 'receipt',
    language,
    subjectResource: 'donation-payments',
    subjectId: p.id,
    issuedBy: caller.access.userId,
    publicFields: {
      holder: benefactor?.fullName ?? '',
      title: { ar: type.nameAr, en: type.nameEn, fr: type.nameFr }[language],
      amount: formatMoney({ amount: p.amount, currency: p.currency }, language),
      date: receivedOn,
    },
  });
  const instalment = await instalmentToSettle(tx, d.id, p.instalmentId);
  if (instalment) await setInstalment(tx, instalment.id, 'paid', p.id);
  const confirmed = await updatePayment(tx, p.id, {
    state: 'confirmed',
    boxId: box.id,
    countryId: box.countryId!,
    centreId: box.centreId!,
    receivedOn,
    entryId: entry.id,
    serial,
    receiptLanguage: language,
    instalmentId: instalment?.id ?? p.instalmentId,
    confirmedBy: caller.access.userId,
    confirmedAt: new Date().toISOString(),
  });
  await insertDonationEvent(tx, {
    donationId: d.id,
    action: 'paid',
    detail: serial,
    actorId: caller.access.userId,
  });
  if (d.instalments != null && d.state === 'active' && (await instalmentsLeft(tx, d.id)) === 0)
    await updateDonation(tx, d.id, { state: 'completed' });
  return confirmed;
}

/** Refunds a confirmed payment: the ledger entry is reversed, the instalment is due again. */
export async function refundPayment(ctx: AppContext, caller: Caller, id: string, reason: string) {
  const refunded = await withWrites(ctx, caller, async (w) => {
    const p = await lockPayment(w.tx, id);
    if (!p || !recordInScope(scopeOf(caller, 'donations:approve'), p)) throw notFound();
    if (p.state !== 'confirmed' || !p.entryId)
      throw wrongState(caller, `donations.payment.${p.state}`);
    const reversal = await reverseEntry(w.tx, caller, p.entryId, reason, {
      permission: 'donations:approve',
    });
    if (p.instalmentId) await setInstalment(w.tx, p.instalmentId, 'due', null);
    const d = (await lockDonation(w.tx, p.donationId))!;
    if (d.state === 'completed') await updateDonation(w.tx, d.id, { state: 'active' });
    await insertDonationEvent(w.tx, {
      donationId: p.donationId,
      action: 'refunded',
      reason,
      detail: p.serial,
      actorId: caller.access.userId,
    });
    if (d.state === 'completed') await recomputeCoverage(w, d.id);
    return updatePayment(w.tx, id, {
      state: 'refunded',
      reversalEntryId: reversal.id,
      refundReason: reason,
    });
  });
  announceDonation(ctx, refunded, 'refunded', true);
  return refunded;
}

/** Whole units chosen on a public form → minor units of the currency (the server's amount). */
export function toMinor(amount: number, currency: string): number {
  const digits = minorDigits(currency);
  return Math.round(amount * 10 ** digits);
}

/** Is an instalment of a donation missed on a given day (grace included)? */
export const missedOn = (due: string, day = today()) => isMissed(due, day);
