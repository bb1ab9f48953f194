import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { today, world } from '../students/fixtures.ts';

/**
 * Conflicts (docs/offline.md): an edit made on a version of a record that changed meanwhile is
 * refused with a 409 carrying the server's version, and nothing of the change is stored; sent
 * again on the new version (the teacher kept theirs), it is stored.
 */
let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const dayUrl = (ringId: string) => `/api/rings/${ringId}/day/${today()}`;

function reading(clientId: string, toAyah: number, extra: Record<string, unknown> = {}) {
  return {
    clientId,
    kind: 'hifz',
    from: { surah: 114, ayah: 1 },
    to: { surah: 114, ayah: toAyah },
    mistakesMemorisation: 1,
    mistakesTajweed: 0,
    grade: 'good',
    ...extra,
  };
}

const save = (rows: object[], lang = 'en') =>
  app.app.inject({
    method: 'PUT',
    url: dayUrl(w.org.a.ring.id),
    headers: { ...w.as.teacherA, 'accept-language': lang },
    payload: { rows },
  });

async function stored(clientId: string) {
  const [row] = await app.ctx.db.select().from(t.readings).where(eq(t.readings.clientId, clientId));
  return row!;
}

describe('edit conflicts on the ring day', () => {
  it('refuses an edit of a reading changed meanwhile with both versions, then stores the kept one', async () => {
    const student = w.org.a.students[0]!.id;
    const c = randomUUID();
    const first = await save([{ studentId: student, readings: [reading(c, 6)] }]);
    expect(first.statusCode, first.body).toBe(200);
    const v1 = (await stored(c)).version;
    // Someone else corrects the reading meanwhile (the supervisor on the web).
    await app.ctx.db
      .update(t.readings)
      .set({ toAyah: 4, version: sql`${t.readings.version} + 1` })
      .where(eq(t.readings.clientId, c));

    // The teacher's offline edit, made on the first version, arrives with a new reading.
    const d = randomUUID();
    const added = reading(d, 3, { kind: 'revision' });
    const edit = (version: number) => [
      {
        studentId: student,
        attendance: { status: 'present' },
        readings: [reading(c, 5, { version, mistakesMemorisation: 2 }), added],
      },
    ];
    const refused = await save(edit(v1), 'ar');
    expect(refused.statusCode).toBe(409);
    const error = refused.json().error;
    expect(error.code).toBe('rings.day.changedMeanwhile');
    expect(error.message).toMatch(/تغيّر/);
    expect(error.conflicts).toEqual([
      {
        ref: c,
        version: v1 + 1,
        current: {
          kind: 'hifz',
          from: { surah: 114, ayah: 1 },
          to: { surah: 114, ayah: 4 },
          mistakesMemorisation: 1,
          mistakesTajweed: 0,
          grade: 'good',
          notes: null,
        },
      },
    ]);
    // Nothing of the change was stored: the server's version stands, the new reading waits.
    expect((await stored(c)).toAyah).toBe(4);
    expect(
      await app.ctx.db.select().from(t.readings).where(eq(t.readings.clientId, d)),
    ).toHaveLength(0);

    // Keep mine: the same edit on the version now on the server is stored over it.
    const kept = await save(edit(v1 + 1));
    expect(kept.statusCode, kept.body).toBe(200);
    const now = await stored(c);
    expect(now.toAyah).toBe(5);
    expect(now.mistakesMemorisation).toBe(2);
    expect(now.version).toBe(v1 + 2);
    expect(await stored(d)).toBeDefined();
  });

  it('stores an edit on an old version that says what is already saved, and a reading sent without a version', async () => {
    const student = w.org.a.students[0]!.id;
    const c = randomUUID();
    expect((await save([{ studentId: student, readings: [reading(c, 6)] }])).statusCode).toBe(200);
    await app.ctx.db
      .update(t.readings)
      .set({ toAyah: 3, version: sql`${t.readings.version} + 1` })
      .where(eq(t.readings.clientId, c));
    // The same content as now on the server, sent on the old version: nothing to choose.
    const same = await save([{ studentId: student, readings: [reading(c, 3, { version: 1 })] }]);
    expect(same.statusCode, same.body).toBe(200);
    // Without a version (a reading new on the phone, sent again): stored as it comes.
    const plain = await save([{ studentId: student, readings: [reading(c, 2)] }]);
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await stored(c)).toAyah).toBe(2);
  });
});
