import {
  DONATION_LIFECYCLE,
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
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { auditActionIn, jobCaller, transitionIn } from '../../workflow/index.ts';
import { organisationDigits } from '../../documents/index.ts';
import { donorAddress, donorDate, donorLanguage, donorMoney, sendToDonor } from './donor-mail.ts';
import {
  donationsTable,
  donationsWhere,
  extendPledge,
  openEndedShort,
} from './donations.repository.ts';
import { claimReminder, instalmentsToRemind } from './donor-portal.repository.ts';

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

/**
 * A reminder, through the workflow kit (the pledge's `remind`, which keeps it active): the pledge
 * within the caller's `donations:update` scope (404) and still active (409), the right to remind
 * taken (409 `donations.reminders.already` when another took it), then the `reminded` history
 * row with the instalment, the audit entry `remind` and the change event. The sweep reminds for
 * nobody (`sweep`: within its own scope, null for everywhere, by its own right).
 */
async function remindIn(w: Writes, c: Candidate, sweep?: { scope: Scope | null }) {
  await transitionIn(w, {
    binding: donationsTable,
    lifecycle: DONATION_LIFECYCLE,
    action: 'remind',
    id: c.i.donationId,
    visible: donationsWhere(sweep ? sweep.scope : w.caller.access.scopeFor('donations:update')),
    ...(sweep ? { refusal: () => undefined } : {}),
    work: async (w) => {
      if (!(await claimReminder(w.tx, c.i.id))) throw conflict('donations.reminders.already');
      return { event: { detail: `${c.i.seq}:${c.i.dueOn}` } };
    },
  });
}

async function send(ctx: AppContext, c: Candidate) {
  const lang = donorLanguage(c.b.language);
  const type = { ar: c.typeAr, en: c.typeEn, fr: c.typeFr }[lang];
  const digits = await organisationDigits(ctx.db);
  await sendToDonor(ctx, {
    to: donorAddress(c.b)!,
    lang,
    name: c.b.fullName,
    kind: 'donation-reminder',
    key: 'reminder',
    params: {
      type,
      amount: donorMoney(c.i.amount, c.i.currency, lang, digits),
      due: donorDate(c.i.dueOn, lang, digits),
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
  await withWrites(ctx, caller, (w) => remindIn(w, c));
  await send(ctx, c);
  return { sent: 1, skipped: 0 };
}

/**
 * The sweep: reminds every missed instalment not reminded yet, in a scope (null: everywhere, the
 * daily job), each in its own short unit of work through the kit, acting for nobody (the
 * `reminded` row has no author, the `remind` audit entry no actor). One taken meanwhile, or a
 * pledge no longer active, is skipped.
 */
export async function remindMissed(
  ctx: AppContext,
  scope: Scope | null,
  day = todayUtc(),
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<ReminderResult> {
  const list = await instalmentsToRemind(ctx.db, scope, missedBefore(day));
  let sent = 0;
  let skipped = 0;
  for (const [i, c] of list.entries()) {
    if (donorAddress(c.b) && (await remindAsSweep(ctx, c, scope))) {
      await send(ctx, c);
      sent++;
    } else skipped++;
    if (onProgress) await onProgress(i + 1, list.length);
  }
  return { sent, skipped };
}

/** One reminder of the sweep; false when it was taken meanwhile or the pledge is not active. */
async function remindAsSweep(ctx: AppContext, c: Candidate, scope: Scope | null) {
  try {
    await withWrites(ctx, jobCaller(REMINDERS_JOB), (w) => remindIn(w, c, { scope }));
    return true;
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 409) return false;
    throw e;
  }
}

/**
 * Staff: remind every missed instalment of the caller's `donations:update` scope not reminded
 * yet, each through the kit in its own short transaction (one taken meanwhile, or a pledge no
 * longer active, is skipped), then one audit entry for the run.
 */
export async function remindAllInScope(ctx: AppContext, caller: Caller, day = todayUtc()) {
  const list = await instalmentsToRemind(
    ctx.db,
    caller.access.scopeFor('donations:update'),
    missedBefore(day),
  );
  let sent = 0;
  let skipped = 0;
  for (const c of list) {
    if (!donorAddress(c.b)) {
      skipped++;
      continue;
    }
    try {
      await withWrites(ctx, caller, (w) => remindIn(w, c));
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 409) {
        skipped++;
        continue;
      }
      throw e;
    }
    await send(ctx, c);
    sent++;
  }
  const result = { sent, skipped };
  await withWrites(ctx, caller, (w) =>
    auditActionIn(w, {
      action: 'remind-all',
      resource: 'donations',
      newValues: { day, ...result },
    }),
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
    const added = await extendPledge(ctx.db, id, (d, last) =>
      openEndedRowsToAdd(d.startDate, d.frequency as DonationFrequency, last, day),
    );
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
    const result = await remindMissed(run.ctx, null, day, (done, total) =>
      run.progress(done, total),
    );
    await scheduleSweep(run.ctx, nextSweepAt());
    return {
      summary: { sent: result.sent, skipped: result.skipped, extendedRows: extended.rows },
    };
  });
}
