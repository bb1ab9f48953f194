import type { MessageDriver } from '@qc/domain';

/** A configured provider as a driver sees it: its settings and its opened credentials. */
export interface DriverConfig {
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

export interface OutgoingMessage {
  /** A phone number in international form (+9715…), or an e-mail address. */
  to: string;
  body: string;
  locale: string;
  /** WhatsApp: the provider's approved template and its parameters' values, in order. */
  template?: { name: string; language: string; params: string[] } | undefined;
  /** Where the provider posts delivery reports (absent without PUBLIC_URL). */
  statusCallback?: string | undefined;
}

export interface SendResult {
  providerId: string | null;
  /** What the provider charged, in millionths of the currency, when it says. */
  costMicros?: number | undefined;
  costCurrency?: string | undefined;
}

/** A delivery report's news about one message. */
export interface DeliveryUpdate {
  providerId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error?: string | undefined;
  costMicros?: number | undefined;
  costCurrency?: string | undefined;
}

/** A webhook request as received: what a signature is computed over. */
export interface WebhookRequest {
  /** The full URL the provider called (Twilio signs it). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** Worth trying again later: the network, a timeout, 429, 5xx. */
export class TransientSendError extends Error {}
/** No retry will cure it: a bad number, no opt-in, a refused template, bad credentials. */
export class PermanentSendError extends Error {}

/**
 * One provider behind the one interface (docs/messages.md, "Adding a driver"): it sends, it
 * checks a delivery report's signature (false for a forged or unsigned one), it reads the
 * report.
 */
export interface MessageDriverImpl {
  name: MessageDriver;
  send(config: DriverConfig, message: OutgoingMessage): Promise<SendResult>;
  verifyWebhook(config: DriverConfig, request: WebhookRequest): boolean;
  parseWebhook(request: WebhookRequest): DeliveryUpdate[];
  /**
   * The messages the guardians wrote, in the same webhook (WhatsApp: they open its 24-hour
   * window for free-form text): the sender's number in digits and when, ISO.
   */
  parseInbound?(request: WebhookRequest): InboundMessage[];
}

/** A message a guardian sent to the organisation's number. */
export interface InboundMessage {
  /** The sender's number, digits only, with its country code (905551112233). */
  from: string;
  at: string;
}

/** Money as the providers write it ("-0.0075") in millionths, never through a float sum. */
export function decimalToMicros(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const m = /^-?(\d+)(?:\.(\d{1,6})\d*)?$/.exec(String(value).trim());
  if (!m) return undefined;
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
}
