import { createHmac, timingSafeEqual } from 'node:crypto';
import { callProvider, header, jsonOf, pathValue } from './http.ts';
import {
  PermanentSendError,
  type DeliveryUpdate,
  type MessageDriverImpl,
  type OutgoingMessage,
} from './types.ts';

/**
 * Any SMS gateway with an HTTP API (the regional ones): the administrator gives the URL, the
 * method, a body template with `{{to}}`, `{{body}}`, `{{from}}` and `{{apiKey}}` (each value
 * escaped for where it lands: JSON, a form or the URL), the success rule (`status:2xx`,
 * `status:200`, or `body:<text>` the answer must contain) and where the message id is in a JSON
 * answer (`idPath`). Delivery reports: JSON `{ "id": "…", "status": "delivered" }` signed
 * `X-Signature: <hex HMAC-SHA256(webhookSecret, body)>`.
 */
export function fillTemplate(
  template: string,
  values: Record<string, string>,
  escape: (v: string) => string,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_w, name: string) => escape(values[name] ?? ''));
}

const jsonEscape = (v: string) => JSON.stringify(v).slice(1, -1);

export function successRuleValid(rule: string): boolean {
  return /^status:(2xx|\d{3})$/.test(rule) || /^body:.+$/.test(rule);
}

function succeeded(rule: string, status: number, text: string): boolean {
  if (rule === 'status:2xx') return status >= 200 && status < 300;
  if (rule.startsWith('status:')) return status === Number(rule.slice('status:'.length));
  if (rule.startsWith('body:')) return status < 400 && text.includes(rule.slice('body:'.length));
  return false;
}

export const httpSmsDriver: MessageDriverImpl = {
  name: 'http-sms',

  async send(config, message: OutgoingMessage) {
    const s = config.settings;
    const values = {
      to: message.to,
      body: message.body,
      from: s['from'] ?? '',
      apiKey: config.secrets['apiKey'] ?? '',
    };
    const url = fillTemplate(s['url'] ?? '', values, encodeURIComponent);
    const method = (s['method'] || 'POST').toUpperCase();
    const contentType = s['contentType'] || 'application/json';
    const escape = contentType.includes('json') ? jsonEscape : encodeURIComponent;
    const res = await callProvider(url, {
      method,
      ...(method === 'GET'
        ? {}
        : {
            headers: { 'content-type': contentType },
            body: fillTemplate(s['bodyTemplate'] ?? '', values, escape),
          }),
    });
    if (!succeeded(s['successRule'] || 'status:2xx', res.status, res.text))
      throw new PermanentSendError(`HTTP ${res.status}: ${res.text.slice(0, 200)}`);
    const id = s['idPath'] ? pathValue(jsonOf(res.text), s['idPath']) : undefined;
    return { providerId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
  },

  verifyWebhook(config, request) {
    const secret = config.secrets['webhookSecret'];
    const given = header(request.headers, 'x-signature');
    if (!secret || !given || !/^[0-9a-f]+$/i.test(given)) return false;
    const expected = createHmac('sha256', secret).update(request.rawBody).digest();
    const got = Buffer.from(given, 'hex');
    return got.length === expected.length && timingSafeEqual(got, expected);
  },

  parseWebhook(request) {
    const body = jsonOf(request.rawBody.toString('utf8'));
    const items = Array.isArray(body) ? body : [body];
    const out: DeliveryUpdate[] = [];
    for (const item of items) {
      const id = pathValue(item, 'id');
      const status = pathValue(item, 'status');
      if ((typeof id !== 'string' && typeof id !== 'number') || typeof status !== 'string')
        continue;
      if (status !== 'sent' && status !== 'delivered' && status !== 'read' && status !== 'failed')
        continue;
      out.push({ providerId: String(id), status });
    }
    return out;
  },
};
