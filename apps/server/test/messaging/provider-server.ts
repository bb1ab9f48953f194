import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = { status: number; body: unknown };

/**
 * A local HTTP server standing in for the providers, speaking their documented formats:
 * WhatsApp Cloud API (`POST /<version>/<phone id>/messages` → `{ messages: [{ id }] }`), Twilio
 * (`POST /2010-04-01/Accounts/<sid>/Messages.json`, form fields → `{ sid, status, price,
 * price_unit }`) and a generic SMS gateway (`POST /sms`). The real HTTP clients of the drivers
 * (fetch, the twilio package) talk to it; a test queues special answers (a 500, a refusal).
 */
export class ProviderServer {
  readonly received: Received[] = [];
  private readonly queued = new Map<string, Answer[]>();
  private server: Server | null = null;
  private n = 0;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = (req.url ?? '').split('?')[0]!;
        this.received.push({ method: req.method ?? '', path, headers: req.headers, body });
        const kind = this.kindOf(path);
        const answer = this.queued.get(kind)?.shift() ?? this.normal(kind);
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The next answer of one provider ('whatsapp', 'twilio', 'sms'). */
  answerNext(kind: 'whatsapp' | 'twilio' | 'sms', status: number, body: unknown): void {
    const list = this.queued.get(kind) ?? [];
    list.push({ status, body });
    this.queued.set(kind, list);
  }

  of(kind: 'whatsapp' | 'twilio' | 'sms'): Received[] {
    return this.received.filter((r) => this.kindOf(r.path) === kind);
  }

  private kindOf(path: string): string {
    if (path.endsWith('/messages')) return 'whatsapp';
    if (path.endsWith('/Messages.json')) return 'twilio';
    return 'sms';
  }

  private normal(kind: string): Answer {
    this.n++;
    if (kind === 'whatsapp')
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: '1', wa_id: '1' }],
          messages: [{ id: `wamid.TEST${this.n}` }],
        },
      };
    if (kind === 'twilio')
      return {
        status: 201,
        body: {
          sid: `SM${String(this.n).padStart(32, '0')}`,
          status: 'queued',
          price: '-0.0075',
          price_unit: 'USD',
        },
      };
    return { status: 200, body: { ok: true, result: { id: `gw-${this.n}` } } };
  }
}
