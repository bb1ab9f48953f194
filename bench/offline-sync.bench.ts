/**
 * The time to send a day's outbox over a slow phone network (`npx tsx bench/offline-sync.bench.ts`;
 * BENCH_URL, default http://127.0.0.1:3000, the server of `npm start`), against a running server with the demo data and
 * a built web app (docs/offline.md). In Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on a
 * 390 px phone: the demo teacher signs in, the service worker installs, the network is cut, a
 * whole day of the teacher's largest ring is recorded (everyone present, a new portion for every
 * student) on a day long past, then the network comes back throttled to "regular 3G" (100 ms
 * latency, 750 kbit/s down, 250 kbit/s up) and the time from then until the ring day says
 * "saved" (the outbox empty) is measured. Target: under 5 s. Figures go to bench/README.md.
 */
import { chromium } from '@playwright/test';
import { isScript, runScript } from './bench-kit.ts';

const DAY = process.env.BENCH_DAY ?? '2023-12-31';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Admin@12345';

if (isScript(import.meta.url))
  runScript(async () => {
    console.log(await offlineSyncBench(process.env.BENCH_URL ?? 'http://127.0.0.1:3000'));
  });

/** Records a day offline and measures its sending over throttled 3G: one Markdown table row. */
export async function offlineSyncBench(base: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ar',
      baseURL: base,
    });
    // An automated browser registers the service worker only when asked (sw-register.ts).
    await context.addInitScript(() => localStorage.setItem('qc-sw', 'on'));
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', {
      data: { identifier: 'teacher@example.com', password: PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await page.goto('/api/health');
    await page.evaluate((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('language', 'ar');
    }, accessToken);
    const rings = (await (
      await page.request.get('/api/ring-day/rings', {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { items: Array<{ id: string }> };
    let ringId = rings.items[0]!.id;
    let most = 0;
    for (const ring of rings.items) {
      const day = (await (
        await page.request.get(`/api/rings/${ring.id}/day/${DAY}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).json()) as { students: unknown[] };
      if (day.students.length > most) [most, ringId] = [day.students.length, ring.id];
    }
    await page.goto(`/ring-day?ring=${ringId}&date=${DAY}`);
    const cards = page.getByTestId('student-card');
    await cards.first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, {
      timeout: 60_000,
    });

    // The network is cut and, when it comes back, throttled (DevTools' "regular 3G").
    const cdp = await context.newCDPSession(page);
    const network = (offline: boolean) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline,
        latency: 100,
        downloadThroughput: (750 * 1024) / 8,
        uploadThroughput: (250 * 1024) / 8,
      });
    await network(true);
    const students = await cards.count();
    await page.getByRole('button', { name: 'الكل حاضر' }).click();
    for (let i = 0; i < students; i++)
      await cards.nth(i).getByRole('button', { name: 'حفظ جديد' }).click();
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await page.getByTestId('save-state').filter({ hasText: 'بانتظار الاتصال' }).waitFor();
    const body = await page.evaluate(async () => {
      const open = indexedDB.open('qc-offline');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = await new Promise<Array<{ body: unknown }>>((resolve) => {
        const req = db.transaction('outbox').objectStore('outbox').getAll();
        req.onsuccess = () => resolve(req.result as Array<{ body: unknown }>);
      });
      return JSON.stringify(all.map((e) => e.body)).length;
    });

    const started = performance.now();
    await network(false);
    await page
      .getByTestId('save-state')
      .filter({ hasText: 'تم الحفظ' })
      .waitFor({ timeout: 60_000 });
    const ms = performance.now() - started;
    return [
      '| day sent | time | target |',
      '|---|---:|---|',
      `| ${students} students, ${(body / 1024).toFixed(1)} KB queued | ${(ms / 1000).toFixed(2)} s | ${ms < 5000 ? 'within' : 'over'} 5 s |`,
    ].join('\n');
  } finally {
    await browser.close();
  }
}
