import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteNews } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
});
afterAll(async () => app?.close());

const news = (bodyAr: string) => ({
  titleAr: 'خبر تجريبي',
  titleEn: 'Test news',
  titleFr: 'Actualité test',
  summaryAr: 'ملخص',
  summaryEn: 'Summary',
  summaryFr: 'Résumé',
  bodyAr,
  publishedOn: '2026-03-02',
  status: 'published',
});

const count = async () => (await app.database.db.select({ id: siteNews.id }).from(siteNews)).length;

describe('site content: sanitised on save, never a script on a reader’s page', () => {
  it('refuses HTML outside the rich-text subset with a translated message and stores nothing', async () => {
    const before = await count();
    const messages = new Set<string>();
    for (const body of [
      '<p>مرحبا</p><script>alert(1)</script>',
      '<p><img src="x" onerror="alert(1)"></p>',
      '<p><a href="javascript:alert(1)">اضغط</a></p>',
      '<p onclick="alert(1)">نص</p>',
      '<iframe src="https://example.org"></iframe>',
    ]) {
      for (const lang of ['ar', 'en', 'fr']) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/site-news',
          headers: { ...admin, 'accept-language': lang },
          payload: news(body),
        });
        expect(res.statusCode, body).toBe(400);
        const problem = res.json() as {
          error: { fields?: Record<string, { code: string; message: string }> };
        };
        const field = problem.error.fields?.['bodyAr'];
        expect(field?.code, `${body} ${lang}`).toBe('resources.validation.unsafeContent');
        messages.add(field!.message);
      }
    }
    // One message per language.
    expect(messages.size).toBe(3);
    expect(await count()).toBe(before);
  });

  it('keeps safe formatting and serves it as written', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/site-news',
      headers: admin,
      payload: news('<p>حفظ <strong>عشرة</strong> أجزاء</p><ul><li>أولًا</li></ul>'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const html = (await app.app.inject({ method: 'GET', url: `/page/news/${id}?lang=ar` })).body;
    expect(html).toContain('<p>حفظ <strong>عشرة</strong> أجزاء</p><ul><li>أولًا</li></ul>');
  });

  it('shows a script written around the engine as text, never as markup', async () => {
    const [row] = await app.database.db
      .insert(siteNews)
      .values({
        ...news('<p>x</p><script>document.title="pwned"</script><img src=x onerror=alert(1)>'),
        titleAr: '<script>alert("t")</script>عنوان',
      })
      .returning({ id: siteNews.id });
    const html = (await app.app.inject({ method: 'GET', url: `/page/news/${row!.id}?lang=ar` }))
      .body;
    expect(html).not.toContain('<script>document');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('onerror=alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;عنوان');
    // The only scripts of the page are the site's own file and its JSON data.
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      expect.stringMatching(/^<script src="\/site-assets\/site\.[0-9a-f]+\.js" defer>$/),
      '<script type="application/json" id="site-data">',
    ]);
  });

  it('lets only content editors write content', async () => {
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/site-news',
      payload: news('<p>x</p>'),
    });
    expect(anonymous.statusCode).toBe(401);
    const teacher = bearer((await signIn(app, 'teacher@example.com', 'Admin@12345')).accessToken);
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/site-news',
      headers: teacher,
      payload: news('<p>x</p>'),
    });
    expect(refused.statusCode).toBe(403);
  });
});
