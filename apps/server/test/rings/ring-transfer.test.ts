import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const transfer = (studentId: string, payload: object, headers = w.as.admin) =>
  app.app.inject({ method: 'POST', url: `/api/students/${studentId}/transfer`, headers, payload });

describe('ring transfers', () => {
  it('moves a student between rings and centres and keeps the history', async () => {
    const s = w.org.a.students[0]!;
    const first = await transfer(s.id, {
      toRingId: w.org.a.ring2.id,
      reason: 'قرب السكن',
      date: '2026-02-01',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await transfer(s.id, {
      toRingId: w.org.b.ring.id,
      reason: 'انتقال العائلة',
      date: '2026-03-01',
    });
    expect(second.statusCode).toBe(201);
    const [student] = await app.ctx.db.select().from(t.students).where(eq(t.students.id, s.id));
    expect(student!.ringId).toBe(w.org.b.ring.id);
    expect(student!.centreId).toBe(w.org.b.centre.id);
    const history = await app.app.inject({
      method: 'GET',
      url: `/api/ring-transfers?studentId=${s.id}`,
      headers: w.as.admin,
    });
    const items = history.json().items;
    expect(items.map((i: { toRingName: string }) => i.toRingName)).toEqual(['Ring B', 'Ring A 2']);
    expect(items[0].fromRingName).toBe('Ring A 2');
    // Both centres see the move to B: the one it left (its manager) and the one it reached.
    const seenBy = async (headers: typeof w.as.admin, query = `studentId=${s.id}`) =>
      (
        (
          await app.app.inject({ method: 'GET', url: `/api/ring-transfers?${query}`, headers })
        ).json().items as Array<{ toRingName: string }>
      ).map((i) => i.toRingName);
    expect(await seenBy(w.as.manager)).toEqual(['Ring B', 'Ring A 2']);
    expect(await seenBy(w.as.manager, `centreId=${w.org.a.centre.id}`)).toEqual([
      'Ring B',
      'Ring A 2',
    ]);
    // The moved student now appears on the ring day of B's teacher, not A's.
    const dayB = await app.app.inject({
      method: 'GET',
      url: `/api/rings/${w.org.b.ring.id}/day/2026-03-02`,
      headers: w.as.teacherB,
    });
    expect(dayB.json().students.map((x: { id: string }) => x.id)).toContain(s.id);
    // History rows are append-only.
    await expect(app.ctx.db.delete(t.ringTransfers)).rejects.toThrow();
  });

  it('starts a student waiting for a ring (accepted) when a ring is given', async () => {
    const [waiting] = await app.ctx.db
      .insert(t.students)
      .values({
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        fullName: 'منتظر الحلقة',
        gender: 'male',
        status: 'accepted',
      })
      .returning();
    const res = await transfer(
      waiting!.id,
      { toRingId: w.org.a.ring.id, reason: 'توفر مكان في الحلقة', date: '2026-02-10' },
      w.as.manager,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [after] = await app.ctx.db
      .select()
      .from(t.students)
      .where(eq(t.students.id, waiting!.id));
    expect(after).toMatchObject({ status: 'active', ringId: w.org.a.ring.id });
    const events = await app.ctx.db
      .select()
      .from(t.studentCaseEvents)
      .where(eq(t.studentCaseEvents.studentId, waiting!.id));
    expect(events).toMatchObject([
      {
        fromStatus: 'accepted',
        toStatus: 'active',
        reason: 'توفر مكان في الحلقة',
        occurredOn: '2026-02-10',
      },
    ]);
    // The ring's teacher has them on the ring day at once.
    const day = await app.app.inject({
      method: 'GET',
      url: `/api/rings/${w.org.a.ring.id}/day/2026-02-11`,
      headers: w.as.teacherA,
    });
    expect(day.json().students.map((x: { id: string }) => x.id)).toContain(waiting!.id);
  });

  it('refuses the same ring, a missing reason and rings outside the scope', async () => {
    const s = w.org.a.students[1]!;
    expect(
      (
        await transfer(s.id, { toRingId: w.org.a.ring2.id, reason: 'سبب', date: '2026-02-01' })
      ).json().error.code,
    ).toBe('rings.transfer.sameRing');
    expect(
      (await transfer(s.id, { toRingId: w.org.a.ring.id, reason: '', date: '2026-02-01' }))
        .statusCode,
    ).toBe(400);
    // The manager of centre A cannot move a student into centre B.
    const out = await transfer(
      s.id,
      { toRingId: w.org.b.ring.id, reason: 'سبب كاف', date: '2026-02-01' },
      w.as.manager,
    );
    expect(out.statusCode).toBe(400);
    expect(out.json().error.fields.toRingId).toBeDefined();
    // Nor touch a student of centre B.
    const b = await transfer(
      w.org.b.students[0]!.id,
      { toRingId: w.org.a.ring.id, reason: 'سبب كاف', date: '2026-02-01' },
      w.as.manager,
    );
    expect(b.statusCode).toBe(404);
  });
});
