import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CSS, SITE_JS } from '../../src/modules/site/site-assets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The public site's own assets and their transfer on a slow connection: the self-hosted
 * Arabic font (a dependency of the server itself) and compressed text answers.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('public site assets', () => {
  it('serves the Arabic font subset in both weights as WOFF2', async () => {
    for (const weight of [400, 700]) {
      const res = await get(`/site-assets/fonts/arabic-${weight}.woff2`, {
        'accept-encoding': 'gzip, br',
      });
      expect(res.statusCode, String(weight)).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      // A WOFF2 file (already compressed: sent as it is).
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    expect((await get('/site-assets/fonts/arabic-900.woff2')).statusCode).toBe(404);
  });

  it('compresses the pages, the stylesheet and the script for a browser that accepts it', async () => {
    for (const url of [
      '/page/home?lang=ar',
      '/page/help-center?lang=en',
      SITE_CSS.path,
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
