import {
  DEFAULT_TEMPLATES,
  formatDate,
  formatMoney,
  failureAlert,
  FAILURE_ALERT,
  isLocaleCode,
  permits,
  releaseTime,
  renderTemplate,
  translate,
  type LocaleCode,
  type MessageChannel,
  type MessageEvent,
} from '@qc/domain';
import nodemailer from 'nodemailer';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { defineJob, enqueueJob } from '../../jobs/index.ts';
import {
  driverOf,
  PermanentSendError,
  TransientSendError,
  type DeliveryUpdate,
  type WebhookRequest,
} from './drivers/index.ts';
import {
  channelById,
  closeAlert,
  openAlert,
  recentOutcomes,
  rolesInCountry,
  consentsOf,
  contactHasConsent,
  findByProvider,
  findChannel,
  findCountry,
  findMessage,
  findTemplate,
  hasConsent,
  insertMessage,
  liveContact,
  recipientOfStudent,
  recordWhatsappInbound,
  saveContactConsent,
  settingsOf,
  updateMessage,
  type ChannelRow,
  type MessageRow,
} from './messaging.repository.ts';
import { openSecrets } from './secret-box.ts';

/** The background job that sends one message of the outbox (docs/messages.md). */
export const SEND_JOB = 'messaging.send';
/** Runs in all before a transient failure becomes a failure (backoff 10 s, 40 s, 90 s, 160 s). */
export const SEND_ATTEMPTS = 5;

export const publicBase = (ctx: AppContext) =>
  (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/+$/, '');

export const webhookPath = (ctx: AppContext, channelId: string) =>
  `${ctx.config.API_BASE}/public/messages/webhooks/${channelId}`;

/**
 * A template variable's value: plain text, a text in each language, or a translation key (the
 * guardian's language is known only when the message is written).
 */
export type ParamValue =
  | string
  | Readonly<Record<LocaleCode, string>>
  | { key: string; params?: Record<string, unknown> }
  /** An instant, written in the guardian's language and their country's time zone. */
  | { dateTime: string }
  /** A calendar day (`YYYY-MM-DD`), written in the guardian's language: "29 نوفمبر 2026". */
  | { day: string }
  /** A month (`YYYY-MM`), by its name in the guardian's language: "نوفمبر 2026". */
  | { month: string }
  /** A path of the public site (`/report-card/<token>`), written as its full address. */
  | { path: string }
  /** A sum in minor units of its currency, written in the guardian's language: "150.00 ₺". */
  | { money: { amount: number; currency: string } };

function resolveParam(v: ParamValue, locale: LocaleCode, timeZone: string, base: string): string {
  if (typeof v === 'string') return v;
  if ('path' in v && typeof v.path === 'string') return `${base}${v.path}`;
  if ('money' in v && typeof v.money === 'object')
    return formatMoney(v.money, { locale, digits: 'latn', isolate: false });
  if ('key' in v && typeof v.key === 'string') return translate(locale, v.key, v.params);
  if ('dateTime' in v && typeof v.dateTime === 'string')
    return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      timeZone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(v.dateTime));
  if ('month' in v && typeof v.month === 'string')
    return new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${v.month}-01T00:00:00Z`));
  if ('day' in v && typeof v.day === 'string')
    return formatDate(v.day, { locale, digits: 'latn', calendar: 'gregorian', style: 'long' });
  return (v as Record<LocaleCode, string>)[locale];
}

/** What happened, for a guardian: the event and the values of its template's variables. */
export interface GuardianEvent {
  event: MessageEvent;
  /** The record the event is about (a ring day's attendance, a test request, a certificate). */
  sourceId: string;
  studentId: string;
  params: Record<string, ParamValue>;
  /** The user whose act caused it, or null for the system. */
  triggeredBy: string | null;
  /** What caused it: `ring-day`, `tests`, `certificates` … */
  triggeredVia: string;
}

const CHANNEL_ORDER: readonly MessageChannel[] = ['whatsapp', 'sms', 'email'];

/**
 * Puts a guardian's message in the outbox inside the transaction of the act that caused it
 * (the message and its sending job exist if and only if the act commits). Nothing is written
 * when the guardian consented to no channel they can be reached on, or when this event already
 * wrote to them (one message per event and recipient). Returns the message's id, or null.
 */
export async function enqueueGuardianMessage(
  ctx: AppContext,
  tx: Db,
  e: GuardianEvent,
): Promise<string | null> {
  const r = await recipientOfStudent(tx, e.studentId);
  if (!r) return null;
  const settings = await settingsOf(tx, r.guardianId);
  if (!settings) return null;
  const live = new Set(
    (await consentsOf(tx, r.guardianId)).filter((c) => !c.withdrawnAt).map((c) => c.channel),
  );
  const addressOf = (c: MessageChannel) => (c === 'email' ? r.email : r.phone);
  const channel = [settings.channel as MessageChannel, ...CHANNEL_ORDER].find(
    (c) => live.has(c) && !!addressOf(c),
  );
  if (!channel) return null;
  const locale = isLocaleCode(settings.locale) ? settings.locale : 'ar';
  const template = await findTemplate(tx, e.event, locale);
  const values: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(e.params).map(([k, v]) => [
        k,
        resolveParam(v, locale, r.timeZone, publicBase(ctx)),
      ]),
    ),
    studentName: r.studentName,
    guardianName: r.guardianName,
    centreName: r.centreName,
    optOutLink: `${publicBase(ctx)}${ctx.config.API_BASE}/public/messages/opt-out/${settings.optOutToken}?channel=${channel}`,
  };
  const body = renderTemplate(template?.body ?? DEFAULT_TEMPLATES[e.event][locale], values);
  // A guardian who chose the daily digest: the message waits for the day's digest (no job).
  const digest = settings.digest;
  const created = await insertMessage(tx, {
    to: addressOf(channel)!,
    subject: '',
    body,
    kind: e.event,
    locale,
    status: digest ? 'digest' : 'queued',
    channel,
    event: e.event,
    dedupeKey: `${e.event}:${e.sourceId}:${r.guardianId}`,
    guardianId: r.guardianId,
    studentId: r.studentId,
    countryId: r.countryId,
    centreId: r.centreId,
    params: values,
    triggeredBy: e.triggeredBy,
    triggeredVia: e.triggeredVia,
  });
  if (!created) return null;
  if (!digest)
    await enqueueJob(tx, {
      kind: SEND_JOB,
      payload: { id: created.id },
      createdBy: null,
      scopeLabel: e.event,
    });
  return created.id;
}

/** What happened, for someone who is not a guardian: a donor's receipt, an application's news. */
export interface ContactEvent {
  event: MessageEvent;
  sourceId: string;
  /** Who: `donor` (a benefactor's id) or `applicant` (an application's id). */
  recipient: { kind: 'donor' | 'applicant'; id: string };
  /** The place whose lists show the message (the payment's or the posting's). */
  countryId: string | null;
  centreId: string | null;
  params: Record<string, ParamValue>;
  triggeredBy: string | null;
  triggeredVia: string;
}

/**
 * Puts a message to a donor or applicant in the outbox, in the transaction of the act (as
 * `enqueueGuardianMessage`): nothing without their live consent (the public form's checkbox),
 * once per event, occurrence and recipient. WhatsApp when their country has an active WhatsApp
 * channel and they consented to it, else SMS.
 */
export async function enqueueContactMessage(
  ctx: AppContext,
  tx: Db,
  e: ContactEvent,
): Promise<string | null> {
  const c = await liveContact(tx, e.recipient.kind, e.recipient.id);
  if (!c) return null;
  const countryId = c.countryId ?? e.countryId;
  const country = countryId ? await findCountry(tx, countryId) : null;
  const whatsapp = countryId ? await findChannel(tx, countryId, 'whatsapp') : null;
  const channel: MessageChannel | undefined =
    c.channels.includes('whatsapp') && (whatsapp?.active || !c.channels.includes('sms'))
      ? 'whatsapp'
      : c.channels.includes('sms')
        ? 'sms'
        : undefined;
  if (!channel) return null;
  const locale = isLocaleCode(c.locale) ? c.locale : 'ar';
  const template = await findTemplate(tx, e.event, locale);
  const values: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(e.params).map(([k, v]) => [
        k,
        resolveParam(v, locale, country?.timeZone ?? 'UTC', publicBase(ctx)),
      ]),
    ),
    guardianName: c.name,
    optOutLink: `${publicBase(ctx)}${ctx.config.API_BASE}/public/messages/opt-out/${c.optOutToken}?channel=${channel}`,
  };
  values['centreName'] ??= '';
  const body = renderTemplate(template?.body ?? DEFAULT_TEMPLATES[e.event][locale], values);
  const created = await insertMessage(tx, {
    to: c.phone,
    subject: '',
    body,
    kind: e.event,
    locale,
    status: 'queued',
    channel,
    event: e.event,
    dedupeKey: `${e.event}:${e.sourceId}:${e.recipient.kind}:${e.recipient.id}`,
    contactId: c.id,
    countryId,
    centreId: e.centreId,
    params: values,
    triggeredBy: e.triggeredBy,
    triggeredVia: e.triggeredVia,
  });
  if (!created) return null;
  await enqueueJob(tx, {
    kind: SEND_JOB,
    payload: { id: created.id },
    createdBy: null,
    scopeLabel: e.event,
  });
  return created.id;
}

/** A donor's or applicant's consent as their public form's checkbox gave it. */
export interface ContactConsentInput {
  recipient: { kind: 'donor' | 'applicant'; id: string };
  name: string;
  phone: string;
  locale: string;
  countryId: string | null;
  /** Where it was given: `giving-form`, `application-form`. */
  source: string;
}

/**
 * Records a donor's or applicant's consent to messages by WhatsApp and SMS, in the transaction
 * of the form that asked for it: when (now), how (`form`) and where; given again, it renews
 * the number, language and channels and keeps the opt-out link already sent.
 */
export async function recordContactConsent(tx: Db, c: ContactConsentInput): Promise<void> {
  await saveContactConsent(tx, {
    recipientKind: c.recipient.kind,
    recipientId: c.recipient.id,
    name: c.name,
    phone: c.phone,
    locale: isLocaleCode(c.locale) ? c.locale : 'ar',
    countryId: c.countryId,
    channels: ['whatsapp', 'sms'],
    method: 'form',
    source: c.source,
    newToken: randomBytes(32).toString('base64url'),
  });
}

/** Does the message's recipient consent to `channel` now (a guardian, or a donor/applicant)? */
async function consentNow(ctx: AppContext, m: MessageRow, channel: string) {
  if (m.guardianId) return hasConsent(ctx.db, m.guardianId, channel);
  if (m.contactId) return contactHasConsent(ctx.db, m.contactId, channel);
  return true;
}

/** The driver's configuration with its credentials opened (never leaves the server). */
function configOf(ctx: AppContext, ch: ChannelRow) {
  return {
    settings: ch.settings,
    secrets: openSecrets(ctx.config.MESSAGES_SECRET_KEY, ch.secret) ?? {},
  };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

/**
 * One run of the sending job for a message: consent checked again (a guardian may have opted
 * out since), kept when no provider is configured, held until morning in quiet hours, then
 * sent; a transient failure is thrown back to the job (retried with backoff) until the last
 * attempt, a permanent one falls back from WhatsApp to SMS when configured, or is recorded.
 */
export async function sendMessage(
  ctx: AppContext,
  id: string,
  attempt: number,
  now = new Date(),
): Promise<void> {
  const m = await findMessage(ctx.db, id);
  if (!m || (m.status !== 'queued' && m.status !== 'held')) return;
  if (!(await consentNow(ctx, m, m.channel))) {
    await updateMessage(
      ctx.db,
      m.id,
      { status: 'skipped' },
      { status: 'skipped', detail: 'no consent' },
    );
    return;
  }
  if (m.channel === 'email') return sendEmail(ctx, m);
  const ch = m.countryId ? await findChannel(ctx.db, m.countryId, m.channel) : null;
  if (!ch || !ch.active) {
    await updateMessage(
      ctx.db,
      m.id,
      { status: 'kept' },
      { status: 'kept', detail: 'no provider' },
    );
    return;
  }
  const country = await findCountry(ctx.db, ch.countryId);
  const release = releaseTime(now, country?.timeZone ?? 'UTC', ch.quietFrom, ch.quietTo);
  if (release.getTime() > now.getTime()) {
    await updateMessage(
      ctx.db,
      m.id,
      { status: 'held', holdUntil: release.toISOString() },
      { status: 'held', detail: release.toISOString() },
      async (tx) => {
        await enqueueJob(tx, {
          kind: SEND_JOB,
          payload: { id: m.id },
          createdBy: null,
          scopeLabel: m.event ?? undefined,
          runAfter: release,
        });
      },
    );
    return;
  }
  await deliver(ctx, m, ch, attempt, now);
}

/** Free-form WhatsApp text is allowed this long after the guardian's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 3_600_000;

/**
 * WhatsApp's 24-hour rule: a message with no approved template goes as free-form text, which
 * the provider takes only within 24 hours of the guardian's last message to the organisation;
 * outside it nothing is sent (a permanent failure: the fallback to SMS when configured).
 */
async function requireWhatsappWindow(ctx: AppContext, m: MessageRow, now: Date) {
  const settings = m.guardianId ? await settingsOf(ctx.db, m.guardianId) : null;
  const last = settings?.whatsappInboundAt ? new Date(settings.whatsappInboundAt).getTime() : 0;
  if (now.getTime() - last >= WHATSAPP_WINDOW_MS)
    throw new PermanentSendError(
      'whatsapp: no approved template for this message, and the guardian has not written in the last 24 hours',
    );
}

async function deliver(
  ctx: AppContext,
  m: MessageRow,
  ch: ChannelRow,
  attempt: number,
  now = new Date(),
) {
  const driver = driverOf(ch.driver);
  if (!driver) throw new Error(`unknown driver ${ch.driver}`);
  const template =
    ch.channel === 'whatsapp' && m.event ? await findTemplate(ctx.db, m.event, m.locale) : null;
  const values = m.params ?? {};
  try {
    if (ch.channel === 'whatsapp' && !template?.whatsappName)
      await requireWhatsappWindow(ctx, m, now);
    const result = await driver.send(configOf(ctx, ch), {
      to: m.to,
      body: m.body ?? '',
      locale: m.locale,
      template: template?.whatsappName
        ? {
            name: template.whatsappName,
            language: m.locale,
            params: template.whatsappParams.map((v) => values[v] ?? ''),
          }
        : undefined,
      statusCallback: ctx.config.PUBLIC_URL
        ? `${publicBase(ctx)}${webhookPath(ctx, ch.id)}`
        : undefined,
    });
    await updateMessage(
      ctx.db,
      m.id,
      {
        status: 'sent',
        driver: ch.driver,
        providerId: result.providerId,
        sentAt: new Date().toISOString(),
        attempts: m.attempts + 1,
        error: null,
        holdUntil: null,
        ...(result.costMicros !== undefined
          ? { costMicros: result.costMicros, costCurrency: result.costCurrency ?? null }
          : {}),
      },
      { status: 'sent', detail: `${ch.driver} ${result.providerId ?? ''}`.trim() },
    );
    await watchFailureRate(ctx, ch);
  } catch (error) {
    if (error instanceof TransientSendError && attempt < SEND_ATTEMPTS) {
      await updateMessage(
        ctx.db,
        m.id,
        { attempts: m.attempts + 1, driver: ch.driver, error: errorText(error) },
        { status: 'retry', detail: errorText(error) },
      );
      throw error;
    }
    if (!(error instanceof TransientSendError) && !(error instanceof PermanentSendError))
      throw error;
    if (
      ch.channel === 'whatsapp' &&
      ch.fallbackToSms &&
      (await fallBackToSms(ctx, m, error, attempt))
    )
      return;
    await updateMessage(
      ctx.db,
      m.id,
      { status: 'failed', attempts: m.attempts + 1, driver: ch.driver, error: errorText(error) },
      { status: 'failed', detail: errorText(error) },
    );
    await watchFailureRate(ctx, ch);
  }
}

/**
 * The failure-rate alert: after each outcome of a channel, its last messages' share of
 * failures (`FAILURE_ALERT`); over the threshold, the administrators who may configure the
 * country's channels are told once (in-app notification), until it falls under again and a
 * new episode begins. No driver reports a balance, so the failures are the signal.
 */
export async function watchFailureRate(ctx: AppContext, ch: ChannelRow): Promise<void> {
  const { total, failed } = await recentOutcomes(
    ctx.db,
    ch.countryId,
    ch.channel,
    ch.updatedAt,
    FAILURE_ALERT.window,
  );
  if (!failureAlert(total, failed)) {
    await closeAlert(ctx.db, ch.id);
    return;
  }
  if (!(await openAlert(ctx.db, ch.id))) return;
  const country = await findCountry(ctx.db, ch.countryId);
  const userIds = (await rolesInCountry(ctx.db, ch.countryId))
    .filter((r) => permits(r.permissions, 'message-channels:update'))
    .map((r) => r.userId);
  await ctx.events.notify({
    userIds,
    kind: 'messages',
    titleKey: 'messaging.alert.failureRate',
    values: {
      failed,
      total,
      channel: ch.channel === 'whatsapp' ? 'WhatsApp' : 'SMS',
      country: country?.nameEn ?? '',
    },
    link: '/messages/channels',
  });
}

/** WhatsApp refused for good: the same message by SMS, when configured and consented. */
async function fallBackToSms(ctx: AppContext, m: MessageRow, cause: unknown, attempt: number) {
  if (!m.countryId || (!m.guardianId && !m.contactId)) return false;
  const sms = await findChannel(ctx.db, m.countryId, 'sms');
  if (!sms || !sms.active || !(await consentNow(ctx, m, 'sms'))) return false;
  await updateMessage(
    ctx.db,
    m.id,
    { channel: 'sms', attempts: m.attempts + 1, error: errorText(cause) },
    { status: 'fallback', detail: `whatsapp: ${errorText(cause)}` },
  );
  const moved = await findMessage(ctx.db, m.id);
  await deliver(ctx, moved!, sms, attempt);
  return true;
}

/** E-mail to a guardian: through SMTP when configured, otherwise kept, as account e-mails. */
async function sendEmail(ctx: AppContext, m: MessageRow) {
  if (!ctx.config.SMTP_URL) {
    await updateMessage(ctx.db, m.id, { status: 'kept' }, { status: 'kept', detail: 'no SMTP' });
    return;
  }
  const transport = nodemailer.createTransport(ctx.config.SMTP_URL);
  await transport.sendMail({
    from: ctx.config.MAIL_FROM,
    to: m.to,
    subject: m.event ?? '',
    text: m.body ?? '',
  });
  await updateMessage(
    ctx.db,
    m.id,
    { status: 'sent', driver: 'smtp', sentAt: new Date().toISOString(), attempts: m.attempts + 1 },
    { status: 'sent', detail: 'smtp' },
  );
}

let defined = false;

/** Defines the sending job once per process. */
export function defineSendJob(): void {
  if (defined) return;
  defined = true;
  defineJob<{ id: string }>(
    SEND_JOB,
    async (run) => {
      await sendMessage(run.ctx, run.payload.id, run.attempt);
      return {};
    },
    { maxAttempts: SEND_ATTEMPTS },
  );
}

// ---- delivery reports -------------------------------------------------------------------------

const RANK: Record<string, number> = { queued: 0, held: 0, sent: 1, delivered: 2, read: 3 };

/**
 * A provider's delivery report for a channel: refused (401) unless its signature checks out
 * with that channel's credentials; each update moves a message of that channel's country
 * forward only (a late "sent" never undoes "delivered"), with its cost when reported.
 */
export async function receiveWebhook(
  ctx: AppContext,
  channelId: string,
  request: WebhookRequest,
): Promise<number> {
  const ch = await channelById(ctx.db, channelId);
  if (!ch) throw notFound();
  const driver = driverOf(ch.driver);
  if (!driver || !driver.verifyWebhook(configOf(ctx, ch), request))
    throw new AppError(401, 'messaging.errors.signature');
  let applied = 0;
  for (const u of driver.parseWebhook(request)) if (await applyUpdate(ctx, ch, u)) applied++;
  // A guardian wrote: WhatsApp's 24-hour window for free-form text opens.
  for (const inbound of driver.parseInbound?.(request) ?? [])
    await recordWhatsappInbound(ctx.db, ch.countryId, inbound.from, inbound.at);
  return applied;
}

async function applyUpdate(ctx: AppContext, ch: ChannelRow, u: DeliveryUpdate) {
  const m = await findByProvider(ctx.db, ch.driver, u.providerId);
  if (!m || m.countryId !== ch.countryId) return false;
  const cost =
    u.costMicros !== undefined
      ? { costMicros: u.costMicros, costCurrency: u.costCurrency ?? m.costCurrency }
      : {};
  if (u.status === 'failed') {
    if ((RANK[m.status] ?? 0) >= 2 || m.status === 'failed') return false;
    await updateMessage(
      ctx.db,
      m.id,
      { status: 'failed', error: u.error ?? 'failed', ...cost },
      { status: 'failed', detail: u.error ?? null },
    );
    await watchFailureRate(ctx, ch);
    return true;
  }
  if (m.status === 'failed' || (RANK[u.status] ?? 0) <= (RANK[m.status] ?? 0)) {
    if (u.costMicros !== undefined) await updateMessage(ctx.db, m.id, cost, { status: 'cost' });
    return false;
  }
  await updateMessage(
    ctx.db,
    m.id,
    {
      status: u.status,
      ...(u.status === 'delivered' || u.status === 'read'
        ? { deliveredAt: m.deliveredAt ?? new Date().toISOString() }
        : {}),
      ...cost,
    },
    { status: u.status },
  );
  return true;
}
