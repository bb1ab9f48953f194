import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from './fixtures.ts';

/**
 * The students definition through the resource engine: a student added by the centre enters
 * the lifecycle (status and case events), the ring and status never change by a plain edit,
 * search is Arabic-normalised, and a teacher sees only the students of their rings.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => app.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });

describe('students through the resource engine', () => {
  it('adds a student in a ring as active with its case events, and finds them in any spelling', async () => {
    const res = await call('POST', '/api/students', w.as.manager, {
      fullName: 'أسامة إبراهيم الخطيب',
      gender: 'male',
      centreId: w.org.a.centre.id,
      ringId: w.org.a.ring.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({ status: 'active', countryId: w.org.country.id });
    const cases = (await call('GET', `/api/students/${s.id}/cases`, w.as.manager)).json().items;
    expect(cases.map((c: { toStatus: string }) => c.toStatus)).toEqual(['accepted', 'active']);
    expect(cases[0].reason).toBe('students.addedByCentre');

    // Without a ring: on the waiting list.
    const waiting = await call('POST', '/api/students', w.as.manager, {
      fullName: 'زينب علي',
      gender: 'female',
      centreId: w.org.a.centre.id,
    });
    expect(waiting.json().status).toBe('accepted');

    // Hamza and taa marbuta forms do not matter to the search.
    const found = await call(
      'GET',
      `/api/students?q=${encodeURIComponent('اسامه ابراهيم')}`,
      w.as.manager,
    );
    expect(found.json().items.map((i: { id: string }) => i.id)).toEqual([s.id]);
  });

  it('refuses a ring of another centre, and never changes ring or status by a plain edit', async () => {
    const wrong = await call('POST', '/api/students', w.as.admin, {
      fullName: 'طالب تجربة',
      gender: 'male',
      centreId: w.org.a.centre.id,
      ringId: w.org.b.ring.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.ringId.code).toBe('students.ringNotInCentre');
    expect(wrong.json().error.fields.ringId.message).toBe(
      'Choose an open ring of the student’s centre.',
    );

    const student = w.org.a.students[0]!;
    const before = (await call('GET', `/api/students/${student.id}`, w.as.manager)).json();
    const moved = await call('PATCH', `/api/students/${student.id}`, w.as.manager, {
      version: before.version,
      ringId: w.org.a.ring2.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.ringId.code).toBe('resources.validation.createOnly');
    // status is read-only: sent along with a real change, it is ignored.
    const edited = await call('PATCH', `/api/students/${student.id}`, w.as.manager, {
      version: before.version,
      status: 'graduated',
      notes: 'يحفظ بسرعة',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'active', notes: 'يحفظ بسرعة' });
  });

  it('shows a teacher the students of their rings only', async () => {
    const list = (await call('GET', '/api/students?pageSize=100', w.as.teacherA)).json();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((s: { ringId: string }) => s.ringId === w.org.a.ring.id)).toBe(true);
    const other = w.org.b.students[0]!;
    expect((await call('GET', `/api/students/${other.id}`, w.as.teacherA)).statusCode).toBe(404);
    // Identity numbers are sensitive: not sent to a teacher.
    expect(list.items[0]).not.toHaveProperty('identityNumber');
    // And a teacher cannot add students.
    expect(
      (
        await call('POST', '/api/students', w.as.teacherA, {
          fullName: 'x y z',
          gender: 'male',
          centreId: w.org.a.centre.id,
        })
      ).statusCode,
    ).toBe(403);
  });
});
