import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

/**
 * Public registration through a competition's link, on the public-link kit: opened and closed by
 * whoever runs the competition; a registration refused on bad input or a closed link (translated,
 * nothing written) and rate-limited; matched to a student of the records when it can be; approved
 * into a nomination with the eligibility read from the records (refused naming the rule, nothing
 * written), or refused with a reason; an unmatched registrant matched by hand first; a centre
 * sees and decides only its own.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
const as: Record<string, Record<string, string>> = {};
let competitionId = '';
let categoryId = '';
let address = '10.1.0.1';
const ids: Record<string, string> = {};

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const register = (body: object) =>
  app.app.inject({
    method: 'POST',
    url: `/api/public/competitions/${competitionId}`,
    headers: { 'accept-language': 'en' },
    remoteAddress: address,
    payload: body,
  });
const count = async () =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.competitionRegistrations))[0]!
    .n;
const nominations = async () =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.competitionNominations))[0]!.n;
const registrations = async (h: Record<string, string>) =>
  (await call('GET', `/api/competitions/${competitionId}/registrations`, h)).json();

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const { a, b, country } = w.org;
  const cm = await createUser(app, {
    assignments: [{ role: 'country_manager', level: 'country', countryId: country.id }],
  });
  as.country = bearer((await signIn(app, cm.email)).accessToken);
  as.manager = w.as.manager;
  const mb = await createUser(app, {
    assignments: [{ role: 'centre_manager', level: 'centre', centreId: b.centre.id }],
  });
  as.managerB = bearer((await signIn(app, mb.email)).accessToken);
  // An eligible boy of centre A (juz 'Amma memorised on entry), and one who has not memorised it.
  const [eligible, missing] = [a.students[0]!, a.students[1]!];
  await app.ctx.db
    .update(t.students)
    .set({
      fullName: 'يوسف أحمد الخطيب',
      birthDate: '2015-03-01',
      gender: 'male',
      levelAtEntry: 'جزء عم',
      joinedOn: '2024-09-01',
    })
    .where(eq(t.students.id, eligible.id));
  await app.ctx.db
    .update(t.students)
    .set({ fullName: 'خالد سعيد', birthDate: '2014-05-05', gender: 'male', levelAtEntry: null })
    .where(eq(t.students.id, missing.id));
  ids.eligible = eligible.id;
  ids.missing = missing.id;
  const created = await call('POST', '/api/competitions', as.country, {
    name: 'مسابقة التسجيل المفتوح',
    season: '1448',
    scope: 'country',
    countryId: country.id,
    startsOn: '2026-11-01',
    endsOn: '2026-12-31',
  });
  competitionId = created.json().id;
  const category = await call('POST', `/api/competitions/${competitionId}/categories`, as.country, {
    name: 'جزء عم',
    fromJuz: 30,
    toJuz: 30,
    minAge: 8,
    maxAge: 14,
    referenceDate: '2026-12-01',
    gender: 'male',
  });
  categoryId = category.json().categoriesList[0].id;
  await call(
    'POST',
    `/api/competitions/${competitionId}/actions/open-registration`,
    as.country,
    {},
  );
});
afterAll(async () => app?.close());

const registrant = (over: object = {}) => ({
  categoryId,
  fullName: 'يوسف أحمد الخطيب',
  birthDate: '2015-03-01',
  gender: 'male',
  phone: '+90 532 123 45 67',
  publicConsent: true,
  ...over,
});

describe('the registration link', () => {
  it('is found only once opened, by whoever runs the competition', async () => {
    const url = `/api/public/competitions/${competitionId}`;
    expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await register(registrant())).statusCode).toBe(404);
    const link = `/api/competitions/${competitionId}/registration-link`;
    expect((await call('POST', `${link}/open`, as.manager!, {})).statusCode).toBe(403);
    const opened = await call('POST', `${link}/open`, as.country!, {});
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().registrationLink).toBe('open');
    const page = await app.app.inject({ method: 'GET', url });
    expect(page.json()).toMatchObject({ name: 'مسابقة التسجيل المفتوح', unavailable: null });
    expect(page.json().categories.map((k: { id: string }) => k.id)).toEqual([categoryId]);
    const qr = await app.app.inject({ method: 'GET', url: `${url}/qr.svg` });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    const [audit] = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'open-registration-link'));
    expect(audit).toMatchObject({ resource: 'competitions', recordId: competitionId });
  });

  it('refuses bad input and a closed link, translated, writing nothing', async () => {
    const before = await count();
    const phone = await register(registrant({ phone: '12' }));
    expect(phone.statusCode).toBe(400);
    const badPhone = await register(registrant({ phone: '+90 12 34' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields.phone.code).toBe('forms.badPhone');
    const other = await register(registrant({ categoryId: w.org.a.centre.id }));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.categoryId.code).toBe('competitions.errors.categoryNotFound');
    const link = `/api/competitions/${competitionId}/registration-link`;
    await call('POST', `${link}/close`, as.country!, {});
    const closed = await register(registrant());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatchObject({
      code: 'competitions.errors.registrationClosed',
      message: 'Registration for this competition is closed.',
    });
    await call('POST', `${link}/open`, as.country!, {});
    expect(await count()).toBe(before);
  });

  it('matches a registrant to the student of the records; one registration per phone and name', async () => {
    const res = await register(registrant({ fullName: 'يوسف  احمد الخطيب' }));
    expect(res.statusCode, res.body).toBe(201);
    ids.matched = res.json().id;
    const again = await register(registrant({ phone: '00905321234567' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('competitions.errors.registeredAlready');
    const list = await registrations(as.country!);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      state: 'pending',
      studentId: ids.eligible,
      studentName: 'يوسف أحمد الخطيب',
    });
    // The centre of the matched student sees it; another centre does not.
    expect((await registrations(as.manager!)).items).toHaveLength(1);
    expect((await registrations(as.managerB!)).items).toHaveLength(0);
  });

  it('is rate-limited like every public link', async () => {
    address = '10.1.0.2';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await register({ categoryId })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    address = '10.1.0.3';
  });
});

describe('the manager’s review', () => {
  const act = (h: Record<string, string>, id: string, action: string, body: object = {}) =>
    call('POST', `/api/competition-registrations/${id}/${action}`, h, body);

  it('approves a matched registrant into a nomination; another centre cannot', async () => {
    expect((await act(as.managerB!, ids.matched!, 'approve')).statusCode).toBe(404);
    const res = await act(as.manager!, ids.matched!, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'approved', studentId: ids.eligible });
    const [n] = await app.ctx.db
      .select()
      .from(t.competitionNominations)
      .where(eq(t.competitionNominations.id, res.json().nominationId));
    expect(n).toMatchObject({ state: 'accepted', studentId: ids.eligible, publicConsent: true });
    expect((await act(as.manager!, ids.matched!, 'approve')).statusCode).toBe(409);
  });

  it('checks the eligibility from the records at approval, naming the rule, writing nothing', async () => {
    const res = await register(
      registrant({ fullName: 'خالد سعيد', birthDate: '2014-05-05', phone: '+905321110000' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const before = await nominations();
    const refused = await act(as.country!, res.json().id, 'approve');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('competitions.errors.notEligible');
    expect(Object.keys(refused.json().error.fields)).toContain('portion');
    expect(await nominations()).toBe(before);
    const list = await registrations(as.country!);
    expect(list.items.find((x: { id: string }) => x.id === res.json().id).state).toBe('pending');
    // Refused with a reason instead.
    expect((await act(as.country!, res.json().id, 'refuse', {})).statusCode).toBe(400);
    const no = await act(as.country!, res.json().id, 'refuse', { reason: 'لم يتم حفظ جزء عم' });
    expect(no.json().state).toBe('refused');
  });

  it('shows an unmatched registrant as such; it is matched by hand before approval', async () => {
    const res = await register(
      registrant({ fullName: 'طالب غير مسجل', birthDate: '2016-01-01', phone: '+905329990000' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = (await registrations(as.country!)).items.find(
      (x: { id: string }) => x.id === res.json().id,
    );
    expect(row).toMatchObject({ studentId: null, studentName: null, state: 'pending' });
    // No centre yet: the centre manager neither sees nor decides it.
    expect(
      (await registrations(as.manager!)).items.some((x: { id: string }) => x.id === res.json().id),
    ).toBe(false);
    const unmatched = await act(as.country!, res.json().id, 'approve');
    expect(unmatched.statusCode).toBe(409);
    expect(unmatched.json().error.code).toBe('competitions.errors.registrantUnmatched');
    // Matched by hand to a student of the records (here centre B's first boy, made eligible).
    await app.ctx.db
      .update(t.students)
      .set({ birthDate: '2016-01-01', gender: 'male', levelAtEntry: 'جزء عم' })
      .where(eq(t.students.id, w.org.b.students[0]!.id));
    const ok = await act(as.country!, res.json().id, 'approve', {
      studentId: w.org.b.students[0]!.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ state: 'approved', studentId: w.org.b.students[0]!.id });
  });
});
