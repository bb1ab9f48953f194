import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.ts';
import { RequestLogController } from '../../src/request-log.ts';
import { registerServerTiming, serverTimingHeader, timed } from '../../src/http/server-timing.ts';

/** What a person running `npm start` reads in the console. */
describe('the server log', () => {
  it('is readable lines at a terminal and JSON otherwise, unless LOG_PRETTY says', () => {
    const pretty = (o: ReturnType<typeof loggerOptions>) =>
      typeof o === 'object' && o !== null && 'transport' in o;
    const unset = { LOG_LEVEL: 'info' as const, LOG_PRETTY: undefined };
    expect(pretty(loggerOptions(unset, true))).toBe(true);
    expect(pretty(loggerOptions(unset, false))).toBe(false);
    expect(pretty(loggerOptions({ ...unset, LOG_PRETTY: false }, true))).toBe(false);
    expect(pretty(loggerOptions({ ...unset, LOG_PRETTY: true }, false))).toBe(true);
  });

  it('tells of a client that left before its answer only at debug', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    let seen: () => void = () => undefined;
    const logged = new Promise<void>((resolve) => (seen = resolve));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean)) {
          const line = JSON.parse(text) as { level: number; msg: string };
          lines.push(line);
          if (line.msg === 'stream closed prematurely') seen();
        }
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'debug', stream: sink },
      logController: new RequestLogController({}),
    });
    let headersSent: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (headersSent = resolve));
    // An answer that never ends: the client hangs up once the first bytes arrive.
    app.get('/slow', (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('first bytes');
      return reply.send(body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const req = httpRequest({ host: '127.0.0.1', port, path: '/slow' }, (res) => {
        res.once('data', () => {
          headersSent();
          req.destroy();
        });
      });
      req.on('error', () => undefined);
      req.end();
      await started;
      await logged;
      const line = lines.find((l) => l.msg === 'stream closed prematurely')!;
      expect(line.level).toBe(20); // debug: not shown at the default level (info, 30)
      expect(lines.filter((l) => l.level >= 30 && !l.msg.startsWith('Server listening'))).toEqual(
        [],
      );
    } finally {
      await app.close();
    }
  });
});

/** Where a request's time went, for the benches (SERVER_TIMING=on). */
describe('the Server-Timing header', () => {
  const appWith = async (enabled: boolean) => {
    const app = Fastify();
    registerServerTiming(app, enabled);
    app.get('/work', async () => {
      await timed('check', () => new Promise((r) => setTimeout(r, 5)));
      // Concurrent work keeps its own request's marks (async context, not a shared global).
      await Promise.all([timed('write', async () => 1), timed('write', async () => 2)]);
      return { ok: true };
    });
    return app;
  };

  it('names each measured part with its duration and count, and the total', async () => {
    const app = await appWith(true);
    const answers = await Promise.all([1, 2].map(() => app.inject({ url: '/work' })));
    for (const res of answers) {
      const parts = res.headers['server-timing'] as string;
      expect(parts).toMatch(/^check;dur=[\d.]+, write;dur=[\d.]+;desc="2x", total;dur=/);
      expect(Number(/check;dur=([\d.]+)/.exec(parts)![1])).toBeGreaterThan(0);
      expect(Number(/total;dur=([\d.]+)/.exec(parts)![1])).toBeGreaterThan(0);
    }
    expect(serverTimingHeader(new Map([['a', { ms: 1.236, count: 1 }]]))).toBe('a;dur=1.24');
  });

  it('is not sent when the server does not measure its parts', async () => {
    const res = await (await appWith(false)).inject({ url: '/work' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toBeUndefined();
  });
});
