import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * State that every server process must see alike and that is not a record of the database:
 * the rate limit's counters and short-lived values such as an import's progress. With
 * `REDIS_URL` it lives in Redis, so that several processes behind one proxy count and read the
 * same values; without it, in this process, which is right for the single process that runs
 * without Redis (docs/deployment.md lists what each process keeps to itself, and why that is
 * safe).
 */
export interface SharedStore {
  kind: 'memory' | 'redis';
  /** The Redis connection for the rate-limit plugin's store; absent: counted in this process. */
  redis?: Redis;
  /** Keeps `value` under `key` for `ttlSeconds`. */
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** The value under `key`, or null when it was never put or has expired. */
  get(key: string): Promise<string | null>;
  close(): Promise<void>;
}

/** Prefix of every key, so that several deployments can share one Redis. */
export const STORE_PREFIX = 'qc:';

/** A store in this process: a map whose entries expire (swept lazily, bounded in size). */
export function memoryStore(maxEntries = 10_000, clock: () => number = Date.now): SharedStore {
  const entries = new Map<string, { value: string; until: number }>();
  return {
    kind: 'memory',
    async put(key, value, ttlSeconds) {
      const now = clock();
      if (entries.size >= maxEntries) {
        for (const [k, e] of entries) if (e.until <= now) entries.delete(k);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      }
      entries.delete(key);
      entries.set(key, { value, until: now + ttlSeconds * 1000 });
    },
    async get(key) {
      const e = entries.get(key);
      if (!e) return null;
      if (e.until <= clock()) {
        entries.delete(key);
        return null;
      }
      return e.value;
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * A store in Redis. Commands fail fast while Redis is away (one retry, a short connect
 * timeout) rather than holding requests: the rate limit then lets requests through
 * (`skipOnError`), and a progress bar shows nothing until Redis is back.
 */
export function redisStore(url: string, log: FastifyBaseLogger): SharedStore {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
  });
  let lastLogged = 0;
  redis.on('error', (err: unknown) => {
    // ioredis retries for ever; say so once in a while rather than on every attempt.
    if (Date.now() - lastLogged > 30_000) {
      lastLogged = Date.now();
      log.warn({ err }, 'shared store: Redis is not reachable, retrying');
    }
  });
  return {
    kind: 'redis',
    redis,
    async put(key, value, ttlSeconds) {
      await redis.set(STORE_PREFIX + key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    async get(key) {
      return redis.get(STORE_PREFIX + key);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

/** The store of this configuration: Redis with `REDIS_URL`, else this process's memory. */
export function openSharedStore(
  config: { REDIS_URL?: string | undefined },
  log: FastifyBaseLogger,
): SharedStore {
  return config.REDIS_URL ? redisStore(config.REDIS_URL, log) : memoryStore();
}
