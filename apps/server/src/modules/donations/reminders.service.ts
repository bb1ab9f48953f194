import {
  isMissed,
  MISSED_AFTER_DAYS,
  OPEN_ENDED_HORIZON,
  openEndedRowsToAdd,
  type DonationFrequency,
  type ReminderResult,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { announceDonation } from './donations.service.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { donorAddress, donorDate, donorLanguage, donorMoney, sendToDonor } from './donor-mail.ts';
import {
  addInstalments,
  lastInstalmentSeq,
  lockDonation,
  openEndedShort,
} from './donations.repository.ts';
import { claimReminder, insertEvent, instalmentsToRemind } from './donor-portal.repository.ts';

/**
 * The daily job also extends open-ended pledges (`extendOpenEndedPledges`).
 * Reminders of missed instalments (docs/donations.md, "Reminders"): a message in the donor's
 * language through the outbox, at most once per instalment. The right to remind is taken by
 * setting `donation_instalments.reminded_at` where it is still unset, with a `reminded` event in
 * the same transaction; the message is sent after that commits. Two processes, a retried job
 * or a double click: exactly one of them gets the instalment.
 */

type Candidate = Awaited<ReturnType<typeof instalmentsToRemind>>[number];

/** The day before which an instalment due is missed on `day` (grace days included). */
export function missedBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - MISSED_AFTER_DAYS);
  return d.toISOString().slice(0, 10);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function remind(
  tx: Db,
  c: Candidate,
  actorId: string | null,
  request?: RequestMeta,
): Promise<'sent' | 'already' | 'noContact'> {
  const to = donorAddress(c.b);
  if (!to) return 'noContact';
  if (!(await claimReminder(tx, c.i.id))) return 'already';
  await insertEvent(tx, {
    donationId: c.i.donationId,
    action: 'reminded',
    detail: `${c.i.seq}:${c.i.dueOn}`,
    actorId,
  });
  if (request)
    await recordAudit(
      tx,
      {
        action: 'remind',
        resource: 'donations',
        recordId: c.i.donationId,
        newValues: { instalmentId: c.i.id, seq: c.i.seq, dueOn: c.i.dueOn },
      },
      request,
    );
  return 'sent';
}

async function send(ctx: AppContext, c: Candidate) {
  const lang = donorLanguage(c.b.language);
  const type = { ar: c.typeAr, en: c.typeEn, fr: c.typeFr }[lang];
  await sendToDonor(ctx, {
    to: donorAddress(c.b)!,
    lang,
    name: c.b.fullName,
    kind: 'donation-reminder',
    key: 'reminder',
    params: {
      type,
      amount: donorMoney(c.i.amount, c.i.currency, lang),
      due: donorDate(c.i.dueOn, lang),
    },
  });
}

/** The donation's history and the missed list show the reminder (after its commit). */
const announceReminded = (ctx: AppContext, c: Candidate) =>
  announceDonation(
    ctx,
    { id: c.i.donationId, countryId: c.donationCountryId, centreId: c.donationCentreId },
    'reminded',
  );

/** Staff: remind one missed instalment of the caller's scope (`donations:update`). */
export async function remindOne(
  ctx: AppContext,
  caller: Caller,
  instalmentId: string,
  day = todayUtc(),
): Promise<ReminderResult> {
  const [c] = await instalmentsToRemind(ctx.db, null, '9999-12-31', instalmentId);
  if (!c) throw notFound();
  if (
    !recordInScope(caller.access.scopeFor('donations:update'), {
      countryId: c.donationCountryId,
      centreId: c.donationCentreId,
    })
  )
    throw notFound();
  if (!isMissed(c.i.dueOn, day)) throw conflict('donations.reminders.notMissed');
  if (c.i.remindedAt) throw conflict('donations.reminders.already');
  if (!donorAddress(c.b)) throw conflict('donations.portal.noContact');
  const outcome = await withWrites(ctx, caller, (w) =>
    remind(w.tx, c, caller.access.userId, caller.request),
  );
  if (outcome === 'already') throw conflict('donations.reminders.already');
  announceReminded(ctx, c);
  await send(ctx, c);
  return { sent: 1, skipped: 0 };
}

/**
 * Reminds every missed instalment not reminded yet, in a scope (null: everywhere, the daily
 * sweep). Each instalment in its own short transaction.
 */
export async function remindMissed(
  ctx: AppContext,
  scope: Scope | null,
  actorId: string | null,
  day = todayUtc(),
  onProgress?: (done: number, total: number) => Promise<void>,
  request?: RequestMeta,
): Promise<ReminderResult> {
  const list = await instalmentsToRemind(ctx.db, scope, missedBefore(day));
  let sent = 0;
  let skipped = 0;
  for (const [i, c] of list.entries()) {
    const outcome = await ctx.db.transaction((tx) => remind(tx, c, actorId, request));
    if (outcome === 'sent') {
      announceReminded(ctx, c);
      await send(ctx, c);
      sent++;
    } else skipped++;
    if (onProgress) await onProgress(i + 1, list.length);
  }
  return { sent, skipped };
}

/** Staff: remind all in the caller's `donations:update` scope (one audit entry for the run). */
export async function remindAllInScope(ctx: AppContext, caller: Caller, day = todayUtc()) {
  const result = await remindMissed(
    ctx,
    caller.access.scopeFor('donations:update'),
    caller.access.userId,
    day,
    undefined,
    caller.request,
  );
  await withWrites(ctx, caller, (w) =>
    recordAudit(
      w.tx,
      { action: 'remind-all', resource: 'donations', newValues: { day, ...result } },
      caller.request,
    ),
  );
  return result;
}

// --- Open-ended pledges ---------------------------------------------------------------------

/**
 * Keeps every active open-ended pledge `OPEN_ENDED_HORIZON` instalments ahead of `day`: the
 * schedule continues from its last row, at the pledge's current amount. Each pledge in its own
 * short transaction under the donation's lock, and a number it already has is skipped, so a
 * second run (or a second process) adds nothing. Paused, cancelled and fixed pledges get none.
 */
export async function extendOpenEndedPledges(
  ctx: AppContext,
  day = todayUtc(),
): Promise<{ pledges: number; rows: number }> {
  const short = await openEndedShort(ctx.db, day, OPEN_ENDED_HORIZON);
  let pledges = 0;
  let rows = 0;
  for (const { id } of short) {
    const added = await ctx.db.transaction(async (tx) => {
      const d = await lockDonation(tx, id);
      if (!d || d.state !== 'active' || d.instalments != null) return 0;
      const last = await lastInstalmentSeq(tx, id);
      const next = openEndedRowsToAdd(d.startDate, d.frequency as DonationFrequency, last, day);
      return addInstalments(
        tx,
        next.map((r) => ({ ...r, donationId: id, amount: d.amount, currency: d.currency })),
      );
    });
    if (added) pledges++;
    rows += added;
  }
  return { pledges, rows };
}

// --- The daily sweep --------------------------------------------------------------------------

export const REMINDERS_JOB = 'donations.reminders.daily';

/** The next run: tomorrow at 06:00 UTC. */
export function nextSweepAt(now = new Date()): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6));
  return d;
}

/** Makes sure one sweep waits in the queue (a process starting, or a sweep ending, calls it). */
export async function scheduleSweep(ctx: AppContext, at: Date) {
  await scheduleOnce(ctx.db, REMINDERS_JOB, at);
}

export function defineRemindersJob(): void {
  defineJob<Record<string, never>>(REMINDERS_JOB, async (run) => {
    const day = todayUtc();
    const extended = await extendOpenEndedPledges(run.ctx, day);
    const result = await remindMissed(run.ctx, null, null, day, (done, total) =>
      run.progress(done, total),
    );
    await scheduleSweep(run.ctx, nextSweepAt());
    return {
      summary: { sent: result.sent, skipped: result.skipped, extendedRows: extended.rows },
    };
  });
}
