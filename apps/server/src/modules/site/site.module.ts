import {
  createFormat,
  isLocaleCode,
  LOCALE_CODES,
  pickLocale,
  slugify,
  surfaceDigits,
  type LocaleCode,
} from '@qc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.ts';
import { organisationDigits, verifyDocument } from '../../documents/index.ts';
import { publishedCompetitions } from '../competitions/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import { SITE_CSS, SITE_FONTS, SITE_JS } from './site-assets.ts';
import { esc } from './site-html.ts';
import { articlePath, notFoundPage, SITE_PAGES } from './site-pages.ts';
import { LOGIN_JS, loginLanguage, renderLoginPage, type LoginTheme } from './site-login.ts';
import {
  IMAGE_WIDTHS as SITE_IMAGE_WIDTHS,
  langHref,
  renderDocument,
  type Chrome,
  type PageOut,
} from './site-render.ts';
import * as repo from './site.repository.ts';
import { verifyPage } from './site-verify.ts';

/** The language of a public page: `?lang=`, then the browser's languages, then Arabic. */
export function siteLanguage(request: FastifyRequest): LocaleCode {
  const q = (request.query as Record<string, unknown> | undefined)?.['lang'];
  if (isLocaleCode(q)) return q;
  return pickLocale(request.headers['accept-language']);
}

function originOf(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export async function chromeFor(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
): Promise<Chrome> {
  const [settings, social, policies, digits] = await Promise.all([
    repo.siteSettingsRow(ctx.db),
    repo.socialLinks(ctx.db),
    Promise.all(
      (['site', 'cazariye', 'rasheedy'] as const).map(async (k) =>
        (await repo.policy(ctx.db, k)) ? k : null,
      ),
    ),
    organisationDigits(ctx.db),
  ]);
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  query.delete('lang');
  const lang = siteLanguage(request);
  return {
    lang,
    format: createFormat({ locale: lang, digits: surfaceDigits(lang, digits), calendar: 'both' }),
    origin: originOf(ctx, request),
    path,
    query,
    settings: settings as Record<string, unknown> | null,
    social,
    policies: policies.filter((p): p is NonNullable<typeof p> => p !== null),
  };
}

export function sendPage(reply: FastifyReply, c: Chrome, page: PageOut) {
  return (
    reply
      .status(page.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      // A form's answer or a visitor's own result is never kept by a shared cache.
      .header(
        'cache-control',
        page.noindex || (page.status ?? 200) >= 400 ? 'no-store' : 'public, max-age=60',
      )
      .header('vary', 'Accept-Language')
      .send(renderDocument(c, page))
  );
}

const IMAGE_WIDTHS = new Set<number>(SITE_IMAGE_WIDTHS);
const resized = new Map<string, Buffer>();
const RESIZED_MAX = 300;

async function resize(id: string, content: Buffer, width: number): Promise<Buffer> {
  const key = `${id}:${width}`;
  const hit = resized.get(key);
  if (hit) return hit;
  const out = await sharp(content)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
  if (resized.size >= RESIZED_MAX) resized.delete(resized.keys().next().value!);
  resized.set(key, out);
  return out;
}

/**
 * Fills an empty help-article slug from its title in the same language, then refuses a slug
 * that another article uses in any language (an address must lead to one article).
 */
function registerSiteHooks() {
  registerResourceHooks('site-help-articles', {
    async beforeWrite({ tx, values, before }) {
      for (const s of ['Ar', 'En', 'Fr'] as const) {
        const slugKey = `slug${s}`;
        const current = slugKey in values ? values[slugKey] : before?.[slugKey];
        const title = values[`title${s}`] ?? before?.[`title${s}`];
        if (
          (current === null || current === undefined || current === '') &&
          typeof title === 'string'
        )
          values[slugKey] = slugify(title) || null;
      }
      const slugs = new Map<string, string>();
      for (const s of ['Ar', 'En', 'Fr'] as const) {
        const key = `slug${s}`;
        const slug = key in values ? values[key] : before?.[key];
        if (typeof slug === 'string' && slug !== '') slugs.set(key, slug);
      }
      const taken = await repo.helpSlugsTaken(
        tx,
        [...new Set(slugs.values())],
        before ? String(before['id']) : null,
      );
      const issues = Object.fromEntries(
        [...slugs]
          .filter(([, slug]) => taken.has(slug))
          .map(([key]) => [key, { code: 'site.errors.slugTaken' }]),
      );
      if (Object.keys(issues).length > 0) throw validationFailed(issues);
    },
  });
}

/**
 * The public website: every page of `SITE_PAGES` rendered on the server (content, title,
 * description, canonical, hreflang, Open Graph in the first response), the site's assets,
 * the files of published content (images resized to WebP), sitemap.xml and robots.txt.
 */
export async function siteModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerSiteHooks();
  // Text answers (HTML, CSS, the script, the sitemap) are compressed for a slow connection like
  // every answer of the server (http/compression.ts); images and fonts already are.
  siteRoutes(app, ctx);
}

function siteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = { config: { public: true } };

  for (const [path, build] of Object.entries(SITE_PAGES)) {
    app.get(path, open, async (request, reply) => {
      const c = await chromeFor(ctx, request, request.url.split('?')[0]!);
      const params = Object.fromEntries(
        Object.entries((request.params ?? {}) as Record<string, string>).map(([k, v]) => [
          k,
          String(v),
        ]),
      );
      return sendPage(reply, c, await build({ db: ctx.db, c, params }));
    });
  }
  // A printed document's QR code: rendered here so that it reads without scripts, 404 when no
  // document has the serial (the in-app link reaches it through the web's server-page screen).
  app.get<{ Params: { serial: string } }>(
    '/verify/:serial',
    { config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const c = await chromeFor(ctx, request, request.url.split('?')[0]!);
      return sendPage(reply, c, verifyPage(c, await verifyDocument(ctx.db, request.params.serial)));
    },
  );
  // Any other path under /page/ is the site's own 404 page, with its navigation.
  app.get('/page/*', open, async (request, reply) => {
    const c = await chromeFor(ctx, request, request.url.split('?')[0]!);
    return sendPage(reply, c, notFoundPage(c));
  });
  // `/page` alone leads to the home page.
  app.get('/page', open, (request, reply) =>
    reply.redirect(langHref('/page/home', siteLanguage(request))),
  );

  // The sign-in page (site-login.ts): the app's frameworks load after sign-in, not before.
  app.get<{ Querystring: { lang?: string; redirect?: string } }>(
    '/login',
    open,
    (request, reply) => {
      const cookies = request.cookies ?? {};
      const theme = cookies['quran-centres-theme'];
      const redirect = request.query.redirect;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .send(
          renderLoginPage(
            loginLanguage(request.query, cookies['language'], () =>
              pickLocale(request.headers['accept-language']),
            ),
            {
              apiBase: ctx.config.API_BASE,
              theme: (['light', 'dark', 'system'] as const).find(
                (x): x is LoginTheme => x === theme,
              ),
              redirect: typeof redirect === 'string' ? redirect : null,
            },
          ),
        );
    },
  );
  app.get(LOGIN_JS.path, open, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(LOGIN_JS.body),
  );
  for (const css of Object.values(SITE_CSS))
    app.get(css.path, open, (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(css.body),
    );
  app.get(SITE_JS.path, open, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(SITE_JS.body),
  );
  // Each font file at its hashed address (`SITE_FONTS`), cached for a year like the others.
  const fonts = new Map(Object.values(SITE_FONTS).map((f) => [f.path, f.body]));
  app.get<{ Params: { name: string } }>('/site-assets/fonts/:name', open, (request, reply) => {
    const font = fonts.get(`/site-assets/fonts/${request.params.name}`);
    if (!font) return reply.status(404).send();
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(font);
  });

  app.get<{ Params: { id: string }; Querystring: { w?: string } }>(
    '/site/files/:id',
    open,
    async (request, reply) => {
      const file = await repo.storedFile(ctx.db, request.params.id);
      if (
        !file ||
        !file.resource.startsWith('site-') ||
        !(await repo.ownerPublished(ctx.db, file.resource, file.recordId))
      )
        return reply.status(404).header('content-type', 'text/plain').send('Not found');
      const width = Number(request.query.w);
      const isImage = /^image\/(png|jpeg|webp|gif)$/.test(file.contentType);
      if (isImage && IMAGE_WIDTHS.has(width)) {
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=86400')
          .send(await resize(file.id, Buffer.from(file.content), width));
      }
      const inline =
        isImage ||
        /^(video|audio)\//.test(file.contentType) ||
        file.contentType === 'application/pdf';
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(Buffer.from(file.content));
    },
  );

  app.get('/robots.txt', open, (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /page/',
          'Allow: /maryiyaat',
          'Allow: /privacy',
          'Disallow: /api/',
          'Disallow: /r/',
          'Disallow: /main-web/',
          `Sitemap: ${originOf(ctx, request)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', open, async (request, reply) => {
    const origin = originOf(ctx, request);
    const db = ctx.db;
    const [news, apps, prints, projects, videos, media, articles, policies, contests] =
      await Promise.all([
        repo.newsList(db, 5000),
        repo.appsList(db),
        repo.printsList(db),
        repo.projectsList(db),
        repo.videosList(db),
        repo.mediaList(db),
        repo.helpArticles(db),
        Promise.all(
          (['site', 'cazariye', 'rasheedy'] as const).map(async (k) =>
            (await repo.policy(db, k)) ? k : null,
          ),
        ),
        publishedCompetitions(db),
      ]);
    const same = (path: string) => () => path;
    const entries: Array<(lang: LocaleCode) => string> = [
      ...[
        '/page/home',
        '/page/aboutus',
        '/page/courses',
        '/page/newnew',
        '/page/help-center',
        '/page/ourapps',
        '/page/ourprint',
        '/page/ourprojects',
        '/maryiyaat',
        '/maryiyaatfilevideo/www',
        '/page/donate',
        '/page/pricing',
        '/page/competitions',
      ].map(same),
      ...policies.flatMap((k) => (k ? [same(k === 'site' ? '/privacy' : `/privacy-${k}`)] : [])),
      ...news.map((n) => same(`/page/news/${n.id}`)),
      ...apps.map((a) => same(`/page/apps/${a.id}`)),
      ...prints.map((p) => same(`/page/prints/${p.id}`)),
      ...projects.map((p) => same(`/page/projects/${p.id}`)),
      ...videos.map((v) => same(`/maryiyaatvideo/${v.id}`)),
      ...media.map((m) => same(`/maryiyaatfilevideo/${m.id}`)),
      ...contests.map((x) => same(`/page/competitions/${x.id}`)),
      ...articles.map((a) => (lang: LocaleCode) => articlePath(a, lang)),
    ];
    const url = (path: (lang: LocaleCode) => string, lang: LocaleCode) =>
      `${origin}${langHref(path(lang), lang)}`;
    const body = entries
      .flatMap((path) =>
        LOCALE_CODES.map(
          (lang) =>
            `<url><loc>${esc(url(path, lang))}</loc>${LOCALE_CODES.map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${esc(url(path, alt))}"/>`).join('')}</url>`,
        ),
      )
      .join('\n');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`,
      );
  });
}

export { notFoundPage };
