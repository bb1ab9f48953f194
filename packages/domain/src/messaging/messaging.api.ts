import { z } from 'zod';
import { listPageQuery, type ListPage } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  CONFIGURABLE_CHANNELS,
  MESSAGE_CHANNELS,
  MESSAGE_DRIVERS,
  MESSAGE_EVENT_NAMES,
  MESSAGE_STATUSES,
  type ConfigurableChannel,
  type MessageChannel,
  type MessageDriver,
  type MessageEvent,
  type MessageStatus,
} from './messaging.ts';

/** The HTTP contract of guardians' messages (docs/messages.md). */
export const MESSAGING_API = {
  /** GET the guardians' messages in the caller's scope (outboxQuery → ListPage<OutboxItem>). */
  outbox: '/api/messages/outbox',
  /** GET one message with its statuses (→ OutboxDetail). */
  message: '/api/messages/outbox/:id',
  /** GET a student's messages, newest first (→ OutboxItem[]). */
  student: '/api/messages/students/:id',
  /** GET the channels per country (→ ChannelView[]); PUT one (channelInput → ChannelView). */
  channels: '/api/messages/channels',
  /** GET every event's templates (→ TemplateView[]). */
  templates: '/api/messages/templates',
  /** PUT one event's template in one language (messageTemplateInput → TemplateView). */
  template: '/api/messages/templates/:event/:locale',
  /** GET / PUT a guardian's channel, language, digest and consents. */
  preferences: '/api/messages/guardians/:id/preferences',
  /** GET the month's count and cost per centre (usageQuery → UsageRow[]). */
  usage: '/api/messages/usage',
  /** POST a provider's delivery report (signed; public). */
  webhook: '/api/public/messages/webhooks/:channelId',
  /** GET the opt-out page; POST opts out (public, by the link's token). */
  optOut: '/api/public/messages/opt-out/:token',
} as const;

const LOCALE_CODES = ['ar', 'en', 'fr'] as const;
const uuid = z.uuid();
const text = (max: number) => z.string().trim().max(max);

export const messageIdParams = z.object({ id: uuid });
export const webhookParams = z.object({ channelId: uuid });
export const optOutParams = z.object({ token: z.string().min(20).max(100) });

export const outboxQuery = z.object({
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  event: z.enum(MESSAGE_EVENT_NAMES).optional(),
  centreId: uuid.optional(),
  q: text(100).optional(),
  ...listPageQuery,
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

export interface OutboxItem {
  id: string;
  channel: MessageChannel;
  event: MessageEvent | null;
  status: MessageStatus;
  to: string;
  body: string | null;
  locale: string;
  studentId: string | null;
  studentName: string | null;
  guardianName: string | null;
  centreName: string | null;
  /** Who caused it: a user's name, or the job/system named by `triggeredVia`. */
  triggeredByName: string | null;
  triggeredVia: string | null;
  driver: string | null;
  attempts: number;
  error: string | null;
  costMicros: number | null;
  costCurrency: string | null;
  holdUntil: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}
export interface OutboxDetail extends OutboxItem {
  events: Array<{ status: string; detail: string | null; at: string }>;
}

export const channelInput = z
  .object({
    countryId: uuid,
    channel: z.enum(CONFIGURABLE_CHANNELS),
    driver: z.enum(MESSAGE_DRIVERS),
    active: z.boolean().default(true),
    settings: z.record(z.string().max(40), text(2000)).default({}),
    /** Write-only: a secret left out (or empty) keeps the stored one. */
    secrets: z.record(z.string().max(40), z.string().max(2000)).default({}),
    fallbackToSms: z.boolean().default(false),
    quietFrom: z.number().int().min(0).max(23).default(21),
    quietTo: z.number().int().min(0).max(23).default(7),
  })
  .strict();
export type ChannelInput = z.infer<typeof channelInput>;

export interface ChannelView {
  id: string;
  countryId: string;
  countryName: string;
  channel: ConfigurableChannel;
  driver: MessageDriver;
  active: boolean;
  settings: Record<string, string>;
  /** Which secrets are stored (never their values). */
  secretsSet: string[];
  fallbackToSms: boolean;
  quietFrom: number;
  quietTo: number;
  /** Where the provider posts delivery reports. */
  webhookPath: string;
  version: number;
}

export const messageTemplateParams = z.object({
  event: z.enum(MESSAGE_EVENT_NAMES),
  locale: z.enum(LOCALE_CODES),
});
export const messageTemplateInput = z
  .object({
    body: z.string().trim().min(1, 'messaging.errors.body').max(1000, 'messaging.errors.body'),
    whatsappName: text(200)
      .regex(/^[a-z0-9_]*$/, 'messaging.errors.whatsappName')
      .nullable()
      .default(null),
    whatsappParams: z.array(z.string().max(40)).max(20).default([]),
  })
  .strict();

export interface TemplateView {
  event: MessageEvent;
  locale: string;
  body: string;
  whatsappName: string | null;
  whatsappParams: string[];
  variables: string[];
  /** Saved by an administrator (false: the built-in text). */
  custom: boolean;
}

export const CONSENT_METHODS = ['form', 'in-person', 'phone', 'app', 'import'] as const;
export const preferencesInput = z
  .object({
    channel: z.enum(MESSAGE_CHANNELS),
    locale: z.enum(LOCALE_CODES),
    digest: z.boolean().default(false),
    consents: z
      .array(
        z.object({
          channel: z.enum(MESSAGE_CHANNELS),
          given: z.boolean(),
          method: z.enum(CONSENT_METHODS).default('form'),
        }),
      )
      .max(3),
  })
  .strict();
export type PreferencesInput = z.infer<typeof preferencesInput>;

export interface PreferencesView {
  guardianId: string;
  channel: MessageChannel;
  locale: string;
  digest: boolean;
  consents: Array<{
    channel: MessageChannel;
    givenAt: string | null;
    method: string | null;
    withdrawnAt: string | null;
    withdrawnVia: string | null;
  }>;
}

export const usageQuery = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/, 'messaging.errors.month'),
});
export interface UsageRow {
  centreId: string | null;
  centreName: string | null;
  channel: MessageChannel;
  count: number;
  failed: number;
  /** The summed cost per currency, in millionths of it (null: reported without a currency). */
  costs: Array<{ currency: string | null; micros: number }>;
}

const json = z.unknown() as z.ZodType<unknown>;
const list = <T>() => z.unknown() as z.ZodType<ListPage<T>>;

export const MESSAGING_ROUTES = defineRouteContracts({
  'GET /api/messages/outbox': {
    summary: 'Guardians’ messages in the caller’s scope',
    query: outboxQuery,
    response: list<OutboxItem>(),
  },
  'GET /api/messages/outbox/:id': {
    summary: 'One message with its statuses',
    params: messageIdParams,
    response: json,
  },
  'GET /api/messages/students/:id': {
    summary: 'A student’s messages with who or what triggered each',
    params: messageIdParams,
    response: json,
  },
  'GET /api/messages/channels': {
    summary: 'The SMS and WhatsApp providers per country (credentials never returned)',
    response: json,
  },
  'PUT /api/messages/channels': {
    summary: 'Configure a country’s channel (credentials stored encrypted)',
    body: channelInput,
    response: json,
  },
  'GET /api/messages/templates': {
    summary: 'Every event’s templates in each language',
    response: json,
  },
  'PUT /api/messages/templates/:event/:locale': {
    summary: 'Save an event’s template in one language (unknown variables refused)',
    params: messageTemplateParams,
    body: messageTemplateInput,
    response: json,
  },
  'GET /api/messages/guardians/:id/preferences': {
    summary: 'A guardian’s channel, language, digest and consents',
    params: messageIdParams,
    response: json,
  },
  'PUT /api/messages/guardians/:id/preferences': {
    summary: 'Record a guardian’s channel, language, digest and consents',
    params: messageIdParams,
    body: preferencesInput,
    response: json,
  },
  'GET /api/messages/usage': {
    summary: 'A month’s messages and cost per centre',
    query: usageQuery,
    response: json,
  },
  'POST /api/public/messages/webhooks/:channelId': {
    summary: 'A provider’s delivery report (signature checked)',
    params: webhookParams,
    body: null,
    response: null,
    status: 204,
  },
  'GET /api/public/messages/opt-out/:token': {
    summary: 'The opt-out page of a message’s link',
    params: optOutParams,
    response: { file: 'text/html' },
  },
  'POST /api/public/messages/opt-out/:token': {
    summary: 'Stop messages on that channel',
    params: optOutParams,
    body: null,
    response: { file: 'text/html' },
  },
});
