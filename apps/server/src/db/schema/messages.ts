import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, timestamps } from './columns.ts';
import { outbox } from './identity.ts';
import { centres, countries, countryColumn } from './organisation.ts';
import { guardians } from './students.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A channel's provider in one country (docs/messages.md): which driver sends SMS or WhatsApp
 * there, its settings, and its credentials encrypted with the key from the environment
 * (`MESSAGES_SECRET_KEY`), never returned by the API.
 */
export const messageChannels = pgTable(
  'message_channels',
  {
    ...recordColumns(),
    countryId: countryColumn(),
    channel: text('channel').notNull(),
    driver: text('driver').notNull(),
    active: boolean('active').notNull().default(true),
    /** What may be shown again: sender, base URL, body template, success rule … */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    /** AES-256-GCM of the credentials' JSON: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
    secret: text('secret'),
    /** WhatsApp: send by SMS when WhatsApp refuses for good. */
    fallbackToSms: boolean('fallback_to_sms').notNull().default(false),
    /** Quiet hours in the country's time zone: nothing sent from `quietFrom` to `quietTo`. */
    quietFrom: integer('quiet_from').notNull().default(21),
    quietTo: integer('quiet_to').notNull().default(7),
    /**
     * Since when the channel's failure rate is over the alert's threshold (the administrators
     * were told once); null when it is not (docs/messages.md, "The failure-rate alert").
     */
    alertOpenAt: at('alert_open_at'),
  },
  (t) => [uniqueIndex('message_channels_country_channel_uq').on(t.countryId, t.channel)],
);

/** A template of an event in one language, as an administrator changed it from the default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    ...recordColumns(),
    event: text('event').notNull(),
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    /** The provider's approved WhatsApp template and its parameters' variables, in order. */
    whatsappName: text('whatsapp_name'),
    whatsappParams: jsonb('whatsapp_params').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('message_templates_event_locale_uq').on(t.event, t.locale)],
);

/** A guardian's choices: the channel, the language, a daily digest, the opt-out link's token. */
export const guardianMessageSettings = pgTable(
  'guardian_message_settings',
  {
    id: id(),
    ...timestamps(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    channel: text('channel').notNull().default('whatsapp'),
    locale: text('locale').notNull().default('ar'),
    digest: boolean('digest').notNull().default(false),
    /** The one-tap opt-out link's token (random, 32 bytes base64url). */
    optOutToken: text('opt_out_token').notNull(),
    /**
     * When the guardian last wrote to the organisation on WhatsApp (the provider's webhook):
     * free-form text may be sent for 24 hours after it, otherwise only approved templates.
     */
    whatsappInboundAt: at('whatsapp_inbound_at'),
  },
  (t) => [
    uniqueIndex('guardian_message_settings_guardian_uq').on(t.guardianId),
    uniqueIndex('guardian_message_settings_token_uq').on(t.optOutToken),
  ],
);

/**
 * Consent per guardian and channel: when and how it was given, and when it was withdrawn
 * (the opt-out link, or staff). No message is sent on a channel without a live consent.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: id(),
    ...timestamps(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id),
    channel: text('channel').notNull(),
    givenAt: at('given_at').notNull(),
    /** How it was given: form, phone, in-person, app … */
    method: text('method').notNull(),
    recordedBy: uuid('recorded_by'),
    withdrawnAt: at('withdrawn_at'),
    withdrawnVia: text('withdrawn_via'),
  },
  (t) => [uniqueIndex('guardian_consents_guardian_channel_uq').on(t.guardianId, t.channel)],
);

/** Every status a message went through (sending, the provider's webhooks). Append-only. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: id(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id),
    status: text('status').notNull(),
    detail: text('detail'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_events_outbox_idx').on(t.outboxId, t.createdAt)],
);

/**
 * The consent of someone who is not a guardian — a donor, an applicant — to messages about
 * their donation or application by WhatsApp and SMS (docs/messages.md, "Other recipients"):
 * a bare phone number, its language and country, when and how it was given (the public form's
 * checkbox), the channels still consented (the opt-out link removes one or all) and the
 * opt-out link's token. No message is written to such a recipient without a live row.
 */
export const contactConsents = pgTable(
  'contact_consents',
  {
    id: id(),
    ...timestamps(),
    /** `donor` (a benefactor) or `applicant` (a job application). */
    recipientKind: text('recipient_kind').notNull(),
    /** The benefactor's or the application's id. */
    recipientId: uuid('recipient_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    locale: text('locale').notNull(),
    countryId: uuid('country_id').references(() => countries.id),
    channels: jsonb('channels').$type<string[]>().notNull(),
    givenAt: at('given_at').notNull(),
    /** How it was given: `form` (the public form's checkbox) … */
    method: text('method').notNull(),
    /** Where: `giving-form`, `application-form`. */
    source: text('source').notNull(),
    withdrawnAt: at('withdrawn_at'),
    withdrawnVia: text('withdrawn_via'),
    optOutToken: text('opt_out_token').notNull(),
  },
  (t) => [
    uniqueIndex('contact_consents_recipient_uq').on(t.recipientKind, t.recipientId),
    uniqueIndex('contact_consents_token_uq').on(t.optOutToken),
  ],
);
