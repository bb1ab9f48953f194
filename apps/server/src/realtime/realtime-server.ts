import { pickLocale, REALTIME_EVENTS, translate, type LocaleCode } from '@qc/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type DefaultEventsMap, type ExtendedError, type Socket } from 'socket.io';
import type { AppContext } from '../app-context.ts';
import type { RealtimeEvents } from './events.ts';
import { EVERYONE_ROOM, roomsForGrants, userRoom } from './rooms.ts';
import { createSocketEvents } from './socket-events.ts';
import { identifySocket, loadSocketIdentity } from './socket-identity.ts';

export interface RealtimeOptions {
  /** Joins the server processes that share this Redis (the socket.io Redis adapter). */
  redisUrl?: string | undefined;
  /** Prefix of the Redis channels, so that several deployments can share one Redis. */
  channel?: string;
  /**
   * How often every socket's session and grants are read again (ms): a revoked session or a
   * disabled user loses its socket, a changed role its rooms. 0 turns the timer off.
   */
  recheckMs?: number;
}

export interface Realtime {
  io: AppServer;
  events: RealtimeEvents;
  /** Resolves when the Redis adapter (if any) is connected and subscribed. */
  ready(): Promise<void>;
  /** Re-reads every local socket's session and grants now (the timer calls this too). */
  recheck(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** What the server keeps on each socket. */
export interface SocketData {
  userId: string;
  sessionId: string;
  rooms: string[];
}

export type AppServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

const DEFAULT_RECHECK_MS = 2 * 60_000;

/**
 * The Redis adapter does not wait for the promises of its publish and subscribe calls; a
 * failed one (Redis away) would be an unhandled rejection, which ends a Node process. These
 * calls get a handler that reports the failure instead.
 */
function guardCommands(client: Redis, onError: (err: unknown) => void): Redis {
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['publish', 'psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe']) {
    const original = target[name]!.bind(client);
    target[name] = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) result.catch(onError);
      return result;
    };
  }
  return client;
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (Array.isArray(value) && typeof value[0] === 'string' && value[0] !== '') return value[0];
  return null;
}

/** The access token of a handshake: `auth.token`, else the `token` query parameter. */
function handshakeToken(socket: AppSocket): string | null {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  return firstString(auth?.token) ?? firstString(socket.handshake.query.token);
}

/** The language of a handshake's error: explicit (auth, query, X-Language), else the browser's. */
function handshakeLocale(socket: AppSocket): LocaleCode {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const explicit =
    firstString(auth?.locale) ??
    firstString(socket.handshake.query.lang) ??
    firstString(socket.handshake.headers['x-language']);
  return pickLocale(explicit ?? firstString(socket.handshake.headers['accept-language']));
}

function refused(locale: LocaleCode): ExtendedError {
  const code = 'realtime.unauthorized';
  const error: ExtendedError = new Error(translate(locale, code));
  error.data = { code, message: error.message };
  return error;
}

/**
 * Socket.io on the application's own HTTP server at `/socket.io`. A socket authenticates with
 * its access token (`auth.token` or the `token` query parameter) and joins its user's room and
 * the rooms of its grants (see rooms.ts). With a Redis URL, the Redis adapter carries every
 * broadcast to the sockets of the other processes. Closed with the application.
 */
export async function installRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  options: RealtimeOptions = {},
): Promise<Realtime> {
  const { config, db } = ctx;
  const origins = config.CORS_ORIGIN?.split(',').map((o) => o.trim());
  const io: AppServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    ...(origins ? { cors: { origin: origins, credentials: true } } : {}),
  });

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (options.redisUrl) {
    let lastLogged = 0;
    const onError = (err: unknown) => {
      // ioredis retries for ever; say so once in a while rather than on every attempt.
      if (Date.now() - lastLogged > 30_000) {
        lastLogged = Date.now();
        app.log.warn({ err }, 'realtime: Redis is not reachable, retrying');
      }
    };
    // Publishing fails fast while Redis is away (live events are dropped, not queued up);
    // subscribing waits for it, so the subscriptions exist once it is back.
    const pub = guardCommands(new Redis(options.redisUrl, { maxRetriesPerRequest: 3 }), onError);
    const sub = guardCommands(pub.duplicate({ maxRetriesPerRequest: null }), onError);
    pub.on('error', onError);
    sub.on('error', onError);
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub, { key: options.channel ?? 'qc-realtime' }));
  }

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    identifySocket(db, config.secrets.jwtSecret, token).then(
      (identity) => {
        if (!identity) return next(refused(handshakeLocale(socket)));
        socket.data = {
          userId: identity.userId,
          sessionId: identity.sessionId,
          rooms: [userRoom(identity.userId), EVERYONE_ROOM, ...roomsForGrants(identity.grants)],
        };
        next();
      },
      (err: unknown) => {
        app.log.error({ err }, 'realtime: handshake failed');
        next(refused(handshakeLocale(socket)));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join(socket.data.rooms);
  });

  /** Re-reads the sessions of this process's sockets (one read per session). */
  async function recheck(): Promise<void> {
    const bySession = new Map<string, AppSocket[]>();
    for (const socket of io.of('/').sockets.values()) {
      const key = `${socket.data.userId}/${socket.data.sessionId}`;
      bySession.set(key, [...(bySession.get(key) ?? []), socket]);
    }
    for (const sockets of bySession.values()) {
      const { userId, sessionId } = sockets[0]!.data;
      const identity = await loadSocketIdentity(db, userId, sessionId);
      for (const socket of sockets) {
        if (!identity) {
          socket.emit(REALTIME_EVENTS.sessionEnded);
          socket.disconnect(true);
          continue;
        }
        const wanted = [userRoom(userId), EVERYONE_ROOM, ...roomsForGrants(identity.grants)];
        for (const room of socket.data.rooms) if (!wanted.includes(room)) void socket.leave(room);
        void socket.join(wanted);
        socket.data.rooms = wanted;
      }
    }
  }

  const recheckMs = options.recheckMs ?? DEFAULT_RECHECK_MS;
  let running: Promise<void> | undefined;
  const timer =
    recheckMs > 0
      ? setInterval(() => {
          if (running) return;
          running = recheck()
            .catch((err: unknown) => app.log.warn({ err }, 'realtime: re-check failed'))
            .finally(() => {
              running = undefined;
            });
        }, recheckMs)
      : undefined;
  timer?.unref();

  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    // Sockets first: an upgraded connection would otherwise keep the HTTP server open.
    io.local.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
  });
  app.addHook('onClose', async () => {
    if (!redis) return;
    // A graceful QUIT when connected; otherwise stop reconnecting at once.
    const end = async (client: Redis) =>
      client.status === 'ready' ? void (await client.quit()) : client.disconnect();
    await Promise.allSettled([end(redis.pub), end(redis.sub)]);
  });

  const realtime: Realtime = {
    io,
    events: createSocketEvents(io, db, app.log),
    async ready() {
      if (!redis) return;
      const { pub, sub } = redis;
      // Fails after a few attempts when Redis is not there.
      await pub.ping();
      // Commands run in order on a connection: once PING answers, the adapter's
      // subscriptions (sent when it was created) are in place.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        sub.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis subscriptions not ready')), 10_000);
        }),
      ]).finally(() => clearTimeout(timer));
    },
    recheck,
  };
  app.decorate('realtime', realtime);
  return realtime;
}
