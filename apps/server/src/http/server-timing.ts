import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The time spent in each named part of one request, in milliseconds, with how many times. */
type Marks = Map<string, { ms: number; count: number }>;

const current = new AsyncLocalStorage<Marks>();
const byRequest = new WeakMap<FastifyRequest, { marks: Marks; start: number }>();

/**
 * Runs `work` and adds its duration to the part `name` of the request it serves, when the
 * server measures its parts (`SERVER_TIMING=on`); otherwise only runs it. A part named
 * several times adds up. What the benches read to say where a request's time goes.
 */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const marks = current.getStore();
  if (!marks) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    const mark = marks.get(name) ?? { ms: 0, count: 0 };
    mark.ms += performance.now() - start;
    mark.count += 1;
    marks.set(name, mark);
  }
}

/** `name;dur=1.2;desc="2x"` per part, as the Server-Timing header of the answer writes them. */
export function serverTimingHeader(marks: Marks): string {
  return (
    [...marks]
      // A protocol value, not a figure shown to anyone: hundredths of a millisecond.
      .map(
        ([name, m]) =>
          `${name};dur=${String(Math.round(m.ms * 100) / 100)}${m.count > 1 ? `;desc="${m.count}x"` : ''}`,
      )
      .join(', ')
  );
}

/**
 * With `enabled`, every request carries its own marks and its answer says where its time went
 * in a `Server-Timing` header (the parts `timed` measured, and `total`). No CPU time: reading
 * the process's CPU usage twice a request cost more than some parts it would measure (a
 * profile of the bench, `node --cpu-prof`, says where Node's time goes). Off by default: the
 * header tells a client how long the server's parts take, which a public server need not say.
 */
export function registerServerTiming(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const marks: Marks = new Map();
    byRequest.set(request, { marks, start: performance.now() });
    current.run(marks, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const own = byRequest.get(request);
    if (own) {
      own.marks.set('total', { ms: performance.now() - own.start, count: 1 });
      reply.header('server-timing', serverTimingHeader(own.marks));
    }
    return payload;
  });
}
