import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The web app and the API on a slow connection: the build's brotli and gzip copies are sent to a
 * browser that accepts them, the file itself to any other, and the API's text answers over
 * 1 KB are compressed per request. A web build is made here by hand, as `vite build` leaves it
 * (apps/web/vite.config.ts): a script, its `.br` and `.gz`, and index.html with its own.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('السلام عليكم '.repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="ar" dir="rtl"><body>${'<div></div>'.repeat(200)}</body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'qc-web-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, text] of [
    ['assets/app-3f9a.js', SCRIPT],
    ['index.html', INDEX],
  ] as const) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  }
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the web app on a slow connection', () => {
  it("sends a script's brotli copy, its gzip copy, or the file, as the browser accepts", async () => {
    const br = await get('/assets/app-3f9a.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);

    const gz = await get('/assets/app-3f9a.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/app-3f9a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
  });

  it("answers a screen's path with index.html, compressed too, revalidated each visit", async () => {
    const res = await get('/students-search', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(INDEX);
    expect((await get('/students-search')).body).toBe(INDEX);
  });

  it('compresses the translation catalogue, and not a small answer', async () => {
    const catalogue = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/get-i18n',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await catalogue();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await catalogue('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    const body = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 3);
    const gz = await catalogue('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());

    // Under 1 KB: sent as it is (compressing it would cost more than it saves).
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers an unknown API path with its translated JSON error, compressed or not', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    const text = res.headers['content-encoding']
      ? brotliDecompressSync(res.rawPayload).toString('utf8')
      : res.body;
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'errors.routeNotFound' } });
  });
});
