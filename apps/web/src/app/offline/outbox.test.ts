import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb, resetOfflineDbForTests, type OutboxEntry } from './offline-db.ts';
import {
  classifyAnswer,
  conflictPart,
  Outbox,
  type NewChange,
  type SendOutcome,
} from './outbox.ts';

/** A fresh database for each test. */
beforeEach(async () => {
  resetOfflineDbForTests();
  const db = await offlineDb();
  await db.clear('outbox');
  await db.clear('data');
});

const change = (over: Partial<NewChange> = {}): NewChange => ({
  kind: 'ring-day',
  group: 'g1',
  method: 'PUT',
  path: '/rings/r1/day/2026-03-01',
  body: { n: 1 },
  label: { key: 'offline.kind.ringDay', values: { ring: 'A' } },
  count: 1,
  userId: 'u1',
  ...over,
});

const sum = (w: OutboxEntry) => ({
  body: { n: (w.body as { n: number }).n + 1 },
  count: w.count + 1,
});

describe('the outbox', () => {
  it('merges a change into its waiting group with a new key, and keeps others apart', async () => {
    const box = new Outbox();
    const first = await box.add(change(), sum);
    const second = await box.add(change(), sum);
    expect(second.id).toBe(first.id);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.body).toEqual({ n: 2 });
    await box.add(change({ group: 'g2' }), sum);
    await box.add(change({ userId: 'u2' }), sum);
    expect(await box.list()).toHaveLength(3);
  });

  it('sends oldest first, stops while offline, removes only what the server stored', async () => {
    const box = new Outbox();
    await box.add(change({ group: 'a' }));
    await box.add(change({ group: 'b' }));
    const seen: string[] = [];
    let answer: SendOutcome = { kind: 'retry' };
    const transport = async (e: OutboxEntry) => {
      seen.push(e.group!);
      return answer;
    };
    expect(await box.flush(transport, 'u1')).toEqual({ sent: 0, waiting: 2 });
    expect(seen).toEqual(['a']);
    answer = { kind: 'stored' };
    expect(await box.flush(transport, 'u1')).toEqual({ sent: 2, waiting: 0 });
    expect(seen).toEqual(['a', 'a', 'b']);
  });

  it('sends one key however often it is tried, and a new key once the content changed', async () => {
    const box = new Outbox();
    await box.add(change(), sum);
    const keys: string[] = [];
    const lost = async (e: OutboxEntry): Promise<SendOutcome> => {
      keys.push(e.idempotencyKey);
      return { kind: 'retry' };
    };
    await box.flush(lost, 'u1');
    await box.flush(lost, 'u1');
    expect(new Set(keys).size).toBe(1);
    await box.add(change(), sum);
    await box.flush(lost, 'u1');
    expect(new Set(keys).size).toBe(2);
  });

  it('keeps a refusal and a conflict with their reason until retried or discarded', async () => {
    const box = new Outbox();
    const refused = await box.add(change({ group: 'a' }));
    const conflicting = await box.add(change({ group: 'b' }));
    const transport = async (e: OutboxEntry): Promise<SendOutcome> =>
      e.id === refused.id
        ? classifyAnswer(400, { code: 'errors.validation', message: 'Bad range' })
        : classifyAnswer(409, { code: 'errors.conflict', message: 'Changed' });
    expect(await box.flush(transport, 'u1')).toEqual({ sent: 0, waiting: 2 });
    const [a, b] = await box.list();
    expect(a).toMatchObject({ state: 'refused', error: { status: 400, message: 'Bad range' } });
    expect(b).toMatchObject({ state: 'conflict', error: { status: 409 } });
    // Not sent again by itself.
    let calls = 0;
    await box.flush(async () => {
      calls++;
      return { kind: 'stored' };
    }, 'u1');
    expect(calls).toBe(0);
    await box.retry(refused.id);
    await box.discard(conflicting.id);
    expect(await box.flush(async () => ({ kind: 'stored' }), 'u1')).toEqual({
      sent: 1,
      waiting: 0,
    });
  });

  it('puts back an entry left in flight by a closed page, with the same key', async () => {
    const box = new Outbox();
    const entry = await box.add(change());
    const db = await offlineDb();
    await db.put('outbox', { ...entry, state: 'sending' });
    const fresh = new Outbox();
    await fresh.recover();
    const [again] = await fresh.list();
    expect(again).toMatchObject({ state: 'waiting', idempotencyKey: entry.idempotencyKey });
  });

  it('never merges into an entry in flight: the new change follows it', async () => {
    const box = new Outbox();
    const entry = await box.add(change(), sum);
    const db = await offlineDb();
    await db.put('outbox', { ...entry, state: 'sending' });
    const next = await box.add(change(), sum);
    expect(next.id).not.toBe(entry.id);
    expect(next.body).toEqual({ n: 1 });
  });

  it('sends only the signed-in user’s changes', async () => {
    const box = new Outbox();
    await box.add(change({ userId: 'other' }));
    let calls = 0;
    await box.flush(async () => {
      calls++;
      return { kind: 'stored' };
    }, 'u1');
    expect(calls).toBe(0);
    expect(await box.list()).toHaveLength(1);
  });

  it('runs once more when asked to send while a send was failing', async () => {
    const box = new Outbox();
    await box.add(change());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    // The first try fails (still offline); the connection comes back meanwhile.
    const transport = async (): Promise<SendOutcome> => {
      calls++;
      if (calls > 1) return { kind: 'stored' };
      await gate;
      return { kind: 'retry' };
    };
    const first = box.flush(transport, 'u1');
    const second = box.flush(transport, 'u1');
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(2);
    expect(await box.list()).toHaveLength(0);
  });

  it('lets the refused rows of a batch go and sends the others as a new change', async () => {
    const box = new Outbox();
    const entry = await box.add(change({ body: { rows: ['s1', 's2', 's3'] }, count: 3 }));
    await box.flush(
      async () =>
        classifyAnswer(400, {
          code: 'errors.validation',
          message: 'Check the rows',
          fields: { 'rows.1.studentId': { code: 'rings.day.notInRing', message: 'Moved' } },
        }),
      'u1',
    );
    expect(await box.dropRefusedRows(entry.id)).toBe(1);
    const [kept] = await box.list();
    expect(kept).toMatchObject({ state: 'waiting', count: 2, body: { rows: ['s1', 's3'] } });
    expect(kept!.idempotencyKey).not.toBe(entry.idempotencyKey);
  });

  it('classifies answers', () => {
    expect(classifyAnswer(0).kind).toBe('retry');
    expect(classifyAnswer(503).kind).toBe('retry');
    expect(classifyAnswer(401).kind).toBe('retry');
    expect(classifyAnswer(409, { code: 'errors.idempotencyInProgress' }).kind).toBe('retry');
    expect(classifyAnswer(200).kind).toBe('stored');
    expect(classifyAnswer(404).kind).toBe('refused');
    expect(classifyAnswer(403).kind).toBe('refused');
    expect(classifyAnswer(409).kind).toBe('conflict');
  });
});

describe('conflicts', () => {
  const reading = (clientId: string, toAyah: number, version?: number) => ({
    clientId,
    kind: 'hifz',
    to: { surah: 1, ayah: toAyah },
    ...(version ? { version } : {}),
  });
  const day = {
    rows: [
      { studentId: 's1', attendance: null, readings: [reading('c1', 5, 1)], removeReadings: [] },
      {
        studentId: 's2',
        attendance: { status: 'present' },
        readings: [reading('c2', 3, 1)],
        removeReadings: [],
      },
    ],
  };
  const conflicting = async (box: Outbox, refs: string[]) => {
    const entry = await box.add(change({ body: day, count: 2 }));
    await box.flush(
      async () =>
        classifyAnswer(409, {
          code: 'rings.day.changedMeanwhile',
          message: 'Changed meanwhile',
          conflicts: refs.map((ref) => ({ ref, version: 4, current: reading(ref, 2) })),
        }),
      'u1',
    );
    return entry;
  };

  it('keeps the server’s versions with the conflict, and the part of mine they concern', async () => {
    const box = new Outbox();
    const entry = await conflicting(box, ['c2']);
    const [stored] = await box.list();
    expect(stored).toMatchObject({ state: 'conflict', error: { status: 409 } });
    expect(stored!.error!.conflicts).toEqual([
      { ref: 'c2', version: 4, current: reading('c2', 2) },
    ]);
    expect(conflictPart(stored!.body, 'c2')).toEqual(reading('c2', 3, 1));
    expect(conflictPart(stored!.body, '')).toEqual(day);
    expect(stored!.id).toBe(entry.id);
  });

  it('keep mine: sent again on the server’s version, as a new change', async () => {
    const box = new Outbox();
    const entry = await conflicting(box, ['c2']);
    await box.keepMine(entry.id);
    const [again] = await box.list();
    expect(again).toMatchObject({ state: 'waiting', error: null, count: 2 });
    expect(again!.idempotencyKey).not.toBe(entry.idempotencyKey);
    const rows = (again!.body as typeof day).rows;
    expect(rows[1]!.readings[0]).toEqual(reading('c2', 3, 4));
    // The parts without a conflict are unchanged.
    expect(rows[0]!.readings[0]).toEqual(reading('c1', 5, 1));
  });

  it('take theirs: the conflicting parts leave the change, the rest is sent; nothing left, it goes', async () => {
    const box = new Outbox();
    const entry = await conflicting(box, ['c1']);
    await box.takeTheirs(entry.id);
    const [rest] = await box.list();
    expect(rest).toMatchObject({ state: 'waiting', count: 1 });
    expect((rest!.body as typeof day).rows.map((r) => r.studentId)).toEqual(['s2']);
  });

  it('take theirs of a change that is one record (a judge’s sheet): the entry goes', async () => {
    const box = new Outbox();
    const whole = await box.add(
      change({ group: 'sheet', body: { nominationId: 'n1', version: 1 } }),
    );
    await box.flush(
      async () =>
        classifyAnswer(409, {
          code: 'competitions.errors.sheetChangedMeanwhile',
          message: 'Changed',
          conflicts: [{ ref: '', version: 2, current: { nominationId: 'n1' } }],
        }),
      'u1',
    );
    expect((await box.list())[0]).toMatchObject({ state: 'conflict' });
    await box.takeTheirs(whole.id);
    expect(await box.list()).toEqual([]);
  });
});
