import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, LOCALE_CODES, translate } from '@qc/domain';
import { SITE_CSS, SITE_FONTS, SITE_JS } from '../../src/modules/site/site-assets.ts';
import {
  FONT_SUBSETS,
  inSubset,
  subsetText,
  unicodeRange,
} from '../../src/modules/site/site-fonts.ts';
import { LOGIN_JS } from '../../src/modules/site/site-login.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The public site's own assets and their transfer on a slow connection: the self-hosted font
 * cut to the site's characters (committed files, `scripts/site-fonts.ts`) and compressed text
 * answers.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('public site assets', () => {
  it('serves the Arabic and Latin subsets in both weights as WOFF2 at hashed addresses', async () => {
    expect(Object.keys(SITE_FONTS).sort()).toEqual([
      'arabic-400',
      'arabic-700',
      'latin-400',
      'latin-700',
    ]);
    for (const [name, font] of Object.entries(SITE_FONTS)) {
      expect(font.path, name).toMatch(
        new RegExp(`^/site-assets/fonts/${name}\\.[0-9a-f]{10}\\.woff2$`),
      );
      const res = await get(font.path, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toContain('immutable');
      // A WOFF2 file (already compressed: sent as it is), a subset: a third of the package's.
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length, name).toBeLessThan(16 * 1024);
      // The stylesheets declare the file with its subset's range, never blocking the text.
      const subset = FONT_SUBSETS.find((s) => name.startsWith(s.name))!;
      for (const css of Object.values(SITE_CSS))
        expect(css.body).toContain(
          `font-weight:${name.slice(-3)};font-display:swap;src:url(${font.path}) format("woff2");unicode-range:${unicodeRange(subset)}}`,
        );
    }
    // A page's spaces come from its own script's file (the face declared last wins).
    const lastFace = (css: string) => css.match(/@font-face\{[^}]*\}/g)!.at(-1)!;
    expect(lastFace(SITE_CSS.arabic.body)).toContain(SITE_FONTS['arabic-700']!.path);
    expect(lastFace(SITE_CSS.latin.body)).toContain(SITE_FONTS['latin-700']!.path);
    // The old unhashed address is gone (a year's cache must never keep a stale file).
    expect((await get('/site-assets/fonts/arabic-400.woff2')).statusCode).toBe(404);
  });

  it('has a glyph for every character the subsets declare, and declares every character of the site', async () => {
    // The committed files hold what the lists promise (a character declared but missing
    // would be drawn as an empty box rather than in the phone's font).
    const { Blob, Face } = await import('harfbuzzjs');
    const fontverter = await import('fontverter');
    for (const [name, font] of Object.entries(SITE_FONTS)) {
      const subset = FONT_SUBSETS.find((s) => name.startsWith(s.name))!;
      const face = new Face(new Blob(await fontverter.convert(font.body, 'sfnt')), 0);
      const cmap = new Set(face.collectUnicodes());
      const missing = [...subsetText(subset)].filter((c) => !cmap.has(c.codePointAt(0)!));
      expect(missing, name).toEqual([]);
    }
    // Every character of the site's own words, in every language, is in a subset (the
    // invisible direction marks aside): a new message with a new character fails here until
    // the lists and the files are cut again.
    const catalogue = buildCatalogue();
    const outside = new Set<string>();
    for (const lang of LOCALE_CODES)
      for (const [key, text] of Object.entries(catalogue[lang]))
        if (key.startsWith('site.'))
          for (const c of text)
            if (
              !/[\u200b-\u200f\u2066-\u2069]/.test(c) &&
              !FONT_SUBSETS.some((s) => inSubset(s, c))
            )
              outside.add(`${key}: U+${c.codePointAt(0)!.toString(16)}`);
    expect([...outside]).toEqual([]);
  });

  it('compresses the pages, the stylesheet and the script for a browser that accepts it', async () => {
    for (const url of [
      '/page/home?lang=ar',
      '/page/help-center?lang=en',
      SITE_CSS.arabic.path,
      SITE_CSS.latin.path,
      SITE_JS.path,
    ]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const zipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      expect(zipped.headers['vary'], url).toMatch(/accept-encoding/i);
      const body = gunzipSync(zipped.rawPayload);
      expect(body.toString('utf8'), url).toBe(plain.body);
      expect(zipped.rawPayload.length, url).toBeLessThan(body.length / 2);
      const br = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], url).toBe('br');
    }
    // A page keeps its own headers when compressed.
    const page = await get('/page/home?lang=ar', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['vary']).toMatch(/accept-language/i);
  });
});

describe('the sign-in page, rendered by the server', () => {
  const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  it('is Arabic and right to left first, English or French when asked or chosen', async () => {
    const ar = await get('/login');
    // In the site's font, its addresses of today (the old unhashed ones answer 404).
    expect(ar.body).toContain(`<link rel="preload" href="${SITE_FONTS['arabic-400']!.path}"`);
    expect(ar.body).toContain(`src:url(${SITE_FONTS['arabic-700']!.path})`);
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ar.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/);
    expect(heading(ar.body)).toBe(translate('ar', 'identity.login.title'));
    expect(ar.body).toContain(`>${translate('ar', 'identity.login.identifier')}</label>`);
    expect(ar.body).toContain(`>${translate('ar', 'identity.field.password')}</label>`);

    const en = await get('/login?lang=en');
    expect(en.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(heading(en.body)).toBe('Sign in to your account');
    // The app's stored language (its cookie), then the browser's; `?lang=` first.
    const fr = await get('/login', { cookie: 'language=fr', 'accept-language': 'en' });
    expect(fr.body).toMatch(/<html lang="fr" dir="ltr"/);
    expect(heading(fr.body)).toBe(translate('fr', 'identity.login.title'));
    expect((await get('/login', { 'accept-language': 'en-GB,en' })).body).toMatch(/lang="en"/);
    expect((await get('/login?lang=ar', { cookie: 'language=en' })).body).toMatch(/dir="rtl"/);
    // The three languages' texts travel with the page, so the switch changes it in place.
    const data = JSON.parse(
      /<script type="application\/json" id="login-data">(.*?)<\/script>/s.exec(ar.body)![1]!,
    ) as {
      messages: Record<string, Record<string, string>>;
    };
    expect(data.messages['fr']!['identity.login.submit']).toBe(
      translate('fr', 'identity.login.submit'),
    );
    expect(Object.keys(data.messages).sort()).toEqual(['ar', 'en', 'fr']);
  });

  it('loads one small script of its own and none of the web app', async () => {
    const page = await get('/login?redirect=%2Fstudents');
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      `<script src="${LOGIN_JS.path}" defer>`,
      '<script type="application/json" id="login-data">',
    ]);
    expect(page.body).not.toContain('/assets/');
    const js = await get(LOGIN_JS.path, { 'accept-encoding': 'gzip' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toContain('immutable');
    expect(js.rawPayload.length).toBeLessThan(3 * 1024);
    // It signs in through the API and keeps the token where the app reads it.
    expect(LOGIN_JS.body).toContain("'/auth/login'");
    expect(LOGIN_JS.body).toContain("'accessToken'");
    // Labelled fields; the language switch works without the script (a GET form keeping the
    // address to return to).
    expect(page.body).toContain('<label for="identifier"');
    expect(page.body).toContain('<input type="hidden" name="redirect" value="/students">');
    const hostile = await get('/login?redirect=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.body).not.toContain('<script>alert(1)');
  });
});
