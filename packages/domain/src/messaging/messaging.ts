import type { LocaleCode } from '../locales.ts';

/**
 * Messages to guardians (docs/messages.md): one outbox for e-mail, SMS and WhatsApp, sent by a
 * background job through the driver an administrator configured for the guardian's country.
 */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The channels configured per country (e-mail goes through the server's SMTP settings). */
export const CONFIGURABLE_CHANNELS = ['whatsapp', 'sms'] as const;
export type ConfigurableChannel = (typeof CONFIGURABLE_CHANNELS)[number];

/** Drivers per channel. */
export const CHANNEL_DRIVERS = {
  whatsapp: ['whatsapp-cloud'],
  sms: ['twilio', 'http-sms'],
} as const satisfies Record<ConfigurableChannel, readonly string[]>;
export const MESSAGE_DRIVERS = ['whatsapp-cloud', 'twilio', 'http-sms'] as const;
export type MessageDriver = (typeof MESSAGE_DRIVERS)[number];

/**
 * What each driver needs: settings (shown again) and secrets (write-only, kept encrypted).
 * `baseUrl` points the driver at another host (a regional endpoint, a test server).
 */
export const DRIVER_FIELDS: Record<
  MessageDriver,
  { settings: readonly string[]; required: readonly string[]; secrets: readonly string[] }
> = {
  'whatsapp-cloud': {
    settings: ['phoneNumberId', 'baseUrl', 'apiVersion'],
    required: ['phoneNumberId'],
    secrets: ['accessToken', 'appSecret'],
  },
  twilio: {
    settings: ['accountSid', 'from', 'baseUrl'],
    required: ['accountSid', 'from'],
    secrets: ['authToken'],
  },
  'http-sms': {
    settings: ['url', 'method', 'contentType', 'bodyTemplate', 'successRule', 'idPath'],
    required: ['url', 'method', 'bodyTemplate', 'successRule'],
    secrets: ['apiKey', 'webhookSecret'],
  },
};

/** Where a message is: its one outbox row's status. */
export const MESSAGE_STATUSES = [
  'queued',
  'held',
  'sent',
  'delivered',
  'read',
  'failed',
  'kept',
  'skipped',
  /** Waiting for the guardian's daily digest (docs/messages.md, "The daily digest"). */
  'digest',
  /** Sent inside a daily digest (the digest is its own message). */
  'combined',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The failure-rate alert (docs/messages.md): over a country's channel's last `window` messages
 * with an outcome (sent, delivered, read or failed), at least `minimum` of them, a share of
 * failures at or over `rate` tells the administrators once, until it falls under again.
 */
export const FAILURE_ALERT = { window: 20, minimum: 10, rate: 0.5 } as const;

/** Is this share of failures an alert? */
export function failureAlert(total: number, failed: number): boolean {
  return total >= FAILURE_ALERT.minimum && failed / total >= FAILURE_ALERT.rate;
}

const COMMON = ['guardianName', 'centreName', 'optOutLink'] as const;

/** Every event that writes to guardians, with the variables its templates may use. */
export const MESSAGE_EVENTS = {
  'student-absent': [...COMMON, 'studentName', 'date', 'ringName'],
  'student-late': [...COMMON, 'studentName', 'count', 'month'],
  'test-scheduled': [...COMMON, 'studentName', 'testName', 'date'],
  'test-result': [...COMMON, 'studentName', 'testName', 'grade'],
  'certificate-ready': [...COMMON, 'studentName', 'testName', 'verifyLink'],
  'report-card-ready': [...COMMON, 'studentName', 'term', 'link'],
  'payment-due': [...COMMON, 'studentName', 'amount', 'dueDate'],
  'donation-receipt': [...COMMON, 'amount', 'receiptNumber'],
  'competition-result': [...COMMON, 'studentName', 'competitionName', 'rank'],
  'application-status': [...COMMON, 'postingTitle', 'status'],
  /** One message a day for a guardian who chose the digest: the day's messages as `items`. */
  'daily-digest': [...COMMON, 'items'],
} as const satisfies Record<string, readonly string[]>;
export type MessageEvent = keyof typeof MESSAGE_EVENTS;
export const MESSAGE_EVENT_NAMES = Object.keys(MESSAGE_EVENTS) as [MessageEvent, ...MessageEvent[]];

export function isMessageEvent(value: string): value is MessageEvent {
  return value in MESSAGE_EVENTS;
}

/** The variables a template body uses (`{{name}}`), in order of appearance, once each. */
export function templateVariables(body: string): string[] {
  const found: string[] = [];
  for (const m of body.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g))
    if (!found.includes(m[1]!)) found.push(m[1]!);
  return found;
}

/** The variables of a body its event does not know (empty: the template may be saved). */
export function unknownVariables(event: MessageEvent, body: string): string[] {
  const known: readonly string[] = MESSAGE_EVENTS[event];
  return templateVariables(body).filter((v) => !known.includes(v));
}

/** A body with its variables filled; the opt-out link is added when the body has none. */
export function renderTemplate(body: string, values: Record<string, string>): string {
  const text = body.replace(/\{\{\s*(\w+)\s*\}\}/g, (_w, name: string) => values[name] ?? '');
  if (values['optOutLink'] && !templateVariables(body).includes('optOutLink'))
    return `${text}\n${values['optOutLink']}`;
  return text;
}

/** The built-in texts, used until an administrator saves their own. */
export const DEFAULT_TEMPLATES: Record<MessageEvent, Record<LocaleCode, string>> = {
  'student-absent': {
    ar: 'السلام عليكم {{guardianName}}، تغيّب {{studentName}} عن حلقة {{ringName}} يوم {{date}}. للإيقاف: {{optOutLink}}',
    en: 'Peace be upon you {{guardianName}}, {{studentName}} was absent from the {{ringName}} ring on {{date}}. To stop: {{optOutLink}}',
    fr: 'Salam {{guardianName}}, {{studentName}} était absent(e) du cercle {{ringName}} le {{date}}. Pour arrêter : {{optOutLink}}',
  },
  'student-late': {
    ar: 'السلام عليكم {{guardianName}}، تأخر {{studentName}} {{count}} مرات في {{month}}.',
    en: 'Peace be upon you {{guardianName}}, {{studentName}} was late {{count}} times in {{month}}.',
    fr: 'Salam {{guardianName}}, {{studentName}} a été en retard {{count}} fois en {{month}}.',
  },
  'test-scheduled': {
    ar: 'حُدد اختبار {{testName}} لـ{{studentName}} يوم {{date}}.',
    en: '{{studentName}}’s {{testName}} test is set for {{date}}.',
    fr: 'Le test {{testName}} de {{studentName}} est fixé au {{date}}.',
  },
  'test-result': {
    ar: 'نتيجة اختبار {{testName}} لـ{{studentName}}: {{grade}}.',
    en: '{{studentName}}’s {{testName}} test result: {{grade}}.',
    fr: 'Résultat du test {{testName}} de {{studentName}} : {{grade}}.',
  },
  'certificate-ready': {
    ar: 'شهادة {{studentName}} في {{testName}} جاهزة، ويمكن التحقق منها: {{verifyLink}}',
    en: '{{studentName}}’s {{testName}} certificate is ready; check it here: {{verifyLink}}',
    fr: 'Le certificat {{testName}} de {{studentName}} est prêt ; vérifiez-le ici : {{verifyLink}}',
  },
  'report-card-ready': {
    ar: 'كشف درجات {{studentName}} لـ{{term}} جاهز: {{link}}',
    en: '{{studentName}}’s report card for {{term}} is ready: {{link}}',
    fr: 'Le bulletin de {{studentName}} pour {{term}} est prêt : {{link}}',
  },
  'payment-due': {
    ar: 'تذكير: مبلغ {{amount}} مستحق عن {{studentName}} بتاريخ {{dueDate}}.',
    en: 'Reminder: {{amount}} is due for {{studentName}} on {{dueDate}}.',
    fr: 'Rappel : {{amount}} est dû pour {{studentName}} le {{dueDate}}.',
  },
  'donation-receipt': {
    ar: 'جزاكم الله خيرًا، وصلنا تبرعكم {{amount}} (إيصال {{receiptNumber}}).',
    en: 'Thank you: we received your donation of {{amount}} (receipt {{receiptNumber}}).',
    fr: 'Merci : nous avons reçu votre don de {{amount}} (reçu {{receiptNumber}}).',
  },
  'competition-result': {
    ar: 'نتيجة {{studentName}} في {{competitionName}}: {{rank}}.',
    en: '{{studentName}}’s result in {{competitionName}}: {{rank}}.',
    fr: 'Résultat de {{studentName}} à {{competitionName}} : {{rank}}.',
  },
  'application-status': {
    ar: 'حالة طلبك لوظيفة {{postingTitle}}: {{status}}.',
    en: 'Your application for {{postingTitle}}: {{status}}.',
    fr: 'Votre candidature pour {{postingTitle}} : {{status}}.',
  },
  'daily-digest': {
    ar: 'السلام عليكم {{guardianName}}، رسائل اليوم:\n{{items}}',
    en: 'Peace be upon you {{guardianName}}, today’s messages:\n{{items}}',
    fr: 'Salam {{guardianName}}, les messages du jour :\n{{items}}',
  },
};

/** The hour (0–23) and date of an instant in a time zone. */
export function localClock(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const num = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: num('hour'), minute: num('minute') };
}

/** Is `hour` inside quiet hours from `from` to `to` (which may wrap past midnight)? */
export function inQuietHours(hour: number, from: number, to: number): boolean {
  if (from === to) return false;
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/**
 * When a message may go: `at` itself outside quiet hours, otherwise the next `to` o'clock in
 * the country's time zone (the morning), found by stepping whole minutes to stay exact across
 * daylight-saving changes.
 */
export function releaseTime(at: Date, timeZone: string, from: number, to: number): Date {
  const { hour, minute } = localClock(at, timeZone);
  if (!inQuietHours(hour, from, to)) return at;
  const hoursLeft = (to - hour + 24) % 24;
  const guess = new Date(at.getTime() + (hoursLeft * 60 - minute) * 60_000);
  guess.setUTCSeconds(0, 0);
  // A daylight-saving change inside the night moves the local hour by one: correct it.
  const check = localClock(guess, timeZone).hour;
  const diff = ((to - check + 36) % 24) - 12;
  if (diff !== 0) guess.setTime(guess.getTime() + diff * 3_600_000);
  return guess;
}
