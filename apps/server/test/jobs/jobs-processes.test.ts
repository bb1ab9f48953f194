import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { defineJob, enqueueJob, jobWorkerOf, type JobRun } from '../../src/jobs/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-database.ts';

/** Which app ran each job (by its database pool). */
const ranBy = new Map<string, string[]>();
let onRun: ((run: JobRun<{ n: number }>) => void) | null = null;

defineJob<{ n: number }>('test.process', async (run) => {
  const list = ranBy.get(run.id) ?? [];
  list.push(run.ctx.config.dataDir);
  ranBy.set(run.id, list);
  await run.progress(1, 2);
  onRun?.(run);
  return { summary: { n: run.payload.n } };
});

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('the worker loop started with the server', () => {
  it('runs a queued job on its own and stops when the app closes', async () => {
    const app: TestApp = await createTestApp({
      env: { JOBS_WORKER: 'on', JOBS_POLL_MS: '50' },
    });
    closers.push(() => app.close());
    const { id } = await app.ctx.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'test.process', payload: { n: 1 }, createdBy: null }),
    );
    const ran = new Promise<string>((resolve) => (onRun = (run) => resolve(run.id)));
    await app.app.ready();
    expect(jobWorkerOf(app.ctx).started).toBe(true);
    expect(await ran).toBe(id);
    onRun = null;
    await app.app.close();
    expect(jobWorkerOf(app.ctx).started).toBe(false);
    // Stopped: a job queued after close stays queued.
    const { id: later } = await app.ctx.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'test.process', payload: { n: 2 }, createdBy: null }),
    );
    const [row] = await app.ctx.db
      .select()
      .from(t.backgroundJobs)
      .where(eq(t.backgroundJobs.id, later));
    expect(row!.state).toBe('queued');
    await app.database.close();
    closers.pop();
  });

  it('is off under tests unless asked for', async () => {
    const app = await createTestApp();
    closers.push(() => app.close());
    await app.app.ready();
    const { id } = await app.ctx.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'test.process', payload: { n: 3 }, createdBy: null }),
    );
    // No loop runs it; the test drives the worker itself.
    expect(jobWorkerOf(app.ctx).started).toBe(false);
    expect(ranBy.get(id)).toBeUndefined();
    expect(await jobWorkerOf(app.ctx).runNextJob()).toEqual({ id, state: 'succeeded' });
  });
});

/**
 * Two server processes on one PostgreSQL database: two applications, each with its own pool
 * of connections and its own worker, claiming at the same time.
 */
describe.skipIf(testDbKind() !== 'postgres')('two app instances on one PostgreSQL database', () => {
  it('never run the same job twice', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `qc_jobs_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    closers.push(async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databases: Database[] = [];
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: url.toString(), poolMax: 4 });
      if (i === 0) await database.migrate();
      databases.push(database);
    }
    const apps = await Promise.all(databases.map((database) => createTestApp({ database })));
    for (const app of apps) closers.push(() => app.close());

    const ids: string[] = [];
    for (let n = 0; n < 30; n += 1) {
      const { id } = await apps[0]!.ctx.db.transaction((tx) =>
        enqueueJob(tx, { kind: 'test.process', payload: { n }, createdBy: null }),
      );
      ids.push(id);
    }
    const loops = apps.flatMap((app) =>
      [1, 2, 3].map(async () => {
        const worker = jobWorkerOf(app.ctx, { progressEveryMs: 0 });
        let count = 0;
        while (await worker.runNextJob()) count += 1;
        return count;
      }),
    );
    const counts = await Promise.all(loops);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    const rows = await apps[1]!.ctx.db.select().from(t.backgroundJobs);
    for (const id of ids) {
      expect(ranBy.get(id), id).toHaveLength(1);
      const row = rows.find((r) => r.id === id)!;
      expect(row).toMatchObject({ state: 'succeeded', attempts: 1, lockedBy: null });
    }
    // Both processes took part (each had work while the other was busy).
    expect(new Set(ids.flatMap((id) => ranBy.get(id)!)).size).toBe(2);
  });
});
