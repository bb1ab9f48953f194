import { JOB_EVENTS, type JobView } from '@qc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import {
  defineJob,
  enqueueJob,
  JobWorker,
  jobWorkerOf,
  PermanentJobError,
  runNextJob,
  type JobRun,
} from '../../src/jobs/index.ts';
import { claimNextJob, deleteFinishedJobs } from '../../src/jobs/jobs.repository.ts';
import { definedJobKinds } from '../../src/jobs/job-registry.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
const users: Record<'owner' | 'other' | 'admin', { id: string; headers: Record<string, string> }> =
  {} as never;
const sent: Array<{ userIds: readonly string[]; event: string; payload: JobView }> = [];

/** What each handler saw, by job id. */
const runs = new Map<string, Array<{ attempt: number; worker?: string }>>();
const record = (run: JobRun<unknown>, worker?: string) => {
  const list = runs.get(run.id) ?? [];
  list.push({ attempt: run.attempt, ...(worker ? { worker } : {}) });
  runs.set(run.id, list);
};

// Kinds of this file (a module would define its own in its *.module.ts).
defineJob<{ items: number }>('test.report', async (run) => {
  record(run);
  for (let i = 1; i <= run.payload.items; i += 1) await run.progress(i, run.payload.items);
  return {
    resultFile: {
      name: 'تقرير.pdf',
      contentType: 'application/pdf',
      data: Buffer.from(`%PDF-1.4 ${run.payload.items} items`),
    },
    summary: { items: run.payload.items },
  };
});

let failuresLeft = 0;
defineJob<Record<string, never>>('test.flaky', async (run) => {
  record(run);
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('printer on fire');
  }
  return { summary: { ok: true } };
});

defineJob<Record<string, never>>('test.broken', async (run) => {
  record(run);
  throw new PermanentJobError('jobs.error.noResult');
});

/** A handler that waits for the test before going on (to act while it runs). */
let gate: { entered: () => void; release: Promise<void> } | null = null;
defineJob<Record<string, never>>('test.slow', async (run) => {
  record(run);
  await run.progress(1, 10);
  if (gate) {
    gate.entered();
    await gate.release;
  }
  await run.progress(2, 10);
  if (run.signal.aborted) throw run.signal.reason;
  return { resultFile: { name: 'slow.txt', contentType: 'text/plain', data: Buffer.from('x') } };
});

defineJob<{ n: number }>('test.claim', async (run) => {
  record(run, (run.payload as { worker?: string }).worker);
  await run.progress(1, 2);
  return {};
});

function opened() {
  let entered!: () => void;
  let release!: () => void;
  const enteredP = new Promise<void>((r) => (entered = r));
  const releaseP = new Promise<void>((r) => (release = r));
  gate = { entered, release: releaseP };
  return { entered: enteredP, release };
}

async function enqueue(kind: string, payload: unknown = {}, createdBy = users.owner.id) {
  return app.ctx.db.transaction((tx) => enqueueJob(tx, { kind, payload, createdBy }));
}

async function jobRow(id: string) {
  const [row] = await app.ctx.db.select().from(t.backgroundJobs).where(eq(t.backgroundJobs.id, id));
  return row!;
}

const view = async (id: string, who: keyof typeof users = 'owner') =>
  app.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: users[who].headers });

beforeAll(async () => {
  app = await createTestApp();
  for (const [name, assignments] of [
    ['owner', []],
    ['other', []],
    ['admin', [{ role: 'super_admin', level: 'organisation' as const }]],
  ] as const) {
    const u = await createUser(app, { assignments: [...assignments] });
    users[name] = { id: u.id, headers: bearer((await signIn(app, u.email)).accessToken) };
  }
  // Every step stored (the throttle has its own test) and retries due at once.
  jobWorkerOf(app.ctx, { progressEveryMs: 0, retryDelayMs: () => 0 });
  const events = app.ctx.events;
  app.ctx.events = {
    ...events,
    toUsers(userIds, event, payload) {
      if (event === JOB_EVENTS.progress) sent.push({ userIds, event, payload: payload as JobView });
      events.toUsers(userIds, event, payload);
    },
  };
});

afterAll(async () => {
  await app?.close();
});

/** Runs what is due now (leaves jobs of other tests alone only because each test drains). */
async function drain() {
  let n = 0;
  while (await runNextJob(app.ctx)) n += 1;
  return n;
}

describe('enqueue', () => {
  it('exists only if the transaction commits', async () => {
    const before = await app.ctx.db.select().from(t.backgroundJobs);
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await enqueueJob(tx, {
          kind: 'test.report',
          payload: { items: 1 },
          createdBy: users.owner.id,
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await app.ctx.db.select().from(t.backgroundJobs)).toHaveLength(before.length);
    expect(await runNextJob(app.ctx)).toBeNull();

    const { id } = await enqueue('test.report', { items: 1 });
    expect((await jobRow(id)).state).toBe('queued');
    expect(await drain()).toBe(1);
  });

  it('refuses a kind nobody defined', async () => {
    await expect(enqueue('test.nobody')).rejects.toThrow(/unknown job kind/);
  });

  it('waits for run_after', async () => {
    const { id } = await app.ctx.db.transaction((tx) =>
      enqueueJob(tx, {
        kind: 'test.report',
        payload: { items: 1 },
        createdBy: users.owner.id,
        runAfter: new Date(Date.now() + 3600_000),
      }),
    );
    expect(await runNextJob(app.ctx)).toBeNull();
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(t.backgroundJobs.id, id));
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'succeeded' });
  });
});

describe('a run', () => {
  it('reports progress to its creator and keeps a result file', async () => {
    const { id } = await enqueue('test.report', { items: 3 });
    const queued = await view(id);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ id, kind: 'test.report', state: 'queued', done: 0 });
    sent.length = 0;

    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'succeeded' });

    const mine = sent.filter((e) => e.payload.id === id);
    expect(mine.every((e) => e.userIds.length === 1 && e.userIds[0] === users.owner.id)).toBe(true);
    expect(mine.map((e) => [e.payload.state, e.payload.done, e.payload.total])).toEqual([
      ['running', 0, 0],
      ['running', 1, 3],
      ['running', 2, 3],
      ['running', 3, 3],
      ['succeeded', 3, 3],
    ]);
    expect(mine.at(-1)!.payload.resultName).toBe('تقرير.pdf');

    const done = (await view(id)).json() as JobView;
    expect(done).toMatchObject({ state: 'succeeded', done: 3, total: 3, summary: { items: 3 } });
    expect(done.resultUrl).toBe(`/api/jobs/${id}/result`);
    expect(done.resultName).toBe('تقرير.pdf');
    const file = await app.app.inject({
      method: 'GET',
      url: done.resultUrl!,
      headers: users.owner.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('تقرير.pdf'));
    expect(file.body).toBe('%PDF-1.4 3 items');
    expect((await jobRow(id)).attempts).toBe(1);
  });

  it('stores and announces progress at most once per interval, and always the last step', async () => {
    const { id } = await enqueue('test.report', { items: 4 });
    const throttled = new JobWorker(app.ctx, { workerId: 'throttled', progressEveryMs: 3600_000 });
    sent.length = 0;
    expect(await throttled.runNextJob()).toEqual({ id, state: 'succeeded' });
    const steps = sent.filter((e) => e.payload.id === id && e.payload.state === 'running');
    expect(steps.map((e) => e.payload.done)).toEqual([0, 1, 4]);
  });
});

describe('several workers', () => {
  it('never run the same job twice, however their claims interleave', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) ids.push((await enqueue('test.claim', { n })).id);
    const a = new JobWorker(app.ctx, { workerId: 'a', progressEveryMs: 0 });
    const b = new JobWorker(app.ctx, { workerId: 'b', progressEveryMs: 0 });
    // Six loops at once, three per worker, each claiming until nothing is left.
    const loops = [a, a, a, b, b, b].map(async (w) => {
      let count = 0;
      while (await w.runNextJob()) count += 1;
      return count;
    });
    const counts = await Promise.all(loops);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    for (const id of ids) {
      expect(runs.get(id), id).toHaveLength(1);
      const row = await jobRow(id);
      expect(row.state).toBe('succeeded');
      expect(row.attempts).toBe(1);
      expect(row.lockedBy).toBeNull();
    }
  });

  it('pick up a job whose process died once its lease ran out, counting the attempt', async () => {
    const { id } = await enqueue('test.report', { items: 2 });
    // A process claims it and dies: nobody renews the lease.
    const claimed = await claimNextJob(app.ctx.db, 'dead-process', definedJobKinds(), 60_000);
    expect(claimed?.id).toBe(id);
    // Still leased: nobody else takes it.
    expect(await runNextJob(app.ctx)).toBeNull();
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(t.backgroundJobs.id, id));
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'succeeded' });
    const row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(runs.get(id)).toEqual([{ attempt: 2 }]);
  });

  it('give up on a job whose process died on its last attempt', async () => {
    const { id } = await enqueue('test.report', { items: 2 });
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ attempts: 2 })
      .where(eq(t.backgroundJobs.id, id));
    await claimNextJob(app.ctx.db, 'dead-process', definedJobKinds(), 60_000);
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(t.backgroundJobs.id, id));
    sent.length = 0;
    expect(await runNextJob(app.ctx)).toBeNull();
    expect(runs.get(id)).toBeUndefined();
    expect((await view(id)).json()).toMatchObject({
      state: 'failed',
      error: 'jobs.error.abandoned',
    });
    expect(sent.some((e) => e.payload.id === id && e.payload.state === 'failed')).toBe(true);
  });

  it('a worker that lost its lease does not record its result', async () => {
    const { id } = await enqueue('test.slow');
    const slow = opened();
    const first = new JobWorker(app.ctx, { workerId: 'first', progressEveryMs: 0 });
    const running = first.runNextJob();
    await slow.entered;
    // Its lease runs out (the process hung) and another worker takes the job over.
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(t.backgroundJobs.id, id));
    gate = null;
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'succeeded' });
    slow.release();
    expect(await running).toEqual({ id, state: 'lost' });
    const files = await app.ctx.db
      .select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.recordId, id));
    expect(files).toHaveLength(1);
    expect((await jobRow(id)).attempts).toBe(2);
  });
});

describe('shutdown', () => {
  it('hands a running job back to the queue without counting the attempt', async () => {
    const { id } = await enqueue('test.slow');
    const slow = opened();
    const closing = new JobWorker(app.ctx, { workerId: 'closing', progressEveryMs: 0 });
    const running = closing.runNextJob();
    await slow.entered;
    expect((await jobRow(id)).attempts).toBe(1);
    const stopped = closing.stop();
    slow.release();
    gate = null;
    await stopped;
    expect(await running).toEqual({ id, state: 'queued' });
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'succeeded' });
    expect((await jobRow(id)).attempts).toBe(1);
  });
});

describe('failures', () => {
  it('are retried, then the job fails with a translated reason', async () => {
    failuresLeft = 10;
    const { id } = await enqueue('test.flaky');
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'queued' });
    expect(await jobRow(id)).toMatchObject({ attempts: 1, state: 'queued', error: null });
    expect((await jobRow(id)).errorDetail).toContain('printer on fire');
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'queued' });
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'failed' });
    expect(await runNextJob(app.ctx)).toBeNull();
    expect(runs.get(id)!.map((r) => r.attempt)).toEqual([1, 2, 3]);
    const body = (await view(id)).json() as JobView;
    expect(body).toMatchObject({ state: 'failed', error: 'jobs.error.failed' });
    expect(JSON.stringify(body)).not.toContain('printer');
    failuresLeft = 0;
  });

  it('succeed on a later attempt', async () => {
    failuresLeft = 1;
    const { id } = await enqueue('test.flaky');
    expect(await drain()).toBe(2);
    expect(await jobRow(id)).toMatchObject({
      state: 'succeeded',
      attempts: 2,
      summary: { ok: true },
    });
  });

  it('wait for their retry delay', async () => {
    failuresLeft = 1;
    const { id } = await enqueue('test.flaky');
    const patient = new JobWorker(app.ctx, { workerId: 'patient', retryDelayMs: () => 3600_000 });
    expect(await patient.runNextJob()).toEqual({ id, state: 'queued' });
    expect(await patient.runNextJob()).toBeNull();
    expect(runs.get(id)).toHaveLength(1);
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(t.backgroundJobs.id, id));
    expect(await patient.runNextJob()).toEqual({ id, state: 'succeeded' });
  });

  it('that another attempt would not cure fail at once', async () => {
    const { id } = await enqueue('test.broken');
    expect(await runNextJob(app.ctx)).toEqual({ id, state: 'failed' });
    expect(await jobRow(id)).toMatchObject({ attempts: 1, error: 'jobs.error.noResult' });
  });
});

describe('cancel', () => {
  const cancel = (id: string, who: keyof typeof users = 'owner') =>
    app.app.inject({ method: 'POST', url: `/api/jobs/${id}/cancel`, headers: users[who].headers });

  it('of a queued job: it never runs', async () => {
    const { id } = await enqueue('test.report', { items: 1 });
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'cancelled' });
    expect(await runNextJob(app.ctx)).toBeNull();
    expect(runs.get(id)).toBeUndefined();
    expect((await cancel(id)).statusCode).toBe(409);
  });

  it('of a running job: it stops at its next step and keeps no file', async () => {
    const { id } = await enqueue('test.slow');
    const slow = opened();
    const running = runNextJob(app.ctx);
    await slow.entered;
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'running', cancelRequested: true });
    slow.release();
    gate = null;
    expect(await running).toEqual({ id, state: 'cancelled' });
    expect((await view(id)).json()).toMatchObject({ state: 'cancelled' });
    const files = await app.ctx.db
      .select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.recordId, id));
    expect(files).toHaveLength(0);
  });

  it('seen by a worker of another process through the database', async () => {
    const { id } = await enqueue('test.slow');
    const slow = opened();
    const elsewhere = new JobWorker(app.ctx, { workerId: 'elsewhere', progressEveryMs: 0 });
    const running = elsewhere.runNextJob();
    await slow.entered;
    expect((await cancel(id)).statusCode).toBe(200);
    slow.release();
    gate = null;
    expect(await running).toEqual({ id, state: 'cancelled' });
  });

  it('of a finished job is refused', async () => {
    const { id } = await enqueue('test.report', { items: 1 });
    await drain();
    const res = await cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('jobs.error.finished');
  });
});

describe('who sees a job', () => {
  it('only its creator and administrators; anyone else gets 404', async () => {
    const { id } = await enqueue('test.report', { items: 1 });
    await drain();
    for (const url of [`/api/jobs/${id}`, `/api/jobs/${id}/result`]) {
      const res = await app.app.inject({ method: 'GET', url, headers: users.other.headers });
      expect(res.statusCode, url).toBe(404);
      const anonymous = await app.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
    }
    const refused = await app.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/cancel`,
      headers: users.other.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect((await view(id, 'admin')).json()).toMatchObject({ id, state: 'succeeded' });
    const file = await app.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}/result`,
      headers: users.admin.headers,
    });
    expect(file.statusCode).toBe(200);
    expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('its progress events reach nobody else', async () => {
    sent.length = 0;
    await enqueue('test.report', { items: 2 });
    await drain();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((e) => e.userIds.join() === users.owner.id)).toBe(true);
  });
});

describe('finished jobs', () => {
  it('are deleted with their result file after a while; others stay', async () => {
    const { id: old } = await enqueue('test.report', { items: 1 });
    const { id: recent } = await enqueue('test.report', { items: 1 });
    await drain();
    const { id: waiting } = await enqueue('test.report', { items: 1 });
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ finishedAt: sql`now() - interval '15 days'` })
      .where(eq(t.backgroundJobs.id, old));
    // A queued job is never swept, however old.
    await app.ctx.db
      .update(t.backgroundJobs)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(t.backgroundJobs.id, waiting));
    const oldFile = (await jobRow(old)).resultFileId!;
    expect(await deleteFinishedJobs(app.ctx.db)).toBe(1);
    expect((await view(old)).statusCode).toBe(404);
    expect(
      await app.ctx.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, oldFile)),
    ).toEqual([]);
    expect((await view(recent)).json()).toMatchObject({ state: 'succeeded' });
    expect(
      (
        await app.app.inject({
          method: 'GET',
          url: `/api/jobs/${recent}/result`,
          headers: users.owner.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await jobRow(waiting)).state).toBe('queued');
    expect(await drain()).toBe(1);
  });
});
