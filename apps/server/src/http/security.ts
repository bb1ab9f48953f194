import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';

/**
 * Security basics for every response: headers with a content-security policy (connections to
 * this origin and to CONNECT_SRC only), a global
 * rate limit per client address (counted in Redis when the store has it, so that it holds
 * across the server processes; a Redis outage lets requests through rather than failing them,
 * the sign-in throttle being kept in the database), cookies signed with the persisted secret, and CORS only
 * when CORS_ORIGIN names the allowed origins (comma-separated).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  store?: SharedStore,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Plus the origins an administrator named (CONNECT_SRC): a realtime server elsewhere,
        // the visitor-country lookup of the phone input.
        connectSrc: ["'self'", 'ws:', 'wss:', ...config.CONNECT_SRC],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, { secret: config.secrets.cookieSecret });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    allowList: (req) => !req.url.startsWith(config.API_BASE),
    ...(store?.redis ? { redis: store.redis, nameSpace: 'qc:rate-limit:', skipOnError: true } : {}),
  });
  if (config.CORS_ORIGIN) {
    await app.register(cors, {
      origin: config.CORS_ORIGIN.split(',').map((o) => o.trim()),
      credentials: true,
    });
  }
}
