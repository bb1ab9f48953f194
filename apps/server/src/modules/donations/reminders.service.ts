import { isMissed, MISSED_AFTER_DAYS, type ReminderResult } from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { defineJob, enqueueJob } from '../../jobs/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { donorAddress, donorDate, donorLanguage, donorMoney, sendToDonor } from './donor-mail.ts';
import {
  claimReminder,
  insertEvent,
  instalmentsToRemind,
  lockSweepQueue,
  queuedJobOf,
} from './donor-portal.repository.ts';

/**
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

// --- The daily sweep --------------------------------------------------------------------------

export const REMINDERS_JOB = 'donations.reminders.daily';

/** The next run: tomorrow at 06:00 UTC. */
export function nextSweepAt(now = new Date()): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6));
  return d;
}

/**
 * Makes sure one sweep waits in the queue (a process starting, or a sweep ending, calls it).
 * Under a transaction-level advisory lock, so two processes starting together queue one.
 */
export async function scheduleSweep(ctx: AppContext, at: Date) {
  await ctx.db.transaction(async (tx) => {
    await lockSweepQueue(tx, REMINDERS_JOB);
    if (await queuedJobOf(tx, REMINDERS_JOB)) return;
    await enqueueJob(tx, { kind: REMINDERS_JOB, payload: {}, createdBy: null, runAfter: at });
  });
}

export function defineRemindersJob(): void {
  defineJob<Record<string, never>>(REMINDERS_JOB, async (run) => {
    const result = await remindMissed(run.ctx, null, null, todayUtc(), (done, total) =>
      run.progress(done, total),
    );
    await scheduleSweep(run.ctx, nextSweepAt());
    return { summary: { sent: result.sent, skipped: result.skipped } };
  });
}
