import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('awards stars to a ring and a student of it', async () => {
    const ok = await app.app.inject({
      method: 'POST',
      url: `/api/rings/${w.org.a.ring.id}/stars`,
      headers: w.as.manager,
      payload: {
        starType: 'discipline',
        stars: 2,
        periodFrom: '2026-03-01',
        periodTo: '2026-03-31',
        studentId: w.org.a.students[0]!.id,
      },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const wrong = await app.app.inject({
      method: 'POST',
      url: `/api/rings/${w.org.a.ring.id}/stars`,
      headers: w.as.manager,
      payload: {
        starType: 'discipline',
        periodFrom: '2026-03-01',
        periodTo: '2026-03-31',
        studentId: w.org.a.students[1]!.id,
      },
    });
    expect(wrong.statusCode).toBe(400);
    const bad = await app.app.inject({
      method: 'POST',
      url: `/api/rings/${w.org.a.ring.id}/stars`,
      headers: w.as.manager,
      payload: { starType: 'discipline', periodFrom: '2026-03-31', periodTo: '2026-03-01' },
    });
    expect(bad.statusCode).toBe(400);
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/ring-stars',
      headers: w.as.teacherA,
    });
    expect(list.json().items[0]).toMatchObject({ stars: 2, studentName: 'S1 A' });
  });
});
