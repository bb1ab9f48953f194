import { SITE_PUBLIC_PATHS, type LocaleCode } from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteHelpArticles, siteNews, sitePolicies } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
const ids: Record<string, string> = {};
let draftNewsId = '';

const get = (url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

async function firstId(url: string): Promise<string> {
  const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
  const res = await get(`${url}${url.includes('?') ? '&' : '?'}pageSize=1`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Array<{ id: string }> }).items[0]!.id;
}

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database, { withAccounts: true });
  ids['news'] = await firstId('/api/site-news?status=published');
  ids['apps'] = await firstId('/api/site-apps');
  ids['prints'] = await firstId('/api/site-prints');
  ids['projects'] = await firstId('/api/site-projects');
  ids['videos'] = await firstId('/api/site-videos');
  ids['media'] = await firstId('/api/site-media');
  const [draft] = await app.database.db
    .select({ id: siteNews.id })
    .from(siteNews)
    .where(eq(siteNews.status, 'draft'));
  draftNewsId = draft!.id;
});
afterAll(async () => app?.close());

/** A concrete path of each public route, from the demo data. */
async function concrete(path: string): Promise<string> {
  const [article] = await app.database.db.select().from(siteHelpArticles).limit(1);
  const sample: Record<string, string> = {
    '/page/apps/:id': `/page/apps/${ids['apps']}`,
    '/page/news/:id': `/page/news/${ids['news']}`,
    '/page/prints/:id': `/page/prints/${ids['prints']}`,
    '/page/projects/:id': `/page/projects/${ids['projects']}`,
    '/maryiyaatvideo/:id': `/maryiyaatvideo/${ids['videos']}`,
    '/maryiyaatfilevideo/:id': `/maryiyaatfilevideo/${ids['media']}`,
    '/page/help-center/article/:title': `/page/help-center/article/${encodeURIComponent(article!.slugAr!)}`,
  };
  return sample[path] ?? path;
}

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('public site: server-rendered HTML', () => {
  for (const lang of ['ar', 'en', 'fr'] as LocaleCode[]) {
    it(`serves every public page in ${lang} with its content, title, description, canonical, hreflang and Open Graph (no JavaScript needed)`, async () => {
      for (const route of SITE_PUBLIC_PATHS) {
        const path = await concrete(route);
        const res = await get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        expect(res.statusCode, `${route} ${lang}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        const html = res.body;
        expect(html, route).toContain(
          `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`,
        );
        const title = attr(html, /<title>([^<]+)<\/title>/);
        expect(title, route).toBeTruthy();
        const description = attr(html, /<meta name="description" content="([^"]*)"/);
        expect(description, `${route} description`).toBeTruthy();
        expect(html).toMatch(/<link rel="canonical" href="http[^"]+lang=/);
        for (const alt of ['ar', 'en', 'fr'])
          expect(html, `${route} hreflang ${alt}`).toMatch(
            new RegExp(`<link rel="alternate" hreflang="${alt}" href="[^"]+lang=${alt}`),
          );
        expect(html).toContain('<meta property="og:title"');
        expect(html).toContain('id="main-content"');
        // The page's heading (its content) is in the first response.
        const h1 = attr(html, /<h1>([^<]+)<\/h1>/);
        expect(h1, `${route} heading`).toBeTruthy();
        // Every link of the page is a real anchor that keeps the language.
        expect(html).toContain(`href="/page/home?lang=${lang}"`);
      }
    });
  }

  it('shows a news item’s own title, text and date in Arabic', async () => {
    const [row] = await app.database.db
      .select()
      .from(siteNews)
      .where(eq(siteNews.id, ids['news']!));
    const html = (await get(`/page/news/${ids['news']}?lang=ar`)).body;
    expect(html).toContain(`<title>${row!.titleAr} | `);
    expect(html).toContain(`<h1>${row!.titleAr}</h1>`);
    expect(html).toContain(row!.summaryAr);
    expect(html).toContain('<meta property="og:type" content="article">');
    // Hijri and Gregorian.
    expect(html).toMatch(/هـ/);
  });

  it('embeds the page data so the script never fetches it again', async () => {
    const html = (await get('/page/home?lang=ar')).body;
    const json = attr(html, /<script type="application\/json" id="site-data">([^<]+)<\/script>/);
    const data = JSON.parse(json!) as { figures: Record<string, number> };
    expect(data.figures.students).toBeGreaterThan(0);
    expect(data.figures.centres).toBeGreaterThan(0);
    // Figures are counts only: no person's name.
    expect(Object.keys(data.figures).sort()).toEqual(
      ['certificates', 'centres', 'countries', 'khatmat', 'rings', 'students'].sort(),
    );
  });

  it('keeps the page when the language changes (the switch links the same path)', async () => {
    const path = `/page/news/${ids['news']}`;
    const html = (await get(`${path}?lang=ar`)).body;
    expect(html).toContain(`href="${path}?lang=en"`);
    expect(html).toContain(`href="${path}?lang=fr"`);
    const [article] = await app.database.db.select().from(siteHelpArticles).limit(1);
    const ar = (
      await get(`/page/help-center/article/${encodeURIComponent(article!.slugAr!)}?lang=ar`)
    ).body;
    expect(ar).toContain(
      `/page/help-center/article/${encodeURIComponent(article!.slugEn!)}?lang=en`,
    );
    const en = await get(
      `/page/help-center/article/${encodeURIComponent(article!.slugEn!)}?lang=en`,
    );
    expect(en.body).toContain(`<h1>${article!.titleEn}</h1>`);
  });

  it('answers an unknown id or slug with a real 404 page carrying the site’s navigation', async () => {
    for (const path of [
      '/page/news/00000000-0000-4000-8000-000000000000',
      '/page/news/not-an-id',
      '/page/help-center/article/no-such-article',
      '/maryiyaatvideo/1',
      '/page/no-such-page',
    ]) {
      const res = await get(`${path}?lang=en`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<h1>Page not found</h1>');
      expect(res.body).toContain('href="/page/newnew?lang=en"');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('never serves a draft: not its page, not in lists, not in the sitemap, not its files', async () => {
    expect((await get(`/page/news/${draftNewsId}?lang=ar`)).statusCode).toBe(404);
    const [draft] = await app.database.db
      .select()
      .from(siteNews)
      .where(eq(siteNews.id, draftNewsId));
    expect((await get('/page/newnew?lang=ar')).body).not.toContain(draft!.titleAr);
    expect((await get('/sitemap.xml')).body).not.toContain(draftNewsId);
    const image = draft!.image!;
    expect((await get(`/site/files/${image.id}?w=320`)).statusCode).toBe(404);
    // A published one's picture is served resized, as WebP.
    const [pub] = await app.database.db
      .select()
      .from(siteNews)
      .where(eq(siteNews.id, ids['news']!));
    const served = await get(`/site/files/${pub!.image!.id}?w=320`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBeLessThan(pub!.image!.size);
    // Unpublishing a privacy policy takes its page away.
    await app.database.db
      .update(sitePolicies)
      .set({ status: 'draft' })
      .where(eq(sitePolicies.policy, 'rasheedy'));
    expect((await get('/privacy-rasheedy')).statusCode).toBe(404);
    await app.database.db
      .update(sitePolicies)
      .set({ status: 'published' })
      .where(eq(sitePolicies.policy, 'rasheedy'));
  });

  it('publishes sitemap.xml with the three languages of every page and robots.txt pointing at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/page/news/${ids['news']}?lang=ar</loc>`);
    expect(sitemap.body).toContain(
      `hreflang="fr" href="http://localhost:80/page/news/${ids['news']}?lang=fr"`.replace(
        'http://localhost:80',
        attr(sitemap.body, /<loc>(https?:\/\/[^/]+)/)!,
      ),
    );
    const robots = await get('/robots.txt');
    expect(robots.body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('finds help articles in Arabic across letter forms', async () => {
    // "اسجل" (bare alef) finds "أسجّل" (hamza and shadda).
    const html = (await get(`/page/help-center?lang=ar&q=${encodeURIComponent('اسجل')}`)).body;
    expect(html).toContain('كيف أسجّل ابني في حلقة؟');
    expect(html).not.toContain('متى تكون اختبارات الأجزاء؟');
  });

  it('filters the media library by classification, author, channel and date without JavaScript', async () => {
    const html = (await get('/maryiyaat?lang=ar&classification=tajweed')).body;
    const shown = [...html.matchAll(/<article class="card" data-item[^>]*>/g)].map((m) => m[0]);
    expect(shown.length).toBeGreaterThan(2);
    expect(
      shown
        .filter((s) => !s.includes(' hidden'))
        .every((s) => s.includes('data-classification="tajweed"')),
    ).toBe(true);
    expect(shown.some((s) => s.includes(' hidden'))).toBe(true);
  });
});
