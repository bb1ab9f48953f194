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
    const visit = await app.app.inject({
      method: 'POST',
      url: `/api/rings/${w.org.a.ring.id}/followups`,
      headers: w.as.manager,
      payload: {
        visitedOn: '2026-03-01',
        reasonId: reason.json().id,
        findings: 'الحلقة منضبطة',
        score: 90,
      },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(
      (
        await app.app.inject({
          method: 'POST',
          url: `/api/rings/${w.org.b.ring.id}/followups`,
          headers: w.as.manager,
          payload: { visitedOn: '2026-03-01' },
        })
      ).statusCode,
    ).toBe(404);
    const list = await app.app.inject({
      method: 'GET',
      url: `/api/followups?reasonId=${reason.json().id}`,
      headers: w.as.manager,
    });
    expect(list.json().items[0]).toMatchObject({
      ringName: 'Ring A',
      score: 90,
      reason: { ar: 'زيارة دورية' },
    });
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
      url: `/api/rings/${w.org.a.ring.id}/followups`,
      headers: w.as.manager,
      payload: { visitedOn: '2026-03-02', reasonId: reason.json().id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.reasonId.code).toBe('validation.invalidChoice');
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
