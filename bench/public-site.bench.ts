/**
 * The public site on a cheap phone: the home page and one news page in Arabic, in Chromium on a
 * 390 px phone with the network throttled to slow 4G (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and the CPU slowed 4x. Records the bytes of JavaScript, CSS, fonts, images
 * and HTML transferred, the gzipped size of the JavaScript, and the Largest Contentful Paint.
 *
 *   npx tsx bench/public-site.bench.ts            # starts its own server (demo data) on BENCH_PORT
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/public-site.bench.ts   # a running server
 *
 * Figures of the last run: bench/README.md ("Public site on a phone").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

import { isScript, runScript } from './bench-kit.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4750);

if (isScript(import.meta.url))
  runScript(async () => {
    const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
    const server = process.env.BENCH_URL ? null : await startServer(base);
    try {
      console.log(await publicSiteBench(base, { throttle: true }));
    } finally {
      server?.kill();
    }
  });

async function startServer(base: string): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-bench-site-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO: 'auto',
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '100000',
    },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill();
  throw new Error('the server did not start');
}

type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';
const kindOf = (type: string): Kind =>
  type.includes('html')
    ? 'html'
    : type.includes('javascript')
      ? 'js'
      : type.includes('css')
        ? 'css'
        : type.startsWith('font/') || type.includes('woff')
          ? 'font'
          : type.startsWith('image/')
            ? 'image'
            : 'other';

async function measure(page: Page, base: string, path: string, throttle: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const types = new Map<string, string>();
  const bytes: Record<Kind, number> = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0 };
  const jsUrls: string[] = [];
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.response.mimeType);
    if (kindOf(e.response.mimeType) === 'js') jsUrls.push(e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes[kindOf(types.get(e.requestId) ?? '')] += e.encodedDataLength;
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  if (throttle) await page.waitForTimeout(1500);
  // Run in the page (a string: the server's type check knows Node's PerformanceObserver, not
  // the browser's).
  const lcp = await page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(-1), 3000);
  })`);
  let jsGzip = 0;
  for (const url of jsUrls)
    jsGzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  await cdp.detach();
  return { path, bytes, jsGzip, lcp: Math.round(lcp) };
}

/**
 * The home page and the newest news item of the server at `base`, measured in Chromium: the
 * Markdown table. `throttle: false` (the tests' small mode) loads them at full speed.
 */
export async function publicSiteBench(base: string, { throttle }: { throttle: boolean }) {
  const news = await (await fetch(`${base}/sitemap.xml`)).text();
  const newsPath = /<loc>https?:\/\/[^/]+(\/page\/news\/[0-9a-f-]{36})\?lang=ar<\/loc>/.exec(
    news,
  )?.[1];
  if (!newsPath) throw new Error('the sitemap lists no news item');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      locale: 'ar',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const rows = [];
    for (const path of ['/page/home?lang=ar', `${newsPath}?lang=ar`]) {
      rows.push(await measure(await context.newPage(), base, path, throttle));
    }
    const kb = (n: number) => (n / 1024).toFixed(1);
    return [
      '| page | HTML | JS (gzip) | CSS | fonts | images | LCP |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.path.replace(/[0-9a-f-]{36}/, ':id')} | ${kb(r.bytes.html)} KB | ${kb(r.bytes.js)} KB (${kb(r.jsGzip)} KB) | ${kb(r.bytes.css)} KB | ${kb(r.bytes.font)} KB | ${kb(r.bytes.image)} KB | ${r.lcp} ms |`,
      ),
    ].join('\n');
  } finally {
    await browser.close();
  }
}
