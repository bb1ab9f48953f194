import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/errors.ts';
import { installRouteGuardCheck, type RegisteredRoute } from './http/route-guard.ts';
import { registerSecurity } from './http/security.ts';
import { installTextInputCheck } from './http/text-input.ts';
import { registerWeb } from './http/web.ts';
import { moduleRoutes } from './modules/index.ts';
import { noRealtime } from './realtime/events.ts';
import { installRealtime } from './realtime/realtime-server.ts';
import { requestLogController } from './request-log.ts';
import { registerServerTiming } from './http/server-timing.ts';
import { openSharedStore } from './shared-store/shared-store.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The server's logger: readable lines (pino-pretty) for a person at a terminal, one JSON object
 * per line when the output goes to a file or a log collector; `LOG_PRETTY` decides either way.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_PRETTY'>,
  stdoutIsTerminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...((config.LOG_PRETTY ?? stdoutIsTerminal)
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * TRUST_PROXY as Fastify takes it: off, a list of proxy addresses, or a hop count (the nearest
 * `hops` addresses of the chain are proxies; only for a server no client can reach directly).
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * Builds the whole HTTP application in layers: security plugins, compression, the error
 * handler and the route-guard check, then every module's routes, then the web app and the
 * not-found handler.
 */
export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (off by
    // default): otherwise any client could claim any address and so pass the rate limits.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    logController: requestLogController(config),
  });
  const routes: RegisteredRoute[] = [];
  // The rate limit's counters and short-lived shared values: in Redis with REDIS_URL, so that
  // several processes count together; otherwise in this process.
  const store = openSharedStore(config, app.log);
  app.addHook('onClose', () => store.close());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    routes,
    events: noRealtime,
    store,
  };

  registerErrorHandler(app);
  registerServerTiming(app, config.SERVER_TIMING === 'on');
  installRouteGuardCheck(app, config.API_BASE, routes);
  installTextInputCheck(app);
  await registerSecurity(app, config, store);
  await registerCompression(app);
  ctx.events = (await installRealtime(app, ctx, { redisUrl: config.REDIS_URL })).events;
  for (const register of moduleRoutes) await register(app, ctx);
  await registerWeb(app, config);
  return { app, ctx };
}
