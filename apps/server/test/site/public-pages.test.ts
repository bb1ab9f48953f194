import { SITE_PUBLIC_PATHS, translate, type LocaleCode } from '@qc/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  siteAbout,
  siteApps,
  siteCourses,
  siteHelpArticles,
  siteHelpCategories,
  siteMedia,
  siteNews,
  sitePolicies,
  sitePrints,
  siteProjects,
  siteVideos,
  students,
  testCertificates,
} from '../../src/db/schema/index.ts';
import { resetFiguresCache } from '../../src/modules/site/site-figures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';
import { samplePng, upload } from '../resources/resource-fixtures.ts';

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
  app = await createTestApp({ demo: true });
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

const escape = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

type In3 = Record<string, unknown>;
const SUFFIX = { ar: 'Ar', en: 'En', fr: 'Fr' } as const;
/** A demo record's text in a language, as the page writes it (escaped). */
const textOf = (row: In3 | undefined, prefix: string, lang: LocaleCode) => {
  const value = row?.[`${prefix}${SUFFIX[lang]}`];
  expect(typeof value === 'string' && value !== '', `${prefix}${SUFFIX[lang]}`).toBe(true);
  return escape(value as string);
};

/**
 * For each public route, the text of one known demo record (or, for the giving pages without
 * a gift, the page's own words) that its HTML must carry in the language asked.
 */
async function knownContent(): Promise<Record<string, (lang: LocaleCode) => string>> {
  const db = app.database.db;
  const byId = async <T extends In3>(rows: Promise<T[]>) => (await rows)[0];
  const [course] = await db
    .select()
    .from(siteCourses)
    .where(and(eq(siteCourses.status, 'published'), isNull(siteCourses.archivedAt)))
    .orderBy(asc(siteCourses.position))
    .limit(1);
  const [about] = await db
    .select()
    .from(siteAbout)
    .where(and(eq(siteAbout.status, 'published'), isNull(siteAbout.archivedAt)))
    .limit(1);
  const news = await byId(db.select().from(siteNews).where(eq(siteNews.id, ids['news']!)));
  const appRow = await byId(db.select().from(siteApps).where(eq(siteApps.id, ids['apps']!)));
  const printRow = await byId(
    db.select().from(sitePrints).where(eq(sitePrints.id, ids['prints']!)),
  );
  const projectRow = await byId(
    db.select().from(siteProjects).where(eq(siteProjects.id, ids['projects']!)),
  );
  const videoRow = await byId(
    db.select().from(siteVideos).where(eq(siteVideos.id, ids['videos']!)),
  );
  const mediaRow = await byId(db.select().from(siteMedia).where(eq(siteMedia.id, ids['media']!)));
  const [article] = await db.select().from(siteHelpArticles).limit(1);
  const category = await byId(
    db.select().from(siteHelpCategories).where(eq(siteHelpCategories.id, article!.categoryId)),
  );
  const policies = await db.select().from(sitePolicies);
  const policyOf = (key: string) => policies.find((p) => p.policy === key);
  const words = (key: string) => (lang: LocaleCode) => escape(translate(lang, key));
  return {
    '/page/home': (lang) => textOf(course, 'title', lang),
    '/page/aboutus': (lang) => textOf(about, 'title', lang),
    '/page/apps/:id': (lang) => textOf(appRow, 'summary', lang),
    '/page/checkout': words('site.give.chooseFirst'),
    '/page/courses': (lang) => textOf(course, 'summary', lang),
    '/page/donate': words('site.give.intro'),
    '/page/help-center': (lang) => textOf(category, 'name', lang),
    '/page/help-center/article/:title': (lang) => textOf(article, 'title', lang),
    '/page/newnew': (lang) => textOf(news, 'title', lang),
    '/page/news/:id': (lang) => textOf(news, 'summary', lang),
    '/page/ourapps': (lang) => textOf(appRow, 'name', lang),
    '/page/ourprint': (lang) => textOf(printRow, 'title', lang),
    '/page/ourprojects': (lang) => textOf(projectRow, 'title', lang),
    '/page/payment': words('site.give.noPayment'),
    '/page/pricing': words('site.give.pricingIntro'),
    '/page/prints/:id': (lang) => textOf(printRow, 'summary', lang),
    '/page/projects/:id': (lang) => textOf(projectRow, 'summary', lang),
    '/maryiyaat': (lang) => textOf(videoRow, 'title', lang),
    '/maryiyaatfilevideo/:id': (lang) => textOf(mediaRow, 'title', lang),
    '/maryiyaatfilevideo/www': (lang) => textOf(videoRow, 'title', lang),
    '/maryiyaatvideo/:id': (lang) => textOf(videoRow, 'title', lang),
    '/privacy': (lang) => textOf(policyOf('site'), 'title', lang),
    '/privacy-cazariye': (lang) => textOf(policyOf('cazariye'), 'title', lang),
    '/privacy-rasheedy': (lang) => textOf(policyOf('rasheedy'), 'title', lang),
  };
}

describe('public site: server-rendered HTML', () => {
  for (const lang of ['ar', 'en', 'fr'] as LocaleCode[]) {
    it(`serves every public page in ${lang} with its content, title, description, canonical, hreflang and Open Graph (no JavaScript needed)`, async () => {
      const known = await knownContent();
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
        // And a known demo record of that page, in the language asked.
        const content = known[route];
        expect(content, `${route} has a known record`).toBeDefined();
        expect(html, `${route} ${lang} content`).toContain(content!(lang));
        // Every link of the page is a real anchor that keeps the language.
        expect(html).toContain(`href="/page/home?lang=${lang}"`);
        // The regular weight of the page's own script is fetched with the page, the rest
        // when the text needs it (without holding it back: see site-assets.test.ts).
        expect(html, route).toMatch(
          new RegExp(
            `<link rel="preload" href="/site-assets/fonts/${lang === 'ar' ? 'arabic' : 'latin'}-400\\.[0-9a-f]{10}\\.woff2" as="font" type="font/woff2" crossorigin>`,
          ),
        );
        // Every picture keeps its place while it loads, and a stored one comes at the width
        // the layout needs.
        // The first stored picture of the content (on a phone, the largest paint) is fetched
        // at once and first; the others wait until they near the screen.
        const main = html.slice(html.indexOf('<main'));
        const pictures = (main.match(/<img [^>]*>/g) ?? []).filter((t) =>
          t.includes('/site/files/'),
        );
        if (pictures.length > 0) {
          expect(pictures[0], route).toContain('fetchpriority="high"');
          expect(pictures[0], route).not.toContain('loading="lazy"');
        }
        for (const tag of pictures.slice(1)) expect(tag, route).not.toContain('fetchpriority');
        for (const tag of html.match(/<img [^>]*>/g) ?? []) {
          expect(tag, route).toMatch(/ width="\d+" height="\d+"/);
          if (tag.includes('/site/files/') && !tag.includes('width="36"'))
            expect(tag, route).toMatch(/ srcset="[^"]+ 320w, [^"]+" sizes="[^"]+"/);
        }
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
    // The summary is read once on the page: the demo's text opens with it, so no lead repeats it.
    const article = html.slice(html.indexOf('<article>'), html.indexOf('</article>'));
    expect(article.split(row!.summaryAr).length - 1).toBe(1);
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
    // x-default is the article's Arabic address, from whichever language it is read in.
    const xDefault = attr(en.body, /<link rel="alternate" hreflang="x-default" href="([^"]+)">/);
    expect(new URL(xDefault!).pathname).toBe(
      `/page/help-center/article/${encodeURIComponent(article!.slugAr!)}`,
    );
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
    // At the width a phone's column takes (716 px at device scale 2), not the next 960.
    const phone = await get(`/site/files/${pub!.image!.id}?w=800`);
    expect(phone.headers['content-type']).toBe('image/webp');
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

  it('serves the pictures inside a published help article, policy or page introduction, never a draft’s', async () => {
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    const db = app.database.db;
    const picture = async (resource: string) => {
      const res = await upload(app, admin, resource, 'bodyAr', samplePng());
      expect(res.statusCode, res.body).toBe(201);
      const { id, url } = res.json() as { id: string; url: string };
      return { id, tag: `<img src="${url.replace(/&/g, '&amp;')}" alt="صورة">` };
    };
    const [category] = await db
      .select()
      .from(siteHelpCategories)
      .where(eq(siteHelpCategories.status, 'published'))
      .limit(1);
    const article = async (status: 'draft' | 'published', n: number) => {
      const image = await picture('site-help-articles');
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/site-help-articles',
        headers: admin,
        payload: {
          categoryId: category!.id,
          titleAr: `مقال مصوّر ${n}`,
          titleEn: `Illustrated article ${n}`,
          titleFr: `Article illustré ${n}`,
          bodyAr: `<p>شرح بالصورة</p>${image.tag}`,
          status,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { ...(res.json() as { id: string; slugAr: string }), fileId: image.id };
    };

    const published = await article('published', 1);
    const page = (await get(`/page/help-center/article/${encodeURIComponent(published.slugAr)}`))
      .body;
    expect(page).toContain(`src="/site/files/${published.fileId}"`);
    const served = await get(`/site/files/${published.fileId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // A draft article's picture is never served, nor a published one's in a draft category.
    const draft = await article('draft', 2);
    expect((await get(`/site/files/${draft.fileId}`)).statusCode).toBe(404);
    await db
      .update(siteHelpCategories)
      .set({ status: 'draft' })
      .where(eq(siteHelpCategories.id, category!.id));
    expect((await get(`/site/files/${published.fileId}`)).statusCode).toBe(404);
    await db
      .update(siteHelpCategories)
      .set({ status: 'published' })
      .where(eq(siteHelpCategories.id, category!.id));

    // A privacy policy's picture, while the policy is published.
    const image = await picture('site-policies');
    const [policy] = await db.select().from(sitePolicies).where(eq(sitePolicies.policy, 'site'));
    const saved = await app.app.inject({
      method: 'PATCH',
      url: `/api/site-policies/${policy!.id}`,
      headers: admin,
      payload: { version: policy!.version, bodyAr: `${policy!.bodyAr}${image.tag}` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/privacy?lang=ar')).body).toContain(`src="/site/files/${image.id}"`);
    expect((await get(`/site/files/${image.id}`)).statusCode).toBe(200);
    await db.update(sitePolicies).set({ status: 'draft' }).where(eq(sitePolicies.id, policy!.id));
    expect((await get(`/site/files/${image.id}`)).statusCode).toBe(404);
    await db
      .update(sitePolicies)
      .set({ status: 'published' })
      .where(eq(sitePolicies.id, policy!.id));

    // A page's introduction.
    const introPicture = async () => {
      const res = await upload(app, admin, 'site-pages', 'introAr', samplePng());
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; url: string };
    };
    const intro = await introPicture();
    const unclaimed = await introPicture();
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/site-pages',
      headers: admin,
      payload: {
        pageKey: 'courses',
        titleAr: 'الدورات',
        titleEn: 'Courses',
        titleFr: 'Cours',
        descriptionAr: 'دورات المركز',
        descriptionEn: 'The centre’s courses',
        descriptionFr: 'Les cours du centre',
        introAr: `<p>مقدمة</p><img src="${intro.url.replace(/&/g, '&amp;')}" alt="صورة">`,
        status: 'published',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get('/page/courses?lang=ar')).body).toContain(`src="/site/files/${intro.id}"`);
    expect((await get(`/site/files/${intro.id}`)).statusCode).toBe(200);
    // An upload no record claimed is not served either.
    expect((await get(`/site/files/${unclaimed.id}`)).statusCode).toBe(404);
  });

  it('counts certificates still valid (a revoked one is not) and khatmat as graduated students', async () => {
    const db = app.database.db;
    const figures = async () => {
      resetFiguresCache();
      const html = (await get('/page/home?lang=en')).body;
      const json = attr(html, /<script type="application\/json" id="site-data">([^<]+)<\/script>/);
      return (JSON.parse(json!) as { figures: Record<string, number> }).figures;
    };
    const valid = async () =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(testCertificates)
            .where(isNull(testCertificates.revokedAt))
        )[0]!.n,
      );
    const before = await figures();
    expect(before['certificates']).toBeGreaterThan(0);
    expect(before['certificates']).toBe(await valid());
    const [graduated] = await db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.status, 'graduated'), isNull(students.archivedAt)));
    expect(before['khatmat']).toBe(Number(graduated!.n));

    const [certificate] = await db
      .select({ id: testCertificates.id })
      .from(testCertificates)
      .where(isNull(testCertificates.revokedAt))
      .limit(1);
    await db
      .update(testCertificates)
      .set({ revokedAt: new Date().toISOString(), revokeReason: 'خطأ في الإصدار' })
      .where(eq(testCertificates.id, certificate!.id));
    const after = await figures();
    expect(after['certificates']).toBe(before['certificates']! - 1);
    expect(after['students']).toBe(before['students']);
  });

  it('refuses a help-article slug that another article uses in any language, in the caller’s language, writing nothing', async () => {
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    const db = app.database.db;
    const [first, second] = await db.select().from(siteHelpArticles).limit(2);
    const before = (await db.select({ id: siteHelpArticles.id }).from(siteHelpArticles)).length;
    const messages = new Set<string>();
    for (const lang of ['ar', 'en', 'fr']) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/site-help-articles',
        headers: { ...admin, 'accept-language': lang },
        payload: {
          categoryId: first!.categoryId,
          titleAr: 'مقال جديد',
          titleEn: 'A new article',
          titleFr: 'Un nouvel article',
          // The Arabic slug of another article, given as this one's English slug.
          slugEn: first!.slugAr,
          bodyAr: '<p>نص</p>',
          status: 'published',
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      const field = (
        res.json() as { error: { fields?: Record<string, { code: string; message: string }> } }
      ).error.fields?.['slugEn'];
      expect(field?.code).toBe('site.errors.slugTaken');
      messages.add(field!.message);
    }
    expect(messages.size).toBe(3);
    expect((await db.select({ id: siteHelpArticles.id }).from(siteHelpArticles)).length).toBe(
      before,
    );
    // Changing an article to another's French slug is refused too; keeping its own is fine.
    const moved = await app.app.inject({
      method: 'PATCH',
      url: `/api/site-help-articles/${second!.id}`,
      headers: admin,
      payload: { version: second!.version, slugAr: first!.slugFr },
    });
    expect(moved.statusCode).toBe(400);
    const kept = await app.app.inject({
      method: 'PATCH',
      url: `/api/site-help-articles/${second!.id}`,
      headers: admin,
      payload: { version: second!.version, titleEn: `${second!.titleEn} (updated)` },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
