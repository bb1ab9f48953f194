import {
  acceptedCurrencies,
  convertMinor,
  coveragePercent,
  DONATION_LIFECYCLE,
  formatMoney,
  instalmentDates,
  isMissed,
  majorToMinor,
  PAYMENT_LIFECYCLE,
  translate,
  type DonationAction,
  type DonationActionDone,
  type DonationCreateInput,
  type DonationRecord,
  type PaymentRecord,
  type PaymentCreateInput,
  type PaymentMethod,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import type { Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { allocateSerial, registerIssuedDocument } from '../../documents/index.ts';
import { AppError, conflict, forbidden } from '../../http/errors.ts';
import { accountInScope, postEntry, rateAt, reverseEntry } from '../../ledger/index.ts';
import { LEDGER_SCREENS } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { createIn, insertOwned, lockOwned, transitionIn } from '../../workflow/index.ts';
import {
  accountOf,
  donationsTable,
  donationsWhere,
  findBenefactor,
  findBox,
  findCentre,
  findType,
  insertInstalments,
  instalmentToSettle,
  instalmentsLeft,
  lockDonation,
  lockSponsorshipRequest,
  monthlyShare,
  paymentsTable,
  paymentsWhere,
  pledgedMonthly,
  repriceOpenInstalments,
  setInstalment,
  donationRecordOf,
  paymentRecordOf,
  type BoxRecord,
  type DonationTypeRow,
} from './donations.repository.ts';
import { enqueueContactMessage } from '../messaging/index.ts';
import { providerFor } from './payment-provider.ts';

const field = (name: string, code: string, params?: Record<string, unknown>) =>
  new AppError(400, code, params, { [name]: { code, ...(params ? { params } : {}) } });

const wrongState = (caller: Caller, key: string) =>
  conflict('donations.errors.wrongState', { state: translate(caller.locale, key) });

/** The module's 409 for an action the state of a pledge or a payment does not allow. */
const pledgeWrongState = (caller: Caller) => (state: string) =>
  wrongState(caller, `donations.state.${state}`);
const paymentWrongState = (caller: Caller) => (state: string) =>
  wrongState(caller, `donations.payment.${state}`);

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
      minimum: formatMoney({ amount: minimum, currency }, { locale, digits: opts.digits }),
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

/**
 * The ledger's screens hear of a confirmed or refunded payment, which is a journal entry in the
 * payment's place (the donations screens hear of it from the kit).
 */
function announcePosting(w: Writes, p: { id: string; countryId: string; centreId: string }) {
  w.announce({
    resource: LEDGER_SCREENS.resource,
    readers: LEDGER_SCREENS.readers,
    id: p.id,
    action: 'updated',
    scope: { countryId: p.countryId, centreId: p.centreId },
  });
}

/** Creates a gift or a pledge and its expected instalments (one row each). */
export async function createDonation(
  ctx: AppContext,
  caller: Caller,
  input: DonationCreateInput,
): Promise<DonationRecord> {
  return withWrites(ctx, caller, async (w) => {
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
      w,
      { ...input, countryId: centre.countryId, source: 'office' },
      async (monthly, requestId) => {
        const request = await lockRequest(w.tx, requestId);
        const pledged = await pledgedMonthly(w.tx, requestId);
        const need = request.monthlyAmount;
        if (request.currency !== input.currency || pledged + monthly > need)
          throw conflict('donations.errors.overCovered', {
            left: formatMoney(
              { amount: Math.max(0, need - pledged), currency: request.currency },
              { locale: caller.locale, digits: caller.digits },
            ),
          });
        await setCoverage(
          w,
          requestId,
          need,
          pledged + monthly,
          scopeOf(caller, 'donations:create'),
        );
      },
    );
  });
}

async function lockRequest(tx: Db, id: string) {
  const row = await lockSponsorshipRequest(tx, id);
  if (!row || row.archivedAt || row.status === 'closed')
    throw field('sponsorshipRequestId', 'errors.notFound');
  return row;
}

/** A sponsorship request's coverage from what its live pledges give a month (system write). */
async function setCoverage(w: Writes, id: string, need: number, pledged: number, scope: Scope) {
  const covered = coveragePercent(need, pledged);
  await w.update(
    'sponsorship-requests',
    id,
    { coveredPercent: covered, status: covered >= 100 ? 'covered' : 'open' },
    { system: true, scope, audit: { action: 'match' } },
  );
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

/**
 * Writes the donation (the lifecycle's `create`, through the workflow kit: its audit entry,
 * `created` history row with its source and change event), its instalment rows, after the
 * sponsorship match when there is one. Shared by the office, the public gift and the demo.
 */
export async function insertGift(
  w: Writes,
  g: DonationCreateInput & { countryId: string; source: 'office' | 'online' },
  match?: (monthly: number, requestId: string) => Promise<void>,
): Promise<DonationRecord> {
  if (g.sponsorshipRequestId && match)
    await match(monthlyShare(g.amount, g.frequency), g.sponsorshipRequestId);
  const count = g.frequency === 'once' ? 1 : (g.instalments ?? null);
  const donation = await createIn(w, {
    binding: donationsTable,
    lifecycle: DONATION_LIFECYCLE,
    action: 'create',
    values: {
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
      createdBy: accountOf(w.caller.access.userId),
    },
    event: { detail: g.source },
  });
  await insertInstalments(
    w.tx,
    instalmentDates(g.startDate, g.frequency, count).map((dueOn, i) => ({
      donationId: donation.id,
      seq: i + 1,
      dueOn,
      amount: g.amount,
      currency: g.currency,
    })),
  );
  return donationRecordOf(donation);
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
): Promise<DonationActionDone> {
  await withWrites(ctx, caller, (w) => actIn(w, id, action, input, donor));
  return { id, action };
}

/**
 * One of the pledge's own actions, through the workflow kit inside the caller's unit of work:
 * the pledge locked within the caller's `donations:update` scope (and the donor's own, on their
 * page: another's is a 404), the lifecycle (409), then the work: the reason of a cancellation,
 * the new amount's check and the repriced instalments, a matched request's coverage.
 */
export async function actIn(
  w: Writes,
  id: string,
  action: DonationAction,
  input: { reason?: string | null | undefined; amount?: number | undefined },
  donor?: { benefactorId: string },
): Promise<DonationRecord> {
  const caller = w.caller;
  return transitionIn(w, {
    binding: donationsTable,
    lifecycle: DONATION_LIFECYCLE,
    action,
    id,
    visible: donationsWhere(scopeOf(caller, 'donations:update'), donor?.benefactorId),
    wrongState: pledgeWrongState(caller),
    work: async (w, d) => {
      if (action === 'cancel' && !input.reason?.trim())
        throw field('reason', 'validation.required');
      let detail: string | null = null;
      let amount = d.amount;
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
        amount = input.amount;
        await repriceOpenInstalments(w.tx, id, input.amount);
      }
      // A matched pledge that ends or changes moves its request's coverage; its history stays.
      if (d.sponsorshipRequestId && (action === 'cancel' || action === 'amount')) {
        const request = await lockRequest(w.tx, d.sponsorshipRequestId);
        const mine = action === 'cancel' ? 0 : monthlyShare(amount, d.frequency);
        const pledged = (await pledgedMonthly(w.tx, request.id, d.id)) + mine;
        if (pledged > request.monthlyAmount)
          throw conflict('donations.errors.overCovered', {
            left: formatMoney(
              { amount: 0, currency: request.currency },
              { locale: caller.locale, digits: caller.digits },
            ),
          });
        await setCoverage(
          w,
          request.id,
          request.monthlyAmount,
          pledged,
          scopeOf(caller, 'donations:update'),
        );
      }
      return {
        // Changing the amount keeps the state (active or paused).
        ...(action === 'amount' && DONATION_LIFECYCLE.isState(d.state) ? { to: d.state } : {}),
        ...(action === 'amount' ? { changes: { amount } } : {}),
        reason: input.reason ?? null,
        event: { detail, byDonor: !!donor },
      };
    },
  }).then(donationRecordOf);
}

/** Records a payment (pending); cash counted in hand may be confirmed in the same step. */
export async function recordPayment(
  ctx: AppContext,
  caller: Caller,
  input: PaymentCreateInput,
): Promise<PaymentRecord> {
  return withWrites(ctx, caller, async (w) => {
    const d = await lockOwned(
      w,
      donationsTable,
      input.donationId,
      donationsWhere(scopeOf(caller, 'donations:create')),
    );
    // A cancelled pledge (its lifecycle's end) takes no more payments.
    if (DONATION_LIFECYCLE.isState(d.state) && DONATION_LIFECYCLE.isFinal(d.state))
      throw wrongState(caller, `donations.state.${d.state}`);
    await checkGift(
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
    const payment = await recordIn(w, {
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
    const confirmed = await confirmIn(w, payment.id, {}, ctx);
    await recomputeCoverage(w, d.id);
    return confirmed;
  });
}

/**
 * Writes a pending payment (the payment lifecycle's `record`) through the kit's write path: its
 * audit entry `record` and its change event. The donation's history tells payments from their
 * confirmation on (`paid`), so recording one adds no history row.
 */
export function recordIn(
  w: Writes,
  values: Omit<typeof paymentsTable.table.$inferInsert, 'state'>,
): Promise<PaymentRecord> {
  return insertOwned(
    w,
    paymentsTable,
    { ...values, state: PAYMENT_LIFECYCLE.actions.record.to[0] },
    { audit: { action: 'record' } },
  ).then(paymentRecordOf);
}

/**
 * Confirms a payment: the provider says the money arrived, a receipt entry is posted to the
 * type's fund (box ← income account, key `donation-payment:<id>`), the receipt serial is taken
 * and the instalment marked paid, all in one transaction. A confirmed payment is returned as it
 * is (a retried confirmation posts nothing, writes nothing and announces nothing).
 */
export async function confirmPayment(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: { boxId?: string | null | undefined; receivedOn?: string | null | undefined },
): Promise<PaymentRecord> {
  return withWrites(ctx, caller, async (w) => {
    const p = await lockOwned(
      w,
      paymentsTable,
      id,
      paymentsWhere(scopeOf(caller, 'donations:approve')),
    );
    if (p.state === 'confirmed') return paymentRecordOf(p);
    const confirmed = await confirmIn(w, id, input, ctx);
    // A fixed pledge fully paid is complete: its request's coverage falls back.
    await recomputeCoverage(w, confirmed.donationId);
    return confirmed;
  });
}

/**
 * The payment lifecycle's `confirm`, through the workflow kit inside the caller's unit of work:
 * the payment within the caller's `donations:approve` scope (404), pending (409), then the
 * posting, the receipt, the instalment paid and, when it was the last one of a fixed schedule,
 * the donation's `complete`; the donation's history says `paid` with the receipt's serial.
 */
export async function confirmIn(
  w: Writes,
  id: string,
  input: { boxId?: string | null | undefined; receivedOn?: string | null | undefined },
  /** Writes the donor's receipt message when given (the demo's seeding has no server). */
  ctx?: AppContext,
): Promise<PaymentRecord> {
  const caller = w.caller;
  return transitionIn(w, {
    binding: paymentsTable,
    lifecycle: PAYMENT_LIFECYCLE,
    action: 'confirm',
    id,
    visible: paymentsWhere(scopeOf(caller, 'donations:approve')),
    wrongState: paymentWrongState(caller),
    work: async (w, p) => {
      const d = (await lockDonation(w.tx, p.donationId))!;
      const type = (await findType(w.tx, d.typeId))!;
      const boxId = input.boxId ?? p.boxId;
      if (!boxId) throw field('boxId', 'donations.errors.noBox');
      const box = await receivingBox(w.tx, caller, boxId, p.currency);
      const receivedOn = input.receivedOn ?? p.receivedOn;
      const settled = await providerFor(p.method as PaymentMethod).settle({
        id: p.id,
        method: p.method as PaymentMethod,
        amount: p.amount,
        currency: p.currency,
        reference: p.reference,
      });
      if (!settled.settled) throw conflict('donations.errors.notSettled');
      const benefactor = (await findBenefactor(w.tx, d.benefactorId)) ?? null;
      const entry = await postEntry(
        w.tx,
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
      const serial = await allocateSerial(w.tx, 'RCPT', new Date(`${receivedOn}T12:00:00Z`));
      await registerIssuedDocument(w.tx, {
        serial,
        kind: 'receipt',
        language,
        subjectResource: 'donation-payments',
        subjectId: p.id,
        issuedBy: caller.access.userId,
        publicFields: {
          holder: benefactor?.fullName ?? '',
          title: { ar: type.nameAr, en: type.nameEn, fr: type.nameFr }[language],
          amount: formatMoney(
            { amount: p.amount, currency: p.currency },
            { locale: language, isolate: false },
          ),
          date: receivedOn,
        },
      });
      const instalment = await instalmentToSettle(w.tx, d.id, p.instalmentId);
      if (instalment) await setInstalment(w.tx, instalment.id, 'paid', p.id);
      if (
        d.instalments != null &&
        DONATION_LIFECYCLE.isState(d.state) &&
        DONATION_LIFECYCLE.can(d.state, 'complete') &&
        (await instalmentsLeft(w.tx, d.id)) === 0
      )
        await followPayment(w, d.id, 'complete');
      // The donor who asked for messages about their donation gets its receipt (once).
      if (ctx)
        await enqueueContactMessage(ctx, w.tx, {
          event: 'donation-receipt',
          sourceId: p.id,
          recipient: { kind: 'donor', id: d.benefactorId },
          countryId: box.countryId,
          centreId: box.centreId,
          params: {
            amount: { money: { amount: p.amount, currency: p.currency } },
            receiptNumber: serial,
          },
          triggeredBy: caller.access.userId,
          triggeredVia: 'donations',
        });
      announcePosting(w, { id: p.id, countryId: box.countryId!, centreId: box.centreId! });
      return {
        changes: {
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
        },
        event: { donationId: d.id, detail: serial },
      };
    },
  }).then(paymentRecordOf);
}

/**
 * The donation's `complete` or `reopen`, which follows a payment's confirmation or refund: the
 * payment's action was allowed (its scope and right), so the donation, which may lie in another
 * centre than the box, follows without a check of its own.
 */
function followPayment(w: Writes, donationId: string, action: 'complete' | 'reopen') {
  return transitionIn(w, {
    binding: donationsTable,
    lifecycle: DONATION_LIFECYCLE,
    action,
    id: donationId,
    visible: donationsWhere(null),
    refusal: () => undefined,
    wrongState: pledgeWrongState(w.caller),
  });
}

/** Refunds a confirmed payment: the ledger entry is reversed, the instalment is due again. */
export async function refundPayment(
  ctx: AppContext,
  caller: Caller,
  id: string,
  reason: string,
): Promise<PaymentRecord> {
  return withWrites(ctx, caller, (w) =>
    transitionIn(w, {
      binding: paymentsTable,
      lifecycle: PAYMENT_LIFECYCLE,
      action: 'refund',
      id,
      visible: paymentsWhere(scopeOf(caller, 'donations:approve')),
      wrongState: paymentWrongState(caller),
      work: async (w, p) => {
        if (!p.entryId) throw wrongState(caller, `donations.payment.${p.state}`);
        const reversal = await reverseEntry(w.tx, caller, p.entryId, reason, {
          permission: 'donations:approve',
        });
        if (p.instalmentId) await setInstalment(w.tx, p.instalmentId, 'due', null);
        const d = (await lockDonation(w.tx, p.donationId))!;
        if (d.state === 'completed') {
          await followPayment(w, d.id, 'reopen');
          await recomputeCoverage(w, d.id);
        }
        announcePosting(w, p);
        return {
          changes: { reversalEntryId: reversal.id, refundReason: reason },
          reason,
          event: { donationId: p.donationId, detail: p.serial },
        };
      },
    }).then(paymentRecordOf),
  );
}

/** Whole units chosen on a public form → minor units of the currency (the server's amount). */
export function toMinor(amount: number, currency: string): number {
  const minor = majorToMinor(amount, currency);
  // 250.555 dollars is refused, never rounded to 250.56 behind the giver's back.
  if (minor === null) throw field('amount', 'money.tooManyDecimals');
  return minor;
}

/** Is an instalment of a donation missed on a given day (grace included)? */
export const missedOn = (due: string, day = today()) => isMissed(due, day);
