import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

describe('follow-up visits and stars', () => {
  it('records a visit with a reason, lists it in scope', async () => {
    const payload = { nameAr: 'زيارة دورية', nameEn: 'Routine visit', nameFr: 'Visite de routine' };
    // The reasons are one organisation-wide list: a centre manager reads it, cannot add to it.
    expect(
      (
        await app.app.inject({
          method: 'POST',
          url: '/api/followup-reasons',
          headers: w.as.manager,
          payload,
        })
      ).statusCode,
    ).toBe(403);
    const reason = await app.app.inject({
      method: 'POST',
      url: '/api/followup-reasons',
      headers: w.as.admin,
      payload,
    });
    expect(reason.statusCode, reason.body).toBe(201);
    // A visit is a record of the `followups` definition, written through the generic API.
    const visit = await app.app.inject({
      method: 'POST',
      url: '/api/followups',
      headers: w.as.manager,
      payload: {
        ringId: w.org.a.ring.id,
        visitedOn: '2026-03-01',
        reasonId: reason.json().id,
        findings: 'الحلقة منضبطة',
        score: 90,
      },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    // The ring fixes the centre and country; the visitor is the caller.
    expect(visit.json()).toMatchObject({
      ringId: w.org.a.ring.id,
      centreId: w.org.a.centre.id,
      countryId: w.org.a.ring.countryId,
    });
    const [stored] = await app.database.query<{ visitor_user_id: string | null }>(
      'select visitor_user_id from followups where id = $1',
      [visit.json().id],
    );
    expect(stored?.visitor_user_id).toBe(w.users.manager.id);
    // A ring of another centre is out of the manager's reach: refused, nothing written.
    const countB = async () =>
      (
        await app.database.query<{ n: number }>(
          'select count(*)::int as n from followups where ring_id = $1',
          [w.org.b.ring.id],
        )
      )[0]!.n;
    const outside = await app.app.inject({
      method: 'POST',
      url: '/api/followups',
      headers: w.as.manager,
      payload: { ringId: w.org.b.ring.id, visitedOn: '2026-03-01' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.ringId.code).toBe('resources.validation.referenceNotFound');
    expect(await countB()).toBe(0);
    // Bad input: a score over 100 and no date are refused with translated field messages.
    const bad = await app.app.inject({
      method: 'POST',
      url: '/api/followups',
      headers: { ...w.as.manager, 'accept-language': 'ar' },
      payload: { ringId: w.org.a.ring.id, visitedOn: null, score: 101 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['score', 'visitedOn']);
    // A teacher reads the visits of their ring but may not record one.
    const byTeacher = await app.app.inject({
      method: 'POST',
      url: '/api/followups',
      headers: w.as.teacherA,
      payload: { ringId: w.org.a.ring.id, visitedOn: '2026-03-01' },
    });
    expect(byTeacher.statusCode).toBe(403);
    const list = await app.app.inject({
      method: 'GET',
      url: `/api/followups?reasonId=${reason.json().id}`,
      headers: w.as.manager,
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({ ringId: w.org.a.ring.id, score: 90 });
    // The list names the ring and the reason (the generic list's reference titles).
    expect(JSON.stringify(list.json())).toContain('Ring A');
    expect(JSON.stringify(list.json())).toContain('زيارة دورية');
    // followup-reason-search: found whatever the spelling of taa marbuta and alef.
    const found = await app.app.inject({
      method: 'GET',
      url: `/api/followup-reasons?q=${encodeURIComponent('زياره دوريه')}`,
      headers: w.as.manager,
    });
    expect(found.json().items.map((r: { id: string }) => r.id)).toEqual([reason.json().id]);
    // An inactive reason cannot be chosen for a new visit.
    await app.app.inject({
      method: 'PATCH',
      url: `/api/followup-reasons/${reason.json().id}`,
      headers: w.as.admin,
      payload: { version: reason.json().version, status: 'inactive' },
    });
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/followups',
      headers: w.as.manager,
      payload: { ringId: w.org.a.ring.id, visitedOn: '2026-03-02', reasonId: reason.json().id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.reasonId.code).toBe('validation.invalidChoice');
    expect(
      (
        await app.database.query<{ n: number }>(
          "select count(*)::int as n from followups where visited_on = '2026-03-02'",
        )
      )[0]!.n,
    ).toBe(0);
  });

  it('awards stars to a ring and a student of it (the ring-stars definition)', async () => {
    // Star types are an organisation-wide lookup; an award points at one by id.
    const starType = async (code: string, status = 'active') => {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/star-types',
        headers: w.as.admin,
        payload: {
          code,
          nameAr: 'نجمة الانضباط',
          nameEn: 'Discipline star',
          nameFr: 'Discipline',
          status,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const discipline = await starType('DISCIPLINE');
    const retired = await starType('RETIRED', 'inactive');
    const award = (payload: Record<string, unknown>, headers = w.as.manager) =>
      app.app.inject({ method: 'POST', url: '/api/ring-stars', headers, payload });
    const body = {
      ringId: w.org.a.ring.id,
      starTypeId: discipline,
      stars: 2,
      periodFrom: '2026-03-01',
      periodTo: '2026-03-31',
    };
    const count = async () =>
      (await app.database.query<{ n: number }>('select count(*)::int as n from ring_stars'))[0]!.n;

    const ok = await award({ ...body, studentId: w.org.a.students[0]!.id });
    expect(ok.statusCode, ok.body).toBe(201);
    // The ring fixes the centre and country; the awarding user is the caller.
    expect(ok.json()).toMatchObject({
      centreId: w.org.a.centre.id,
      countryId: w.org.country.id,
      _refs: { starTypeId: { label: 'نجمة الانضباط' } },
    });
    const [stored] = await app.database.query<{ awarded_by: string | null }>(
      'select awarded_by from ring_stars where id = $1',
      [ok.json().id],
    );
    expect(stored?.awarded_by).toBe(w.users.manager.id);
    // The whole ring.
    expect((await award(body)).statusCode).toBe(201);
    const before = await count();

    // A student of another ring (S2 sits in ring A 2), in the caller's language.
    const wrong = await app.app.inject({
      method: 'POST',
      url: '/api/ring-stars',
      headers: { ...w.as.manager, 'accept-language': 'ar' },
      payload: { ...body, studentId: w.org.a.students[1]!.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.studentId.code).toBe('rings.day.studentNotInRing');
    expect(wrong.json().error.fields.studentId.message).toMatch(/[\u0600-\u06FF]/);
    // A period that ends before it starts.
    const reversed = await award({ ...body, periodFrom: '2026-03-31', periodTo: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.periodTo.code).toBe('resources.validation.dateOrder');
    // A star type no longer in use, and no star type at all.
    const inactive = await award({ ...body, starTypeId: retired });
    expect(inactive.json().error.fields.starTypeId.code).toBe('validation.invalidChoice');
    const none = await award({ ...body, starTypeId: null, stars: 0 });
    expect(Object.keys(none.json().error.fields).sort()).toEqual(['starTypeId', 'stars']);
    // A ring of another centre is out of the manager's reach.
    const outside = await award({ ...body, ringId: w.org.b.ring.id });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.ringId.code).toBe('resources.validation.referenceNotFound');
    // A teacher reads the stars of their ring but may not award them.
    expect((await award(body, w.as.teacherA)).statusCode).toBe(403);
    expect(await count()).toBe(before);

    const list = await app.app.inject({
      method: 'GET',
      url: `/api/ring-stars?studentId=${w.org.a.students[0]!.id}`,
      headers: w.as.teacherA,
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({
      stars: 2,
      _refs: { studentId: { label: 'S1 A' }, ringId: { label: 'Ring A' } },
    });
    // Teacher B sees none of ring A's stars.
    const ofB = await app.app.inject({
      method: 'GET',
      url: '/api/ring-stars',
      headers: w.as.teacherB,
    });
    expect(ofB.json().total).toBe(0);
    // A star type in use is archived, not deleted, and the awards keep its name.
    const removed = await app.app.inject({
      method: 'DELETE',
      url: `/api/star-types/${discipline}`,
      headers: w.as.admin,
    });
    expect(removed.json()).toEqual({ outcome: 'archived' });
  });

  it('bumps an award’s version (a stale edit is 409) and announces the change', async () => {
    const events: ChangeEvent[] = [];
    const real = app.ctx.events.changed.bind(app.ctx.events);
    const spy = vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      events.push(e);
      real(e);
    });
    try {
      const type = await app.app.inject({
        method: 'POST',
        url: '/api/star-types',
        headers: w.as.admin,
        payload: { code: 'MASTERY', nameAr: 'نجمة الإتقان', nameEn: 'Mastery', nameFr: 'Maîtrise' },
      });
      const made = await app.app.inject({
        method: 'POST',
        url: '/api/ring-stars',
        headers: w.as.manager,
        payload: {
          ringId: w.org.a.ring2.id,
          starTypeId: type.json().id,
          periodFrom: '2026-05-01',
          periodTo: '2026-05-31',
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const { id, version } = made.json() as { id: string; version: number };
      expect(events).toContainEqual(
        expect.objectContaining({ resource: 'ring-stars', id, action: 'created' }),
      );
      const edit = (v: number, stars: number) =>
        app.app.inject({
          method: 'PATCH',
          url: `/api/ring-stars/${id}`,
          headers: w.as.manager,
          payload: { version: v, stars, reason: 'الانضباط في الحضور' },
        });
      const first = await edit(version, 3);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().version).toBe(version + 1);
      expect(events).toContainEqual(
        expect.objectContaining({ resource: 'ring-stars', id, action: 'updated' }),
      );
      events.length = 0;
      const stale = await edit(version, 5);
      expect(stale.statusCode).toBe(409);
      expect(events).toEqual([]);
      // Moving the award to another ring is not an edit: the ring is fixed at creation.
      const moved = await app.app.inject({
        method: 'PATCH',
        url: `/api/ring-stars/${id}`,
        headers: w.as.manager,
        payload: { version: version + 1, ringId: w.org.a.ring.id },
      });
      expect(moved.json().error.fields.ringId.code).toBe('resources.validation.createOnly');
    } finally {
      spy.mockRestore();
    }
  });
});
