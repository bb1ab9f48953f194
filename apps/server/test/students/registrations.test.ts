import { STUDENTS_ROUTES } from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from './fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let linkId: string;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  // An existing student the duplicates are checked against.
  await app.ctx.db
    .update(t.students)
    .set({
      fullName: 'أحمد محمود',
      search: 'احمد محمود',
      identityNumber: '99887766',
      phone: '+90 532 111 22 33',
    })
    .where(eq(t.students.id, w.org.a.students[0]!.id));
});
afterAll(async () => app?.close());

const submit = (payload: object, lang = 'ar') =>
  app.app.inject({
    method: 'POST',
    url: `/api/public/registration-links/${linkId}`,
    headers: { 'accept-language': lang },
    payload,
  });

describe('registration links and review', () => {
  it('an administrator creates a link with its form and quota; the public sees it', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/registration-links',
      headers: w.as.manager,
      payload: {
        centreId: w.org.a.centre.id,
        title: 'التسجيل في حلقات الصيف',
        form: {
          fields: [
            { name: 'phone', required: true },
            { name: 'identityNumber', required: false },
            { name: 'guardianName', required: false },
          ],
        },
        quota: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    linkId = STUDENTS_ROUTES['POST /api/registration-links'].response.parse(res.json()).id;
    // Not for another centre's manager scope.
    const other = await app.app.inject({
      method: 'POST',
      url: '/api/registration-links',
      headers: w.as.manager,
      payload: { centreId: w.org.b.centre.id, title: 'رابط آخر', form: { fields: [] } },
    });
    expect(other.statusCode).toBe(400);
    const pub = await app.app.inject({
      method: 'GET',
      url: `/api/public/registration-links/${linkId}`,
    });
    expect(pub.statusCode).toBe(200);
    expect(
      STUDENTS_ROUTES['GET /api/public/registration-links/:id'].response.parse(pub.json()),
    ).toMatchObject({
      title: 'التسجيل في حلقات الصيف',
      open: true,
      centreName: 'A',
    });
    // The links list sends what its documented type says, no field more and none less.
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/registration-links',
      headers: w.as.manager,
    });
    expect(list.statusCode, list.body).toBe(200);
    const raw = list.json().items.find((l: { id: string }) => l.id === linkId);
    const documented = STUDENTS_ROUTES['GET /api/registration-links'].response.parse(list.json());
    const item = documented.items.find((l) => l.id === linkId)!;
    expect(Object.keys(item).sort()).toEqual(Object.keys(raw).sort());
    expect(item).toMatchObject({ centreName: 'A', registered: 0, quota: 3, status: 'open' });
  });

  it('detects duplicates by identity number (refused), phone and normalised name (flagged)', async () => {
    const missing = await submit({ fullName: 'سعيد علي', gender: 'male' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.phone.code).toBe('validation.required');

    const sameId = await submit({
      fullName: 'شخص آخر',
      gender: 'male',
      phone: '0500 000 0000',
      identityNumber: '99-88-77-66',
    });
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().error.code).toBe('students.registration.duplicate');
    expect(sameId.json().error.message).toMatch(/[\u0600-\u06FF]/);

    const lookAlike = await submit({
      fullName: 'احمد محمود',
      gender: 'male',
      phone: '0532 111 2233',
    });
    expect(lookAlike.statusCode, lookAlike.body).toBe(201);
    const [reg] = await app.ctx.db
      .select()
      .from(t.registrations)
      .where(eq(t.registrations.id, lookAlike.json().id));
    expect(reg!.duplicates).toEqual([
      { studentId: w.org.a.students[0]!.id, fullName: 'أحمد محمود', reasons: ['phone', 'name'] },
    ]);

    const fresh = await submit({
      fullName: 'يوسف خالد',
      gender: 'male',
      phone: '0555 123 4567',
      identityNumber: 'X1234567',
      guardianName: 'خالد يوسف',
    });
    expect(fresh.statusCode).toBe(201);
    // The same identity number again, while the first is pending: refused.
    expect(
      (
        await submit({
          fullName: 'يوسف خالد',
          gender: 'male',
          phone: '0555 123 4567',
          identityNumber: 'x1234567',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('closes at its quota', async () => {
    expect(
      (await submit({ fullName: 'عمر فاروق', gender: 'male', phone: '0544 444 4444' })).statusCode,
    ).toBe(201);
    const full = await submit(
      { fullName: 'زيد بكر', gender: 'male', phone: '0533 333 3333' },
      'en',
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('Registration is full for this link.');
    const pub = await app.app.inject({
      method: 'GET',
      url: `/api/public/registration-links/${linkId}`,
    });
    expect(pub.json()).toMatchObject({ open: false, full: true });
  });

  it('refuses a birth date in the wrong calendar or in the future, in the sender’s language', async () => {
    // The public form and the centre's form share the rule; the centre's is not rate-limited.
    for (const birthDate of ['1436-05-12', '2999-01-01']) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { ...w.as.manager, 'accept-language': 'en' },
        payload: { centreId: w.org.a.centre.id, fullName: 'سعيد أحمد', gender: 'male', birthDate },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.birthDate).toEqual({
        code: 'students.reg.birthDateRange',
        message: 'Check the date of birth (and its calendar: Hijri or Gregorian).',
      });
    }
  });

  it('answers a mistyped or unknown link with 404, reading and sending alike', async () => {
    for (const id of ['not-a-link', '00000000-0000-4000-8000-000000000000']) {
      const read = await app.app.inject({
        method: 'GET',
        url: `/api/public/registration-links/${id}`,
      });
      expect(read.statusCode).toBe(404);
      const sent = await app.app.inject({
        method: 'POST',
        url: `/api/public/registration-links/${id}`,
        payload: { fullName: 'عمر فاروق', gender: 'male' },
      });
      expect(sent.statusCode).toBe(404);
    }
  });

  it('accepting creates the student in a ring or on the waiting list; linking reuses one', async () => {
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/registrations?source=online&status=pending',
      headers: w.as.manager,
    });
    const { items } = STUDENTS_ROUTES['GET /api/registrations'].response.parse(list.json());
    expect(items).toHaveLength(3);
    const yusuf = items.find((i) => i.fullName === 'يوسف خالد')!;
    const omar = items.find((i) => i.fullName === 'عمر فاروق')!;
    const ahmad = items.find((i) => i.fullName === 'احمد محمود')!;

    const placed = await app.app.inject({
      method: 'POST',
      url: `/api/registrations/${yusuf.id}/accept`,
      headers: w.as.manager,
      payload: { ringId: w.org.a.ring.id },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(
      STUDENTS_ROUTES['POST /api/registrations/:id/accept'].response.parse(placed.json()).status,
    ).toBe('accepted');
    const [student] = await app.ctx.db
      .select()
      .from(t.students)
      .where(eq(t.students.id, placed.json().studentId));
    expect(student).toMatchObject({
      status: 'active',
      ringId: w.org.a.ring.id,
      identityNumber: 'X1234567',
    });
    expect(student!.guardianId).toBeTruthy();
    const events = await app.ctx.db
      .select()
      .from(t.studentCaseEvents)
      .where(eq(t.studentCaseEvents.studentId, student!.id));
    expect(events.map((e) => e.toStatus).sort()).toEqual(['accepted', 'active']);

    const waiting = await app.app.inject({
      method: 'POST',
      url: `/api/registrations/${omar.id}/accept`,
      headers: w.as.manager,
      payload: {},
    });
    const [w2] = await app.ctx.db
      .select()
      .from(t.students)
      .where(eq(t.students.id, waiting.json().studentId));
    expect(w2).toMatchObject({ status: 'accepted', ringId: null });

    const linked = await app.app.inject({
      method: 'POST',
      url: `/api/registrations/${ahmad.id}/accept`,
      headers: w.as.manager,
      payload: { studentId: w.org.a.students[0]!.id },
    });
    expect(linked.json().studentId).toBe(w.org.a.students[0]!.id);
    const again = await app.app.inject({
      method: 'POST',
      url: `/api/registrations/${ahmad.id}/accept`,
      headers: w.as.manager,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('records centre registrations, and rejects with a note', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: w.as.manager,
      payload: { centreId: w.org.a.centre.id, fullName: 'مريم سالم', gender: 'female' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rej = await app.app.inject({
      method: 'POST',
      url: `/api/registrations/${res.json().id}/reject`,
      headers: w.as.manager,
      payload: { note: 'لا يوجد مكان' },
    });
    expect(rej.json().status).toBe('rejected');
    const centreList = await app.app.inject({
      method: 'GET',
      url: '/api/registrations?source=centre',
      headers: w.as.manager,
    });
    expect(centreList.json().items).toHaveLength(1);
    // A teacher cannot review registrations.
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/registrations', headers: w.as.teacherA }))
        .statusCode,
    ).toBe(403);
  });

  it('pages the list like the generic lists: next items on page 2, the right total, scope kept', async () => {
    const names = ['ليلى حسن', 'هدى كريم', 'سارة يوسف'];
    const made: string[] = [];
    for (const fullName of names) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: w.as.admin,
        payload: { centreId: w.org.b.centre.id, fullName, gender: 'female' },
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().id as string);
    }
    const page = async (n: number, headers = w.as.admin) =>
      app.app.inject({
        method: 'GET',
        url: `/api/registrations?source=centre&centreId=${w.org.b.centre.id}&page=${n}&pageSize=2`,
        headers,
      });
    const first = (await page(1)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    const second = (await page(2)).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(1);
    const seen = [...first.items, ...second.items].map((r: { id: string }) => r.id);
    expect(new Set(seen)).toEqual(new Set(made));
    // The manager of centre A sees none of centre B's registrations, and the total says so.
    const other = (await page(1, w.as.manager)).json();
    expect(other).toMatchObject({ items: [], total: 0 });
    const tooBig = await app.app.inject({
      method: 'GET',
      url: '/api/registrations?pageSize=101',
      headers: { ...w.as.admin, 'accept-language': 'en' },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields.pageSize).toBeTruthy();
  });
});
