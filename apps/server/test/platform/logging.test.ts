import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.ts';
import { RequestLogController } from '../../src/request-log.ts';

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
