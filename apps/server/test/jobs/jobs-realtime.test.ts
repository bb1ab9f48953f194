import { JOB_EVENTS, type JobView } from '@qc/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob, drainJobs, enqueueJob, jobWorkerOf } from '../../src/jobs/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, signIn } from '../identity/identity-helpers.ts';
import { connect, listen, next, record } from '../realtime/socket-client.ts';

let app: TestApp;
const users: Record<'owner' | 'other', { id: string; socket: Socket; seen: JobView[] }> =
  {} as never;

defineJob<{ items: number }>('test.pushed', async (run) => {
  for (let i = 1; i <= run.payload.items; i += 1) await run.progress(i, run.payload.items);
  return {};
});

beforeAll(async () => {
  app = await createTestApp();
  jobWorkerOf(app.ctx, { progressEveryMs: 0 });
  const url = await listen(app);
  for (const name of ['owner', 'other'] as const) {
    const u = await createUser(app);
    const socket = await connect(url, { token: (await signIn(app, u.email)).accessToken });
    users[name] = { id: u.id, socket, seen: record<JobView>(socket, JOB_EVENTS.progress) };
  }
});

afterAll(async () => {
  for (const u of Object.values(users)) u.socket.close();
  await app?.close();
});

describe('progress over realtime', () => {
  it("reaches the creator's browser, step by step, and nobody else's", async () => {
    const { id } = await app.ctx.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'test.pushed', payload: { items: 3 }, createdBy: users.owner.id }),
    );
    const finished = next<JobView>(
      users.owner.socket,
      JOB_EVENTS.progress,
      (p) => p.id === id && p.state === 'succeeded',
    );
    expect(await drainJobs(app.ctx)).toBe(1);
    expect(await finished).toMatchObject({ id, state: 'succeeded', done: 3, total: 3 });
    expect(users.owner.seen.map((p) => `${p.state} ${p.done}/${p.total}`)).toEqual([
      'running 0/0',
      'running 1/3',
      'running 2/3',
      'running 3/3',
      'succeeded 3/3',
    ]);
    // One connection keeps its order: after this barrier, an event not received never will be.
    const barrier = next(users.other.socket, 'test:barrier');
    app.ctx.events.toUsers([users.other.id], 'test:barrier', {});
    await barrier;
    expect(users.other.seen).toEqual([]);
  });
});
