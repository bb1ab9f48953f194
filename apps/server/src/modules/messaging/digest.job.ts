import {
  DEFAULT_TEMPLATES,
  inQuietHours,
  isLocaleCode,
  localClock,
  renderTemplate,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { defineJob, enqueueJob, scheduleOnce } from '../../jobs/index.ts';
import { digestWaiting, findTemplate, insertDigest } from './messaging.repository.ts';
import { SEND_JOB } from './sender.ts';

/** The hourly job that sends each digest guardian's messages as one a day (docs/messages.md). */
export const DIGEST_JOB = 'messaging.digest';

/** Five minutes past the next hour. */
export function nextDigestRun(now = new Date()): Date {
  const next = new Date(now);
  next.setUTCHours(now.getUTCHours() + 1, 5, 0, 0);
  return next;
}

/** The calendar day of an instant in a time zone, `YYYY-MM-DD`. */
const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** A message's text inside a digest: without its own opt-out link (the digest has one). */
function itemText(body: string | null, optOutLink: string | undefined) {
  const text = optOutLink ? (body ?? '').split(optOutLink).join('') : (body ?? '');
  return `• ${text.trim()}`;
}

/**
 * Combines, for each guardian who chose the daily digest, the messages waiting for it into one
 * message — once a day in their country's time zone (the key `daily-digest:<day>:<guardian>`),
 * only outside the channel's quiet hours (default 21:00–07:00), so the day's digest goes in the
 * morning; messages arriving after it wait for the next day's. The digest is sent by the usual
 * job (consent checked again); its messages become `combined`. Returns how many were made.
 */
export async function combineDigests(
  ctx: AppContext,
  now = new Date(),
): Promise<{ digests: number; messages: number }> {
  const groups = new Map<string, Awaited<ReturnType<typeof digestWaiting>>>();
  for (const row of await digestWaiting(ctx.db)) {
    const key = `${row.m.guardianId}:${row.m.channel}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let digests = 0;
  let messages = 0;
  for (const items of groups.values()) {
    const head = items[0]!;
    const first = head.m;
    const timeZone = head.timeZone ?? 'UTC';
    if (inQuietHours(localClock(now, timeZone).hour, head.quietFrom ?? 21, head.quietTo ?? 7))
      continue;
    const locale = isLocaleCode(first.locale) ? first.locale : 'ar';
    const last = items[items.length - 1]!.m;
    const values: Record<string, string> = {
      guardianName: first.params?.['guardianName'] ?? '',
      centreName: first.params?.['centreName'] ?? '',
      optOutLink: last.params?.['optOutLink'] ?? '',
      items: items.map((i) => itemText(i.m.body, i.m.params?.['optOutLink'])).join('\n'),
    };
    const template = await findTemplate(ctx.db, 'daily-digest', locale);
    const students = new Set(items.map((i) => i.m.studentId));
    const id = await insertDigest(
      ctx.db,
      {
        to: last.to,
        subject: '',
        body: renderTemplate(template?.body ?? DEFAULT_TEMPLATES['daily-digest'][locale], values),
        kind: 'daily-digest',
        locale,
        status: 'queued',
        channel: first.channel,
        event: 'daily-digest',
        dedupeKey: `daily-digest:${localDay(now, timeZone)}:${first.guardianId}`,
        guardianId: first.guardianId,
        studentId: students.size === 1 ? first.studentId : null,
        countryId: first.countryId,
        centreId: first.centreId,
        params: values,
        triggeredBy: null,
        triggeredVia: 'digest',
      },
      items.map((i) => i.m.id),
      async (tx, digestId) => {
        await enqueueJob(tx, {
          kind: SEND_JOB,
          payload: { id: digestId },
          createdBy: null,
          scopeLabel: 'daily-digest',
        });
      },
    );
    if (id) {
      digests++;
      messages += items.length;
    }
  }
  return { digests, messages };
}

/** Makes sure the next run waits in the queue. */
export async function scheduleDigest(ctx: AppContext, at = nextDigestRun()) {
  await scheduleOnce(ctx.db, DIGEST_JOB, at);
}

let defined = false;

/** Defines the job once per process: combine what is due, then queue the next hour's run. */
export function defineDigestJob(): void {
  if (defined) return;
  defined = true;
  defineJob<Record<string, never>>(DIGEST_JOB, async (run) => {
    const result = await combineDigests(run.ctx);
    await scheduleDigest(run.ctx);
    return { summary: result };
  });
}
