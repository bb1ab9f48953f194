import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { installRouteDocs } from '../../http/route-docs.ts';

/** The Swagger UI files served from the swagger-ui package (nothing from the internet). */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const page = (base: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Quran Centres API</title>
<link rel="stylesheet" href="${base}/docs/static/swagger-ui.css">
<link rel="icon" type="image/png" href="${base}/docs/static/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div>
<script src="${base}/docs/static/swagger-ui-bundle.js"></script>
<script src="${base}/docs/static/swagger-ui-standalone-preset.js"></script>
<script src="${base}/docs/init.js"></script></body></html>`;

const init = (base: string) => `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${base}/docs/json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
    persistAuthorization: false,
  });
});`;

/**
 * OpenAPI description of the API at /api/docs (Swagger UI) and /api/docs/json. Registered
 * before every module so that @fastify/swagger sees all routes. Outside production the docs
 * are public (they describe endpoints, never data); in production only a signed-in caller may
 * read the JSON description and the interactive page is not served.
 */
export async function apiDocsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  // Before swagger's own hook: the hand-written routes' schemas from their contracts.
  installRouteDocs(app, base);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Quran Centres API',
        version: '1',
        description:
          'Every route of the server. Resource routes (one tag per resource) are generated from the resource definitions. Errors: `{ error: { code, message, fields? } }`, messages in the language of `X-Language` or `Accept-Language`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => {
      const s = { ...((schema ?? {}) as Record<string, unknown>) };
      // Hand-written routes without tags are grouped by their first path segment.
      if (!s.tags) s.tags = [url.slice(base.length + 1).split('/')[0] || 'api'];
      const body = s.body as Record<string, unknown> | undefined;
      if (body && '$schema' in body) {
        const { $schema: _ignored, ...rest } = body;
        s.body = rest;
      }
      return { schema: s, url };
    },
  });

  const production = ctx.config.isProduction;
  app.get(
    `${base}/docs/json`,
    { config: production ? { signedIn: true } : { public: true }, schema: { hide: true } },
    async () => app.swagger(),
  );
  if (production) return;

  const staticDir = join(
    dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  );
  app.get(
    `${base}/docs`,
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply.header('content-type', 'text/html; charset=utf-8').send(page(base)),
  );
  app.get(
    `${base}/docs/init.js`,
    { config: { public: true }, schema: { hide: true } },
    async (_r, reply) =>
      reply.header('content-type', 'application/javascript; charset=utf-8').send(init(base)),
  );
  app.get<{ Params: { file: string } }>(
    `${base}/docs/static/:file`,
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const type = UI_FILES[request.params.file];
      if (!type) throw notFound();
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=86400')
        .send(await readFile(join(staticDir, request.params.file)));
    },
  );
}
