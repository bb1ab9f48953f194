import twilio from 'twilio';
import { header } from './http.ts';
import {
  decimalToMicros,
  PermanentSendError,
  TransientSendError,
  type DeliveryUpdate,
  type MessageDriverImpl,
} from './types.ts';

/**
 * Twilio SMS through its npm package (`twilio`: the provider's maintained client; it brings its
 * own HTTP client, retries nothing by itself here, and `validateRequest` checks the webhook's
 * `X-Twilio-Signature`, HMAC-SHA1 of the full URL and the sorted form fields, with the auth
 * token). `baseUrl` (a test server, a proxy) replaces `https://api.twilio.com`.
 */
function clientOf(settings: Record<string, string>, secrets: Record<string, string>) {
  const sid = settings['accountSid'];
  const token = secrets['authToken'];
  if (!sid || !token) throw new PermanentSendError('twilio: not configured');
  const client = twilio(sid, token, { timeout: 15_000 });
  if (settings['baseUrl']) client.api.baseUrl = settings['baseUrl'].replace(/\/+$/, '');
  return client;
}

function formOf(raw: Buffer): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
}

const STATUS: Record<string, DeliveryUpdate['status']> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

export const twilioDriver: MessageDriverImpl = {
  name: 'twilio',

  async send(config, message) {
    const client = clientOf(config.settings, config.secrets);
    try {
      const sent = await client.messages.create({
        to: message.to,
        from: config.settings['from'] ?? '',
        body: message.body,
        ...(message.statusCallback ? { statusCallback: message.statusCallback } : {}),
      });
      return {
        providerId: sent.sid,
        costMicros: decimalToMicros(sent.price),
        costCurrency: sent.priceUnit ?? undefined,
      };
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      const detail = error instanceof Error ? error.message.slice(0, 300) : 'twilio: failed';
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429)
        throw new PermanentSendError(`HTTP ${status} ${detail}`);
      throw new TransientSendError(detail);
    }
  },

  verifyWebhook(config, request) {
    const token = config.secrets['authToken'];
    const signature = header(request.headers, 'x-twilio-signature');
    if (!token || !signature) return false;
    return twilio.validateRequest(token, signature, request.url, formOf(request.rawBody));
  },

  parseWebhook(request) {
    const form = formOf(request.rawBody);
    const sid = form['MessageSid'] ?? form['SmsSid'];
    const status = STATUS[form['MessageStatus'] ?? form['SmsStatus'] ?? ''];
    if (!sid || !status) return [];
    return [
      {
        providerId: sid,
        status,
        error: form['ErrorCode'] ? `Twilio ${form['ErrorCode']}` : undefined,
        costMicros: decimalToMicros(form['Price']),
        costCurrency: form['PriceUnit'],
      },
    ];
  },
};
