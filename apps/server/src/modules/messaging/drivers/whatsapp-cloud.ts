import { createHmac, timingSafeEqual } from 'node:crypto';
import { callProvider, header, jsonOf, pathValue } from './http.ts';
import {
  PermanentSendError,
  TransientSendError,
  type DeliveryUpdate,
  type InboundMessage,
  type MessageDriverImpl,
} from './types.ts';

/** Cloud API error codes worth a retry: rate limits and temporary service trouble. */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

/**
 * WhatsApp Business Cloud API by plain HTTPS (its Node SDK is no longer maintained): a message
 * is `POST /<version>/<phone number id>/messages` with the access token; outside the 24-hour
 * window only an approved template may be sent, so an event whose template has a WhatsApp
 * name goes as that template with its parameters, and otherwise as text — which the sender
 * allows only within 24 hours of the guardian's last message (read from the same webhook's
 * `messages`, `parseInbound`). Delivery reports are signed `X-Hub-Signature-256: sha256=<HMAC-SHA256(app secret, body)>`.
 */
export const whatsappCloudDriver: MessageDriverImpl = {
  name: 'whatsapp-cloud',

  async send(config, message) {
    const token = config.secrets['accessToken'];
    const phoneNumberId = config.settings['phoneNumberId'];
    if (!token || !phoneNumberId) throw new PermanentSendError('whatsapp-cloud: not configured');
    const base = (config.settings['baseUrl'] || 'https://graph.facebook.com').replace(/\/+$/, '');
    const version = config.settings['apiVersion'] || 'v21.0';
    const to = message.to.replace(/^\+/, '');
    const payload = message.template
      ? {
          messaging_product: 'whatsapp',
          to,
          type: 'template',
          template: {
            name: message.template.name,
            language: { code: message.template.language },
            components: message.template.params.length
              ? [
                  {
                    type: 'body',
                    parameters: message.template.params.map((t) => ({ type: 'text', text: t })),
                  },
                ]
              : [],
          },
        }
      : { messaging_product: 'whatsapp', to, type: 'text', text: { body: message.body } };
    const res = await callProvider(
      `${base}/${version}/${encodeURIComponent(phoneNumberId)}/messages`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      },
    );
    const answer = jsonOf(res.text);
    if (res.status >= 200 && res.status < 300) {
      const id = pathValue(answer, 'messages.0.id');
      return { providerId: typeof id === 'string' ? id : null };
    }
    const code = Number(pathValue(answer, 'error.code'));
    const detail = `HTTP ${res.status} ${String(pathValue(answer, 'error.message') ?? '')}`.trim();
    if (TRANSIENT_CODES.has(code)) throw new TransientSendError(detail);
    throw new PermanentSendError(detail.slice(0, 300));
  },

  verifyWebhook(config, request) {
    const secret = config.secrets['appSecret'];
    const given = header(request.headers, 'x-hub-signature-256');
    if (!secret || !given?.startsWith('sha256=')) return false;
    const expected = createHmac('sha256', secret).update(request.rawBody).digest();
    const got = Buffer.from(given.slice('sha256='.length), 'hex');
    return got.length === expected.length && timingSafeEqual(got, expected);
  },

  parseWebhook(request) {
    const body = jsonOf(request.rawBody.toString('utf8'));
    const out: DeliveryUpdate[] = [];
    const entries = pathValue(body, 'entry');
    for (const entry of Array.isArray(entries) ? entries : []) {
      const changes = pathValue(entry, 'changes');
      for (const change of Array.isArray(changes) ? changes : []) {
        const statuses = pathValue(change, 'value.statuses');
        for (const s of Array.isArray(statuses) ? statuses : []) {
          const id = pathValue(s, 'id');
          const status = pathValue(s, 'status');
          if (typeof id !== 'string') continue;
          if (
            status !== 'sent' &&
            status !== 'delivered' &&
            status !== 'read' &&
            status !== 'failed'
          )
            continue;
          const error = pathValue(s, 'errors.0.title');
          out.push({
            providerId: id,
            status,
            error: typeof error === 'string' ? error : undefined,
          });
        }
      }
    }
    return out;
  },

  parseInbound(request) {
    const body = jsonOf(request.rawBody.toString('utf8'));
    const out: InboundMessage[] = [];
    const entries = pathValue(body, 'entry');
    for (const entry of Array.isArray(entries) ? entries : []) {
      const changes = pathValue(entry, 'changes');
      for (const change of Array.isArray(changes) ? changes : []) {
        const messages = pathValue(change, 'value.messages');
        for (const m of Array.isArray(messages) ? messages : []) {
          const from = pathValue(m, 'from');
          const seconds = Number(pathValue(m, 'timestamp'));
          if (typeof from !== 'string' || !/^\d{6,15}$/.test(from)) continue;
          if (!Number.isFinite(seconds) || seconds <= 0) continue;
          out.push({ from, at: new Date(seconds * 1000).toISOString() });
        }
      }
    }
    return out;
  },
};
