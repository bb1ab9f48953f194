/**
 * The public site on a cheap phone: the home page, the newest news item and the donate page in
 * Arabic, in Chromium on a 390 px phone (device scale 2), cache disabled, on two profiles: the
 * repo's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a slower one (400 ms
 * round trip, 400 kbit/s down and up), the CPU slowed 4x on both. Records the bytes of
 * JavaScript, CSS, fonts, images and HTML transferred, the gzipped size of the JavaScript, and
 * the Largest Contentful Paint: the median of `runs` loads (3 by default), with their range.
 *
 *   npx tsx bench/public-site.bench.ts            # starts its own server (demo data) on BENCH_PORT
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/public-site.bench.ts   # a running server
 *   BENCH_RUNS=5 BENCH_PROFILES=slow npx tsx bench/public-site.bench.ts  # more runs, one profile
 *
 * Figures of the last run: bench/README.md ("Public site on a phone").
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

import { isScript, machineState, runScript } from './bench-kit.ts';
import { startDemoServer } from './servers.ts';

const port = Number(process.env.BENCH_PORT ?? 4750);

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

/** A phone's connection: round trip in ms, throughputs in bytes per second, CPU slow-down. */
export interface Profile {
  label: string;
  latency: number;
  down: number;
  up: number;
  cpu: number;
}

export const PROFILES: Record<string, Profile> = {
  slow4g: {
    label: 'slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x',
    latency: 150,
    down: (1.6 * 1024 * 1024) / 8,
    up: (750 * 1024) / 8,
    cpu: 4,
  },
  slower: {
    label: 'slower: 400 ms, 400 kbit/s down and up, CPU 4x',
    latency: 400,
    down: (400 * 1024) / 8,
    up: (400 * 1024) / 8,
    cpu: 4,
  },
};

async function measure(page: Page, base: string, path: string, profile: Profile | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down,
      uploadThroughput: profile.up,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
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
  if (profile) await page.waitForTimeout(1500);
  // Run in the page (a string: the server's type check knows Node's PerformanceObserver, not
  // the browser's). The largest paint's time and what it was (an image's address or a text's
  // tag), to see what to speed up.
  const last = await page.evaluate<{ t: number; what: string }>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const e = list.getEntries().at(-1);
      resolve({ t: e.startTime, what: e.url ? 'img ' + e.url : e.element ? e.element.tagName.toLowerCase() : '?' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ t: -1, what: '?' }), 3000);
  })`);
  let jsGzip = 0;
  for (const url of jsUrls)
    jsGzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  await cdp.detach();
  await page.close();
  const lcpOf = last.what.replace(/^img .*\/site\/files\/[0-9a-f-]+/, 'img ');
  return { path, bytes, jsGzip, lcp: Math.round(last.t), lcpOf };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The home page, the newest news item and the donate page of the server at `base`, measured in
 * Chromium `runs` times each on `profile`: the Markdown table (bytes of the median run). No
 * profile (the tests' small mode) loads them once at full speed.
 */
export async function publicSiteBench(
  base: string,
  { profile, runs = 1 }: { profile: Profile | null; runs?: number },
) {
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
    const lines = [];
    for (const path of ['/page/home?lang=ar', `${newsPath}?lang=ar`, '/page/donate?lang=ar']) {
      const all = [];
      for (let i = 0; i < runs; i++)
        all.push(await measure(await context.newPage(), base, path, profile));
      const lcps = all.map((r) => r.lcp);
      const r = all.find((x) => x.lcp === median(lcps))!;
      const range = runs > 1 ? ` (${Math.min(...lcps)}–${Math.max(...lcps)})` : '';
      lines.push(
        `| ${r.path.replace(/[0-9a-f-]{36}/, ':id')} | ${kb(r.bytes.html)} KB | ${kb(r.bytes.js)} KB (${kb(r.jsGzip)} KB) | ${kb(r.bytes.css)} KB | ${kb(r.bytes.font)} KB | ${kb(r.bytes.image)} KB | **${r.lcp} ms**${range} | ${r.lcpOf} |`,
      );
    }
    return [
      '| page | HTML | JS (gzip) | CSS | fonts | images | LCP median (range) | largest paint |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...lines,
    ].join('\n');
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

if (isScript(import.meta.url))
  runScript(async () => {
    const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
    const server = process.env.BENCH_URL ? null : await startDemoServer(port, { NODE_ENV: 'test' });
    try {
      const runs = Number(process.env.BENCH_RUNS ?? 3);
      const names = (process.env.BENCH_PROFILES ?? 'slow4g,slower').split(',');
      for (const name of names) {
        const profile = PROFILES[name];
        if (!profile) throw new Error(`no profile ${name}: ${Object.keys(PROFILES).join(', ')}`);
        console.log(`\n${profile.label} (${machineState()})\n`);
        console.log(await publicSiteBench(base, { profile, runs }));
      }
      console.log(`\n${machineState()}`);
    } finally {
      server?.kill();
    }
  });
