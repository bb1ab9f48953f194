import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

/**
 * Weekly times are the `ring-times` definition, written through the generic API: the ring fixes
 * the centre and country, the end must come after the start, and a slot may not clash with its
 * ring's or its teachers' other slots (the rings hook, teachers locked).
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let events: ChangeEvent[];

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const real = app.ctx.events.changed.bind(app.ctx.events);
  vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
    events.push(e);
    real(e);
  });
});
beforeEach(() => {
  events = [];
});
afterAll(async () => app?.close());

type Slot = { weekday: number; startsAt: string; endsAt: string };

const add = (ringId: string, slot: Slot, headers = w.as.manager) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ring-times',
    headers,
    payload: { ringId, ...slot },
  });

const list = async (query: string, headers = w.as.manager) => {
  const res = await app.app.inject({ method: 'GET', url: `/api/ring-times?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    items: Array<{
      id: string;
      version: number;
      ringId: string;
      weekday: number;
      startsAt: string;
      endsAt: string;
      _refs: { ringId: { label: string } };
    }>;
  };
};

const count = async () =>
  (await app.database.query<{ n: number }>('select count(*)::int as n from ring_times'))[0]!.n;

describe('ring times (the ring-times definition)', () => {
  it('adds slots and refuses a clash for the same teacher, in French', async () => {
    const res = await add(w.org.a.ring.id, { weekday: 1, startsAt: '16:00', endsAt: '17:30' });
    expect(res.statusCode, res.body).toBe(201);
    // The ring fixes the centre and country.
    expect(res.json()).toMatchObject({
      ringId: w.org.a.ring.id,
      centreId: w.org.a.centre.id,
      countryId: w.org.country.id,
      weekday: 1,
      startsAt: '16:00',
      endsAt: '17:30',
    });
    // A second ring taught by the same teacher, overlapping on Monday.
    const [other] = await app.ctx.db
      .insert(t.rings)
      .values({
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        teacherId: w.org.a.teacher.id,
        name: 'حلقة المساء',
        gender: 'male',
      })
      .returning();
    const before = await count();
    const clash = await app.app.inject({
      method: 'POST',
      url: '/api/ring-times',
      headers: { ...w.as.manager, 'accept-language': 'fr' },
      payload: { ringId: other!.id, weekday: 1, startsAt: '17:00', endsAt: '18:00' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('rings.times.clash');
    expect(clash.json().error.message).toContain('Ring A');
    expect(clash.json().error.message).toContain('cercle');
    expect(await count()).toBe(before);
    // Touching ends do not clash; another weekday does not clash.
    expect(
      (await add(other!.id, { weekday: 1, startsAt: '17:30', endsAt: '18:30' })).statusCode,
    ).toBe(201);
    expect(
      (await add(other!.id, { weekday: 2, startsAt: '16:00', endsAt: '17:30' })).statusCode,
    ).toBe(201);
    // The same ring cannot overlap itself either.
    expect(
      (await add(w.org.a.ring.id, { weekday: 1, startsAt: '16:30', endsAt: '16:45' })).statusCode,
    ).toBe(409);
    // Another teacher's ring at the same time is fine.
    expect(
      (await add(w.org.a.ring2.id, { weekday: 1, startsAt: '16:00', endsAt: '17:30' })).statusCode,
    ).toBe(201);
  });

  it('refuses an end before the start, rings outside the scope and teachers', async () => {
    const before = await count();
    const bad = await add(w.org.a.ring.id, { weekday: 3, startsAt: '18:00', endsAt: '17:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.endsAt.code).toBe('rings.times.invalidSlot');
    const same = await add(w.org.a.ring.id, { weekday: 3, startsAt: '18:00', endsAt: '18:00' });
    expect(same.json().error.fields.endsAt.code).toBe('rings.times.invalidSlot');
    // Not a time, not a weekday: the fields' own messages.
    const garbled = await add(w.org.a.ring.id, { weekday: 7, startsAt: '25:00', endsAt: '17:00' });
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(garbled.json().error.fields).sort()).toEqual(['startsAt', 'weekday']);
    // A ring of another centre is out of the manager's reach.
    const outside = await add(w.org.b.ring.id, { weekday: 3, startsAt: '10:00', endsAt: '11:00' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.ringId.code).toBe('resources.validation.referenceNotFound');
    // A teacher may read times but not add them.
    const byTeacher = await add(
      w.org.a.ring.id,
      { weekday: 4, startsAt: '10:00', endsAt: '11:00' },
      w.as.teacherA,
    );
    expect(byTeacher.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('lists the timetable of a teacher or a project, and deleting frees the slot', async () => {
    // Teacher A teaches ring A and the evening ring: three slots; ring A 2 (no teacher) is not theirs.
    const mine = await list(`teacherId=${w.org.a.teacher.id}&sort=startsAt&pageSize=100`);
    expect(mine.total).toBe(3);
    expect(mine.items[0]!.startsAt).toBe('16:00');
    expect(mine.items.map((s) => s._refs.ringId.label)).toContain('Ring A');
    // An assistant's rings count too.
    const [assistant] = await app.ctx.db
      .insert(t.employees)
      .values({
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        fullName: 'Assistant A',
        gender: 'male',
        job: 'teacher',
      })
      .returning();
    expect((await list(`teacherId=${assistant!.id}`)).total).toBe(0);
    // Ring A 2 gets them as its assistant.
    await app.ctx.db
      .update(t.rings)
      .set({ assistantId: assistant!.id })
      .where(eq(t.rings.id, w.org.a.ring2.id));
    expect((await list(`teacherId=${assistant!.id}`)).total).toBe(1);
    // The rings of a project, by its code.
    const [project] = await app.ctx.db
      .insert(t.projects)
      .values({ code: 'maher', nameAr: 'ماهر', nameEn: 'Maher', nameFr: 'Maher', kind: 'general' })
      .returning();
    expect((await list('projectCode=maher')).total).toBe(0);
    await app.ctx.db
      .update(t.rings)
      .set({ projectId: project!.id })
      .where(eq(t.rings.id, w.org.a.ring.id));
    const maher = await list('projectCode=maher');
    expect(maher.items.map((s) => s.ringId)).toEqual([w.org.a.ring.id]);
    // A malformed teacher is refused, not ignored.
    const bad = await app.app.inject({
      method: 'GET',
      url: '/api/ring-times?teacherId=nobody',
      headers: w.as.manager,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.teacherId.code).toBe('validation.invalidChoice');

    // Ring A's Monday slot: once deleted, its time is free again.
    const first = mine.items.find((s) => s.ringId === w.org.a.ring.id && s.weekday === 1)!;
    const del = await app.app.inject({
      method: 'DELETE',
      url: `/api/ring-times/${first.id}?version=${first.version}`,
      headers: w.as.manager,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(
      (await add(first.ringId, { weekday: 1, startsAt: '16:30', endsAt: '16:45' })).statusCode,
    ).toBe(201);
    // A teacher sees only their own rings' slots (ring B has none).
    expect((await list('', w.as.teacherB)).items).toEqual([]);
    expect((await list('', w.as.teacherA)).total).toBeGreaterThan(0);
  });

  it('restoring an archived slot checks it against the slots added meanwhile', async () => {
    const made = await add(w.org.a.ring2.id, { weekday: 6, startsAt: '08:00', endsAt: '09:00' });
    expect(made.statusCode, made.body).toBe(201);
    const slot = made.json() as { id: string };
    const archive = await app.app.inject({
      method: 'POST',
      url: '/api/ring-times/archive',
      headers: w.as.manager,
      payload: { ids: [slot.id] },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    // Its hour is free while it is archived: another slot takes it.
    const taken = await add(w.org.a.ring2.id, { weekday: 6, startsAt: '08:30', endsAt: '09:30' });
    expect(taken.statusCode, taken.body).toBe(201);
    const restore = () =>
      app.app.inject({
        method: 'POST',
        url: `/api/ring-times/${slot.id}/restore`,
        headers: w.as.manager,
      });
    events = [];
    const clash = await restore();
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('rings.times.clash');
    const [kept] = await app.database.query<{ archived: boolean }>(
      'select archived_at is not null as archived from ring_times where id = $1',
      [slot.id],
    );
    expect(kept!.archived).toBe(true);
    expect(events).toEqual([]);
    // Once the other slot is gone, it comes back, announced.
    const other = taken.json() as { id: string; version: number };
    const del = await app.app.inject({
      method: 'DELETE',
      url: `/api/ring-times/${other.id}?version=${other.version}`,
      headers: w.as.manager,
    });
    expect(del.statusCode, del.body).toBe(200);
    const back = await restore();
    expect(back.statusCode, back.body).toBe(200);
    expect(events).toContainEqual(
      expect.objectContaining({ resource: 'ring-times', id: slot.id, action: 'restored' }),
    );
  });

  it('bumps the version (a stale edit is 409), audits and announces every change', async () => {
    const made = await add(w.org.a.ring2.id, { weekday: 5, startsAt: '09:00', endsAt: '10:00' });
    expect(made.statusCode, made.body).toBe(201);
    const slot = made.json() as { id: string; version: number };
    expect(events).toContainEqual(
      expect.objectContaining({
        resource: 'ring-times',
        id: slot.id,
        action: 'created',
        scope: expect.objectContaining({ centreId: w.org.a.centre.id, ringId: w.org.a.ring2.id }),
      }),
    );
    const patch = (version: number, changes: Partial<Slot>) =>
      app.app.inject({
        method: 'PATCH',
        url: `/api/ring-times/${slot.id}`,
        headers: w.as.manager,
        payload: { version, ...changes },
      });
    const moved = await patch(slot.version, { startsAt: '10:00', endsAt: '11:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().version).toBe(slot.version + 1);
    // A form opened before the move cannot save over it.
    events = [];
    const stale = await patch(slot.version, { endsAt: '12:00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('errors.conflict');
    expect(events).toEqual([]);
    // Moving it onto another slot of the ring clashes, and changes nothing.
    expect(
      (await add(w.org.a.ring2.id, { weekday: 5, startsAt: '12:00', endsAt: '13:00' })).statusCode,
    ).toBe(201);
    const onto = await patch(slot.version + 1, { endsAt: '12:30' });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().error.code).toBe('rings.times.clash');
    // The history holds the creation and the move, by the manager.
    const history = await app.app.inject({
      method: 'GET',
      url: `/api/ring-times/${slot.id}/history`,
      headers: w.as.manager,
    });
    const items = history.json().items as Array<{ action: string; changes: unknown[] }>;
    expect(items.map((h) => h.action).sort()).toEqual(['create', 'update']);
    expect(items.find((h) => h.action === 'update')!.changes).toContainEqual(
      // The trail keeps the stored time (with its seconds).
      expect.objectContaining({ field: 'endsAt', after: expect.stringMatching(/^11:00/) }),
    );
    const now = await app.app.inject({
      method: 'GET',
      url: `/api/ring-times/${slot.id}`,
      headers: w.as.manager,
    });
    expect(now.json()).toMatchObject({ version: slot.version + 1, endsAt: '11:00' });
  });
});
