import type { AppContext } from '../../app-context.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import { feesDue, inJobTransaction, instalmentsDue } from './messaging.repository.ts';
import { enqueueContactMessage, enqueueGuardianMessage } from './sender.ts';

/**
 * The daily job that tells guardians of the fees due and sponsors of their pledge's instalments
 * due (docs/messages.md, "Payment due"): one event, one schedule, one job.
 */
export const PAYMENT_DUE_JOB = 'messaging.payment-due';

/** Tomorrow at 06:00 UTC (morning in the countries served, after the quiet hours). */
export function nextPaymentDueRun(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6));
}

/**
 * Writes a `payment-due` message to the guardian of each student whose fee of the month is
 * still owed (a fee is due on the first day of its month, in the country's time zone), once
 * per charge and guardian (the message's key `payment-due:<charge>:<guardian>`), each in its
 * own transaction. A guardian with no consented channel gets none. Returns the counts.
 */
export async function remindPaymentsDue(
  ctx: AppContext,
  now = new Date(),
): Promise<{ due: number; queued: number }> {
  const due = await feesDue(ctx.db, now.toISOString());
  let queued = 0;
  for (const c of due) {
    const id = await inJobTransaction(ctx.db, (tx) =>
      enqueueGuardianMessage(ctx, tx, {
        event: 'payment-due',
        sourceId: c.id,
        studentId: c.studentId,
        params: {
          amount: { money: { amount: c.owed, currency: c.currency } },
          dueDate: { day: `${c.month}-01` },
        },
        triggeredBy: null,
        triggeredVia: 'payment-due',
      }),
    );
    if (id) queued++;
  }
  return { due: due.length, queued };
}

/**
 * Writes a `payment-due` message to each sponsor (a donor who consented to messages on the
 * giving form) whose pledge's instalment is due today in the donation's country's time zone:
 * the instalment's sum in their language, the due day and what it sponsors (the sponsorship
 * request's title, else the donation type's name), on the channel they consented to, once per
 * instalment and donor (`payment-due:<instalment>:donor:<benefactor>`), each in its own
 * transaction. A donor without a live consent gets none. Returns the counts.
 */
export async function remindSponsorshipsDue(
  ctx: AppContext,
  now = new Date(),
): Promise<{ due: number; queued: number }> {
  const due = await instalmentsDue(ctx.db, now.toISOString());
  let queued = 0;
  for (const i of due) {
    const id = await inJobTransaction(ctx.db, (tx) =>
      enqueueContactMessage(ctx, tx, {
        event: 'payment-due',
        sourceId: i.id,
        recipient: { kind: 'donor', id: i.benefactorId },
        countryId: i.countryId,
        centreId: i.centreId,
        params: {
          amount: { money: { amount: i.amount, currency: i.currency } },
          dueDate: { day: i.dueOn },
          studentName: i.requestTitle ?? { ar: i.typeAr, en: i.typeEn, fr: i.typeFr },
        },
        triggeredBy: null,
        triggeredVia: 'payment-due',
      }),
    );
    if (id) queued++;
  }
  return { due: due.length, queued };
}

/** Makes sure the next run waits in the queue. */
export async function schedulePaymentDue(ctx: AppContext, at = nextPaymentDueRun()) {
  await scheduleOnce(ctx.db, PAYMENT_DUE_JOB, at);
}

let defined = false;

/** Defines the job once per process: tell the guardians and sponsors, then queue tomorrow's run. */
export function definePaymentDueJob(): void {
  if (defined) return;
  defined = true;
  defineJob<Record<string, never>>(PAYMENT_DUE_JOB, async (run) => {
    const now = new Date();
    const fees = await remindPaymentsDue(run.ctx, now);
    const sponsorships = await remindSponsorshipsDue(run.ctx, now);
    await schedulePaymentDue(run.ctx);
    return {
      summary: {
        due: fees.due,
        queued: fees.queued,
        sponsorshipsDue: sponsorships.due,
        sponsorshipsQueued: sponsorships.queued,
      },
    };
  });
}
