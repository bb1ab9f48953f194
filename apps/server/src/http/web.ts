import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { notFound, renderError, requestDigits, requestLocale } from './errors.ts';

export const DEFAULT_WEB_DIST = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Serves the built web app on the same port as the API: real files (their build-time brotli or
 * gzip copy when the browser accepts it; hashed assets cached for a year), any other GET that is not under the API answered with
 * index.html so the client router takes over; unknown API paths answer a JSON 404.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<boolean> {
  const root = config.WEB_DIST ? resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies (apps/web/vite.config.ts), sent to a browser that
      // accepts them, with Vary: Accept-Encoding; the file itself to any other.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(root, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(config.API_BASE) || request.url.startsWith('/socket.io');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // send's own Cache-Control (max-age=0) would replace ours: index.html must be revalidated.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply
      .status(404)
      .send(
        renderError(
          notFound('errors.routeNotFound'),
          requestLocale(request),
          requestDigits(request),
        ),
      );
  });
  return hasWeb;
}
