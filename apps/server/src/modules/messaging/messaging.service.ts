import {
  CHANNEL_DRIVERS,
  DEFAULT_TEMPLATES,
  DRIVER_FIELDS,
  LOCALE_CODES,
  MESSAGE_EVENT_NAMES,
  MESSAGE_EVENTS,
  unknownVariables,
  type ChannelInput,
  type ChannelView,
  type ConfigurableChannel,
  type ListPage,
  type MessageChannel,
  type MessageDriver,
  type MessageEvent,
  type MessageStatus,
  type OutboxDetail,
  type OutboxItem,
  type OutboxQuery,
  type PreferencesInput,
  type PreferencesView,
  type TemplateView,
  type UsageRow,
} from '@qc/domain';
import { randomBytes } from 'node:crypto';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { successRuleValid } from './drivers/index.ts';
import {
  consentsOf,
  eventsOf,
  findChannel,
  findCountry,
  findTemplate,
  guardianInScope,
  listChannels,
  listMessages,
  listTemplates,
  messageInScope,
  optOut,
  optOutContact,
  contactByToken,
  saveChannel,
  savePreferences,
  saveTemplate,
  settingsByToken,
  settingsOf,
  studentInScope,
  usageOf,
  type ChannelRow,
  type TemplateRow,
} from './messaging.repository.ts';
import { webhookPath } from './sender.ts';
import { openSecrets, sealSecrets } from './secret-box.ts';

// ---- channels ---------------------------------------------------------------------------------

function channelView(ctx: AppContext, row: ChannelRow, countryName: string): ChannelView {
  const secrets = openSecrets(ctx.config.MESSAGES_SECRET_KEY, row.secret) ?? {};
  return {
    id: row.id,
    countryId: row.countryId,
    countryName,
    channel: row.channel as ConfigurableChannel,
    driver: row.driver as MessageDriver,
    active: row.active,
    settings: row.settings,
    // Which credentials are stored, never what they are.
    secretsSet: Object.keys(secrets).filter((k) => secrets[k]),
    fallbackToSms: row.fallbackToSms,
    quietFrom: row.quietFrom,
    quietTo: row.quietTo,
    webhookPath: webhookPath(ctx, row.id),
    version: row.version,
  };
}

export async function listChannelsFor(ctx: AppContext, caller: Caller): Promise<ChannelView[]> {
  const rows = await listChannels(ctx.db, caller.access.scopeFor('message-channels:read'));
  return rows.map((r) =>
    channelView(ctx, r.channel, caller.locale === 'ar' ? r.countryNameAr : r.countryName),
  );
}

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v.replace(/\{\{\s*\w+\s*\}\}/g, 'x'));
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Configures a country's SMS or WhatsApp provider: the driver must send on that channel, its
 * settings are its own and complete, URLs are http(s); credentials are sealed with the
 * environment's key (a secret left empty keeps the stored one) and never answered back.
 */
export async function saveChannelFor(
  ctx: AppContext,
  caller: Caller,
  input: ChannelInput,
): Promise<ChannelView> {
  const scope = caller.access.scopeFor('message-channels:update');
  if (!recordInScope(scope, { countryId: input.countryId }))
    throw new AppError(403, 'messaging.errors.countryOutOfScope');
  const country = await findCountry(ctx.db, input.countryId);
  if (!country) throw notFound();
  if (!(CHANNEL_DRIVERS[input.channel] as readonly string[]).includes(input.driver))
    throw badRequest('messaging.errors.driver');
  const fields = DRIVER_FIELDS[input.driver];
  const settings: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.settings)) {
    if (!fields.settings.includes(k))
      throw badRequest('messaging.errors.unknownSetting', { name: k });
    if (v) settings[k] = v;
  }
  for (const k of fields.required)
    if (!settings[k]) throw badRequest('messaging.errors.setting', { name: k });
  for (const k of ['url', 'baseUrl'])
    if (settings[k] && !isHttpUrl(settings[k])) throw badRequest('messaging.errors.url');
  if (settings['successRule'] && !successRuleValid(settings['successRule']))
    throw badRequest('messaging.errors.successRule');
  if (settings['method'] && !['GET', 'POST', 'PUT'].includes(settings['method'].toUpperCase()))
    throw badRequest('messaging.errors.setting', { name: 'method' });

  const existing = await findChannel(ctx.db, input.countryId, input.channel);
  const stored =
    existing && existing.driver === input.driver
      ? (openSecrets(ctx.config.MESSAGES_SECRET_KEY, existing.secret) ?? {})
      : {};
  const secrets: Record<string, string> = { ...stored };
  for (const [k, v] of Object.entries(input.secrets)) {
    if (!fields.secrets.includes(k))
      throw badRequest('messaging.errors.unknownSetting', { name: k });
    if (v) secrets[k] = v;
  }
  const hasSecrets = Object.keys(secrets).length > 0;
  if (hasSecrets && !ctx.config.MESSAGES_SECRET_KEY) throw badRequest('messaging.errors.noKey');
  const row = await saveChannel(
    ctx.db,
    {
      countryId: input.countryId,
      channel: input.channel,
      driver: input.driver,
      active: input.active,
      settings,
      secret: hasSecrets ? sealSecrets(ctx.config.MESSAGES_SECRET_KEY!, secrets) : null,
      fallbackToSms: input.channel === 'whatsapp' && input.fallbackToSms,
      quietFrom: input.quietFrom,
      quietTo: input.quietTo,
    },
    caller.request,
  );
  return channelView(ctx, row, caller.locale === 'ar' ? country.nameAr : country.nameEn);
}

// ---- templates --------------------------------------------------------------------------------

function templateView(
  event: MessageEvent,
  locale: string,
  row: TemplateRow | undefined,
): TemplateView {
  return {
    event,
    locale,
    body: row?.body ?? DEFAULT_TEMPLATES[event][locale as 'ar'],
    whatsappName: row?.whatsappName ?? null,
    whatsappParams: row?.whatsappParams ?? [],
    variables: [...MESSAGE_EVENTS[event]],
    custom: !!row,
  };
}

export async function listTemplatesFor(ctx: AppContext): Promise<TemplateView[]> {
  const saved = await listTemplates(ctx.db);
  return MESSAGE_EVENT_NAMES.flatMap((event) =>
    LOCALE_CODES.map((locale) =>
      templateView(
        event,
        locale,
        saved.find((r) => r.event === event && r.locale === locale),
      ),
    ),
  );
}

/** Saves a template; a variable its event does not have is refused, naming it. */
export async function saveTemplateFor(
  ctx: AppContext,
  caller: Caller,
  event: MessageEvent,
  locale: string,
  input: { body: string; whatsappName: string | null; whatsappParams: string[] },
): Promise<TemplateView> {
  const unknown = unknownVariables(event, input.body);
  if (unknown.length)
    throw new AppError(
      400,
      'messaging.errors.unknownVariable',
      { names: unknown.join(', ') },
      {
        body: { code: 'messaging.errors.unknownVariable', params: { names: unknown.join(', ') } },
      },
    );
  const known: readonly string[] = MESSAGE_EVENTS[event];
  const badParams = input.whatsappParams.filter((p) => !known.includes(p));
  if (badParams.length)
    throw badRequest('messaging.errors.whatsappParams', { names: badParams.join(', ') });
  await saveTemplate(
    ctx.db,
    {
      event,
      locale,
      body: input.body,
      whatsappName: input.whatsappName || null,
      whatsappParams: input.whatsappName ? input.whatsappParams : [],
    },
    caller.request,
  );
  return templateView(event, locale, (await findTemplate(ctx.db, event, locale)) ?? undefined);
}

// ---- guardians' choices -----------------------------------------------------------------------

async function preferencesView(
  ctx: AppContext,
  guardianId: string,
  fallbackLocale: string,
): Promise<PreferencesView> {
  const [settings, consents] = await Promise.all([
    settingsOf(ctx.db, guardianId),
    consentsOf(ctx.db, guardianId),
  ]);
  return {
    guardianId,
    channel: (settings?.channel ?? 'whatsapp') as MessageChannel,
    locale: settings?.locale ?? fallbackLocale,
    digest: settings?.digest ?? false,
    consents: (['whatsapp', 'sms', 'email'] as const).map((channel) => {
      const c = consents.find((x) => x.channel === channel);
      return {
        channel,
        givenAt: c?.givenAt ?? null,
        method: c?.method ?? null,
        withdrawnAt: c?.withdrawnAt ?? null,
        withdrawnVia: c?.withdrawnVia ?? null,
      };
    }),
  };
}

export async function readPreferences(ctx: AppContext, caller: Caller, guardianId: string) {
  const g = await guardianInScope(ctx.db, guardianId, caller.access.scopeFor('guardians:read'));
  if (!g) throw notFound('messaging.errors.guardianNotFound');
  const country = await findCountry(ctx.db, g.countryId);
  return preferencesView(ctx, g.id, country?.defaultLanguage ?? 'ar');
}

export async function writePreferences(
  ctx: AppContext,
  caller: Caller,
  guardianId: string,
  input: PreferencesInput,
) {
  const g = await guardianInScope(ctx.db, guardianId, caller.access.scopeFor('guardians:update'));
  if (!g) throw notFound('messaging.errors.guardianNotFound');
  await savePreferences(
    ctx.db,
    {
      guardianId: g.id,
      countryId: g.countryId,
      centreId: g.centreId,
      channel: input.channel,
      locale: input.locale,
      digest: input.digest,
      newToken: randomBytes(32).toString('base64url'),
      consents: input.consents,
      by: caller.access.userId,
      via: 'staff',
    },
    caller.request,
  );
  return preferencesView(ctx, g.id, input.locale);
}

/** The opt-out link's guardian, or null for a token that is not one. */
/**
 * Whose opt-out link this is: a guardian's (their settings) or a donor's or applicant's (their
 * consent record); its language and channel, or null.
 */
export async function optOutTarget(
  ctx: AppContext,
  token: string,
): Promise<{ locale: string; channel: string } | null> {
  const s = await settingsByToken(ctx.db, token);
  if (s) return s;
  const c = await contactByToken(ctx.db, token);
  return c && { locale: c.locale, channel: c.channels[0] ?? 'whatsapp' };
}

export async function optOutByToken(ctx: AppContext, token: string, channel: string | null) {
  const s = await settingsByToken(ctx.db, token);
  if (s) {
    await optOut(ctx.db, s.guardianId, channel);
    return true;
  }
  const c = await contactByToken(ctx.db, token);
  if (!c) return false;
  await optOutContact(ctx.db, c.id, channel);
  return true;
}

// ---- the outbox -------------------------------------------------------------------------------

type ListRow = Awaited<ReturnType<typeof listMessages>>['items'][number];

function item(r: ListRow): OutboxItem {
  const m = r.m;
  return {
    id: m.id,
    channel: m.channel as MessageChannel,
    event: m.event as MessageEvent | null,
    status: m.status as MessageStatus,
    to: m.to,
    body: m.body,
    locale: m.locale,
    studentId: m.studentId,
    studentName: r.studentName,
    guardianName: r.guardianName,
    centreName: r.centreName,
    triggeredByName: r.triggeredByName,
    triggeredVia: m.triggeredVia,
    driver: m.driver,
    attempts: m.attempts,
    error: m.error,
    costMicros: m.costMicros,
    costCurrency: m.costCurrency,
    holdUntil: m.holdUntil,
    sentAt: m.sentAt,
    deliveredAt: m.deliveredAt,
    createdAt: m.createdAt,
  };
}

export async function listOutboxFor(
  ctx: AppContext,
  caller: Caller,
  q: OutboxQuery,
): Promise<ListPage<OutboxItem>> {
  const { items, total } = await listMessages(ctx.db, caller.access.scopeFor('messages:read'), q, {
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { items: items.map(item), total, page: q.page, pageSize: q.pageSize };
}

export async function readMessage(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<OutboxDetail> {
  const row = await messageInScope(ctx.db, id, caller.access.scopeFor('messages:read'));
  if (!row) throw notFound('messaging.errors.notFound');
  const events = await eventsOf(ctx.db, id);
  return {
    ...item(row),
    events: events.map((e) => ({ status: e.status, detail: e.detail, at: e.createdAt })),
  };
}

/** A student's messages for their page's timeline (the student must be in the caller's scope). */
export async function studentMessages(
  ctx: AppContext,
  caller: Caller,
  studentId: string,
): Promise<OutboxItem[]> {
  const scope = caller.access.scopeFor('messages:read');
  if (!(await studentInScope(ctx.db, studentId, scope))) throw notFound();
  const { items } = await listMessages(ctx.db, scope, { studentId }, { limit: 100, offset: 0 });
  return items.map(item);
}

export async function usageFor(
  ctx: AppContext,
  caller: Caller,
  month: string,
): Promise<UsageRow[]> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1)).toISOString();
  const to = new Date(Date.UTC(y, m, 1)).toISOString();
  const rows = await usageOf(ctx.db, caller.access.scopeFor('messages:read'), from, to);
  // One row per centre and channel, its cost per currency (providers may bill in several).
  const out = new Map<string, UsageRow>();
  for (const r of rows) {
    const key = `${r.centreId ?? ''}:${r.channel}`;
    const row = out.get(key) ?? {
      centreId: r.centreId,
      centreName: r.centreName,
      channel: r.channel as MessageChannel,
      count: 0,
      failed: 0,
      costs: [],
    };
    row.count += r.count;
    row.failed += r.failed;
    const micros = Number(r.costMicros);
    if (micros !== 0 || r.costCurrency) row.costs.push({ currency: r.costCurrency, micros });
    out.set(key, row);
  }
  return [...out.values()];
}
