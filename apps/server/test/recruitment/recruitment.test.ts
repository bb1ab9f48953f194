import { applicationTemplate, scoreSheetTemplate, scoreForm } from '@qc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { purgeClosedApplications } from '../../src/modules/recruitment/purge.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

/**
 * Recruitment through its API (docs/jobs-and-recruitment.md): a posting carried from draft to
 * filled; the public application with its field checks, one application per contact and the
 * returning applicant recognised; the status link; the pipeline's state machine and refusals;
 * scope; independent scoring; hiring in one transaction (and nothing when a part fails); purge.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
type Headers = Record<string, string>;
const as = {} as Record<'hr' | 'hrB' | 'noPay' | 'outsider' | 'teacherA' | 'teacherB', Headers>;
const ids = {} as Record<
  | 'app1'
  | 'app2'
  | 'app3'
  | 'capped'
  | 'posting'
  | 'posting2'
  | 'round'
  | 'teacherAUser'
  | 'teacherType',
  string
>;
const tokens = {} as Record<'app1' | 'app2' | 'app3', string>;

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
  lang = 'en',
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
let visitor = 0;
/** A signed-out visitor, each from their own address (the public routes are rate-limited per address). */
const anon = (method: Method, url: string, payload?: object, lang = 'en') =>
  app.app.inject({
    method,
    url,
    remoteAddress: `10.0.${Math.floor(++visitor / 250)}.${visitor % 250}`,
    headers: { 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

const count = async (table: 'apps' | 'employees' | 'assignments' | 'salaries' | 'events') => {
  const tables = {
    apps: t.recruitmentApplications,
    employees: t.employees,
    assignments: t.centreEmployees,
    salaries: t.salaryComponents,
    events: t.recruitmentEvents,
  } as const;
  return (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(tables[table]))[0]!.n;
};

const answers = (juz = 20, consent = 1) => ({
  juz: { value: juz },
  ijazah: { value: 1 },
  chain: { value: null, text: 'عن الشيخ أيمن سويد بسنده' },
  riwaya: { value: null, choices: ['hafs'] },
  qualifications: { value: null, text: 'بكالوريوس في الشريعة' },
  experience: { value: 5 },
  consent: { value: consent },
});

const applicant = (over: Record<string, unknown> = {}) => ({
  fullName: 'عبد الله بن محمد الأحمد',
  gender: 'male',
  phone: '+905321110001',
  email: 'abdullah@example.org',
  identityNumber: 'TR-1234567',
  answers: answers(),
  ...over,
});

const postingBody = (over: Record<string, unknown> = {}) => ({
  title: 'محفظ قرآن لحلقات المساء',
  centreId: w.org.a.centre.id,
  candidateTypeIds: [ids.teacherType],
  job: 'teacher',
  positions: 1,
  description: '<p>نبحث عن محفظ <strong>متقن</strong></p>',
  grade: 'الدرجة الثانية',
  salaryAmount: 1_500_000,
  salaryCurrency: 'TRY',
  hoursPerWeek: 20,
  definition: applicationTemplate('en'),
  ...over,
});

async function apply(postingId: string, body: object, lang = 'en') {
  return anon('POST', `/api/public/job-postings/${postingId}`, body, lang);
}

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const { a, b, country } = w.org;
  const user = async (
    role: string,
    level: 'centre' | 'country',
    place: string,
    employeeId?: string,
  ) => {
    const u = await createUser(app, {
      ...(employeeId ? { employeeId } : {}),
      assignments: [
        level === 'centre' ? { role, level, centreId: place } : { role, level, countryId: place },
      ],
    });
    return { id: u.id, h: bearer((await signIn(app, u.email)).accessToken) };
  };
  as.hr = (await user('hr_officer', 'country', country.id)).h;
  as.hrB = (await user('hr_officer', 'centre', b.centre.id)).h;
  as.teacherA = w.as.teacherA;
  as.teacherB = w.as.teacherB;
  ids.teacherAUser = w.users.teacherA.id;
  // A third member of staff with an account, not on the panel.
  const [third] = await app.ctx.db
    .insert(t.employees)
    .values({
      countryId: country.id,
      centreId: a.centre.id,
      fullName: 'مختبر ثالث',
      gender: 'male',
      job: 'tester',
    })
    .returning();
  as.outsider = (await user('tester', 'country', country.id, third!.id)).h;
  // A recruiter who may hire but holds no right over salaries: their hire must write nothing.
  await app.ctx.db.insert(t.roles).values({
    code: 'recruiter_no_pay',
    nameAr: 'موظف توظيف',
    nameEn: 'Recruiter',
    nameFr: 'Recruteur',
    permissions: ['job-postings:*', 'job-applications:*', 'interviews:*', 'employees:*'],
    defaultScope: 'country',
  });
  as.noPay = (await user('recruiter_no_pay', 'country', country.id)).h;

  // The lists are the organisation's: an administrator keeps them.
  const type = await call('POST', '/api/candidate-types', w.as.admin, {
    code: 'TEACHER',
    nameAr: 'محفظ',
    nameEn: 'Teacher',
    nameFr: 'Enseignant',
    job: 'teacher',
    teaching: true,
  });
  expect(type.statusCode, type.body).toBe(201);
  ids.teacherType = type.json().id;
});

afterAll(async () => {
  await app.close();
});

describe('postings', () => {
  it('creates a draft with a sanitised description, refuses a place outside the scope', async () => {
    const outside = await call('POST', '/api/recruitment/postings', as.hrB, postingBody());
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.centreId.code).toBe('recruitment.errors.placeOutOfScope');
    const bad = await call(
      'POST',
      '/api/recruitment/postings',
      as.hr,
      postingBody({ positions: 0, salaryCurrency: null }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['positions', 'salaryCurrency']),
    );
    const script = await call(
      'POST',
      '/api/recruitment/postings',
      as.hr,
      postingBody({ description: '<p>x</p><script>alert(1)</script>' }),
    );
    expect(script.json().error.fields.description.code).toBe('resources.validation.unsafeContent');

    const res = await call('POST', '/api/recruitment/postings', as.hr, postingBody());
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p.state).toBe('draft');
    expect(p.description).toContain('<strong>');
    expect(p.actions).toEqual(['publish']);
    ids.posting = p.id;
    // A draft's public link does not exist.
    expect((await anon('GET', `/api/public/job-postings/${p.id}`)).statusCode).toBe(404);
    const published = await call(
      'POST',
      `/api/recruitment/postings/${p.id}/actions/publish`,
      as.hr,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().state).toBe('open');
  });

  it('shows the public form signed out, in the visitor’s language', async () => {
    const res = await anon('GET', `/api/public/job-postings/${ids.posting}`, undefined, 'ar');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unavailable).toBeNull();
    expect(body.candidateTypes).toEqual([{ id: ids.teacherType, name: 'محفظ' }]);
    expect(body.definition.sections[0].questions[0].id).toBe('juz');
  });
});

describe('the public application', () => {
  it('checks each field and answer, and writes nothing when one is wrong', async () => {
    const before = await count('apps');
    const missing = await apply(ids.posting, applicant({ answers: { consent: { value: 1 } } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('recruitment.errors.invalidAnswers');
    expect(missing.json().error.fields['answers.juz'].code).toBe('forms.required');
    const noConsent = await apply(ids.posting, applicant({ answers: answers(20, 0) }));
    expect(noConsent.json().error.fields['answers.consent'].code).toBe(
      'recruitment.errors.consent',
    );
    const badFields = await apply(
      ids.posting,
      applicant({ phone: '12', email: 'not-mail', fullName: 'ab' }),
      'fr',
    );
    expect(badFields.statusCode).toBe(400);
    const fields = badFields.json().error.fields;
    expect(fields.phone.code).toBe('recruitment.errors.phone');
    expect(fields.email.code).toBe('recruitment.errors.email');
    expect(fields.fullName.message).toContain('nom complet');
    const tooMany = await apply(ids.posting, applicant({ answers: answers(31) }));
    expect(tooMany.json().error.fields['answers.juz'].code).toBe('forms.numberAbove');
    expect(await count('apps')).toBe(before);
  });

  it('takes one application per phone or e-mail, however they are typed', async () => {
    const first = await apply(ids.posting, applicant());
    expect(first.statusCode, first.body).toBe(201);
    ids.app1 = first.json().id;
    tokens.app1 = first.json().token;
    const before = await count('apps');
    // The same phone in Arabic-Indic digits with spaces, another e-mail.
    const samePhone = await apply(
      ids.posting,
      applicant({ phone: '+٩٠ ٥٣٢ ١١١ ٠٠٠١', email: 'other@example.org' }),
      'ar',
    );
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.code).toBe('recruitment.errors.duplicate');
    expect(samePhone.json().error.message).toContain('سبق التقديم');
    const sameMail = await apply(
      ids.posting,
      applicant({ phone: '+905321110099', email: ' ABDULLAH@example.org ' }),
    );
    expect(sameMail.statusCode).toBe(409);
    expect(await count('apps')).toBe(before);
    // The applicant's confirmation with their private link went through the outbox.
    const [mail] = await app.ctx.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.kind, 'recruitment.received'));
    expect(mail?.to).toBe('abdullah@example.org');
    expect(mail?.body).toContain(`/job-registration-link/status/${tokens.app1}`);
  });

  it('recognises a member of staff by phone and a returning applicant by identity number', async () => {
    await app.ctx.db
      .update(t.employees)
      .set({ phone: '+90 532 111 0002' })
      .where(eq(t.employees.id, w.org.b.teacher.id));
    const staff = await apply(
      ids.posting,
      applicant({ phone: '+905321110002', email: '', identityNumber: 'X-99887766' }),
    );
    expect(staff.statusCode, staff.body).toBe(201);
    ids.app2 = staff.json().id;
    tokens.app2 = staff.json().token;
    const [row] = await app.ctx.db
      .select()
      .from(t.recruitmentApplications)
      .where(eq(t.recruitmentApplications.id, ids.app2));
    expect(row!.employeeId).toBe(w.org.b.teacher.id);
    expect(row!.identityKey).toBe('X99887766');

    const other = await call(
      'POST',
      '/api/recruitment/postings',
      as.hr,
      postingBody({ title: 'مشرف تعليمي', positions: 2 }),
    );
    ids.posting2 = other.json().id;
    await call('POST', `/api/recruitment/postings/${ids.posting2}/actions/publish`, as.hr);
    const again = await apply(
      ids.posting2,
      applicant({ phone: '+905321110003', email: 'a3@example.org', identityNumber: 'tr 1234567' }),
    );
    expect(again.statusCode, again.body).toBe(201);
    ids.app3 = again.json().id;
    tokens.app3 = again.json().token;
    const detail = await call('GET', `/api/recruitment/applications/${ids.app3}`, as.hr);
    expect(detail.json().returning).toBe(true);
    expect(detail.json().earlier.map((e: { id: string }) => e.id)).toEqual([ids.app1]);
  });

  it('refuses a closed posting and a full one', async () => {
    const capped = await call(
      'POST',
      '/api/recruitment/postings',
      as.hr,
      postingBody({ title: 'وظيفة بحد للطلبات', applicationLimit: 1 }),
    );
    ids.capped = capped.json().id;
    await call('POST', `/api/recruitment/postings/${ids.capped}/actions/publish`, as.hr);
    expect(
      (await apply(ids.capped, applicant({ phone: '+905321110010', email: '' }))).statusCode,
    ).toBe(201);
    const full = await apply(ids.capped, applicant({ phone: '+905321110011', email: '' }));
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('recruitment.errors.full');
    await call('POST', `/api/recruitment/postings/${ids.capped}/actions/close`, as.hr);
    const closed = await apply(ids.capped, applicant({ phone: '+905321110012', email: '' }));
    expect(closed.json().error.code).toBe('recruitment.errors.closed');
    expect((await anon('GET', `/api/public/job-postings/${ids.capped}`)).json().unavailable).toBe(
      'closed',
    );
  });

  it('gives the applicant a private status link', async () => {
    const res = await anon('GET', `/api/public/job-applications/${tokens.app1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'new',
      canWithdraw: true,
      postingTitle: 'محفظ قرآن لحلقات المساء',
    });
    expect((await anon('GET', `/api/public/job-applications/${'x'.repeat(32)}`)).statusCode).toBe(
      404,
    );
  });
});

describe('scope of applicant data', () => {
  it('shows applications to HR in scope only', async () => {
    const list = await call('GET', `/api/recruitment/applications?postingId=${ids.posting}`, as.hr);
    expect(list.json().total).toBe(2);
    const outside = await call(
      'GET',
      `/api/recruitment/applications?postingId=${ids.posting}`,
      as.hrB,
    );
    expect(outside.json().total).toBe(0);
    expect(
      (await call('GET', `/api/recruitment/applications/${ids.app1}`, as.hrB)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/recruitment/applications/${ids.app1}/actions/shortlist`,
          as.hrB,
          {},
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/recruitment/applications', as.teacherA)).statusCode).toBe(403);
    const juz = await call('GET', `/api/recruitment/applications?juzMin=25`, as.hr);
    expect(juz.json().total).toBe(0);
  });
});

describe('the pipeline', () => {
  it('follows the state machine and refuses what it does not allow', async () => {
    const accept = await call(
      'POST',
      `/api/recruitment/applications/${ids.app1}/actions/accept`,
      as.hr,
      {},
    );
    expect(accept.statusCode).toBe(409);
    const noReason = await call(
      'POST',
      `/api/recruitment/applications/${ids.app2}/actions/reject`,
      as.hr,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason.code).toBe('errors.reasonRequired');
    const bulk = await call('POST', '/api/recruitment/applications/bulk', as.hr, {
      ids: [ids.app1, ids.app3],
      action: 'shortlist',
    });
    expect(bulk.json().done.sort()).toEqual([ids.app1, ids.app3].sort());
    const again = await call('POST', '/api/recruitment/applications/bulk', as.hr, {
      ids: [ids.app1],
      action: 'shortlist',
    });
    expect(again.json().refused).toHaveLength(1);
    const hire = await call('POST', `/api/recruitment/applications/${ids.app1}/hire`, as.hr, {
      startsOn: '2026-12-01',
    });
    expect(hire.statusCode).toBe(409);
    expect(hire.json().error.code).toBe('recruitment.errors.notAccepted');
  });

  it('rejects with a reason told to the applicant in their language', async () => {
    const res = await call(
      'POST',
      `/api/recruitment/applications/${ids.app2}/actions/reject`,
      as.hr,
      {
        reason: 'الحفظ دون المطلوب',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('rejected');
    const mails = await app.ctx.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.kind, 'recruitment.rejected'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('+905321110002');
  });
});

describe('interviews', () => {
  it('invites to a round with a panel of two', async () => {
    const noAccount = await call('POST', `/api/recruitment/postings/${ids.posting}/rounds`, as.hr, {
      name: 'المقابلة الأولى',
      panelEmployeeIds: [w.org.c.teacher.id],
      definition: scoreSheetTemplate('en'),
    });
    expect(noAccount.statusCode).toBe(400);
    const round = await call('POST', `/api/recruitment/postings/${ids.posting}/rounds`, as.hr, {
      name: 'المقابلة الأولى',
      panelEmployeeIds: [w.org.a.teacher.id, w.org.b.teacher.id],
      slots: ['2030-01-10T09:00:00Z', '2030-01-10T10:00:00Z'],
      definition: scoreSheetTemplate('en'),
    });
    expect(round.statusCode, round.body).toBe(201);
    ids.round = round.json().id;
    const noRound = await call(
      'POST',
      `/api/recruitment/applications/${ids.app1}/actions/invite`,
      as.hr,
      {},
    );
    expect(noRound.json().error.fields.roundId.code).toBe('recruitment.errors.roundNeeded');
    const invite = await call(
      'POST',
      `/api/recruitment/applications/${ids.app1}/actions/invite`,
      as.hr,
      { roundId: ids.round },
    );
    expect(invite.json().state).toBe('interview');
    // The applicant picks a slot from their status link.
    const status = await anon('GET', `/api/public/job-applications/${tokens.app1}`);
    expect(status.json().slots).toEqual(['2030-01-10T09:00:00.000Z', '2030-01-10T10:00:00.000Z']);
    const wrong = await anon('POST', `/api/public/job-applications/${tokens.app1}/slot`, {
      slotAt: '2030-01-11T09:00:00Z',
    });
    expect(wrong.statusCode).toBe(400);
    const picked = await anon('POST', `/api/public/job-applications/${tokens.app1}/slot`, {
      slotAt: '2030-01-10T10:00:00.000Z',
    });
    expect(picked.json().slotAt).toBe('2030-01-10T10:00:00.000Z');
  });

  it('scores independently: no one sees the others’ marks before submitting', async () => {
    const url = `/api/recruitment/rounds/${ids.round}/sheets/${ids.app1}`;
    const def = scoreSheetTemplate('en');
    const marks = (r: number, t2: number, te: number, c: number) => ({
      answers: {
        recitation: { value: r },
        tajweed: { value: t2 },
        teaching: { value: te },
        conduct: { value: c },
      },
    });
    const off = await call('PUT', url, as.outsider, marks(5, 5, 5, 5));
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('recruitment.errors.notOnPanel');
    const notInRound = await call(
      'PUT',
      `/api/recruitment/rounds/${ids.round}/sheets/${ids.app3}`,
      as.teacherA,
      marks(5, 5, 5, 5),
    );
    expect(notInRound.statusCode).toBe(409);
    const incomplete = await call('POST', `${url}/submit`, as.teacherA, {
      answers: { recitation: { value: 9 } },
    });
    expect(incomplete.statusCode).toBe(400);
    const first = await call('POST', `${url}/submit`, as.teacherA, marks(9, 8, 7, 10));
    expect(first.statusCode, first.body).toBe(200);
    const p1 = scoreForm(def, marks(9, 8, 7, 10).answers).percent;
    expect(first.json().percent).toBe(p1);
    expect((await call('PUT', url, as.teacherA, marks(1, 1, 1, 1))).json().error.code).toBe(
      'recruitment.errors.sheetLocked',
    );

    const before = await call('GET', `/api/recruitment/rounds/${ids.round}`, as.teacherB);
    const row = before
      .json()
      .candidates.find((c: { applicationId: string }) => c.applicationId === ids.app1);
    expect(row.sheetsSubmitted).toBe(1);
    expect(row.score).toBeNull();
    expect(row.rank).toBeNull();
    const second = await call('POST', `${url}/submit`, as.teacherB, marks(6, 6, 8, 8));
    expect(second.statusCode).toBe(200);
    const p2 = scoreForm(def, marks(6, 6, 8, 8).answers).percent;
    const after = await call('GET', `/api/recruitment/rounds/${ids.round}`, as.teacherB);
    const row2 = after
      .json()
      .candidates.find((c: { applicationId: string }) => c.applicationId === ids.app1);
    expect(row2.score).toBeCloseTo((p1 + p2) / 2, 2);
    expect(row2.rank).toBe(1);
    // HR sees the same mean on the application.
    const detail = await call('GET', `/api/recruitment/applications/${ids.app1}`, as.hr);
    expect(detail.json().interviews[0].score).toBeCloseTo((p1 + p2) / 2, 2);
  });
});

describe('hiring in one step', () => {
  it('writes nothing when a part of the hire is refused', async () => {
    const accept = await call(
      'POST',
      `/api/recruitment/applications/${ids.app1}/actions/accept`,
      as.hr,
      {},
    );
    expect(accept.json().state).toBe('accepted');
    const before = await Promise.all([
      count('employees'),
      count('assignments'),
      count('salaries'),
      count('events'),
    ]);
    const res = await call('POST', `/api/recruitment/applications/${ids.app1}/hire`, as.noPay, {
      startsOn: '2026-12-01',
    });
    expect(res.statusCode).toBe(403);
    expect(
      await Promise.all([
        count('employees'),
        count('assignments'),
        count('salaries'),
        count('events'),
      ]),
    ).toEqual(before);
    const still = await call('GET', `/api/recruitment/applications/${ids.app1}`, as.hr);
    expect(still.json().state).toBe('accepted');
  });

  it('creates exactly one teacher with an assignment and a salary profile, and fills the posting', async () => {
    const employees = await count('employees');
    const res = await call('POST', `/api/recruitment/applications/${ids.app1}/hire`, as.hr, {
      startsOn: '2026-12-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('hired');
    expect(await count('employees')).toBe(employees + 1);
    const employeeId = res.json().hiredEmployeeId as string;
    const [e] = await app.ctx.db.select().from(t.employees).where(eq(t.employees.id, employeeId));
    expect(e).toMatchObject({
      fullName: 'عبد الله بن محمد الأحمد',
      job: 'teacher',
      centreId: w.org.a.centre.id,
      hiredOn: '2026-12-01',
    });
    expect(e!.notes).toContain('بكالوريوس');
    const assignments = await app.ctx.db
      .select()
      .from(t.centreEmployees)
      .where(eq(t.centreEmployees.employeeId, employeeId));
    expect(assignments).toHaveLength(1);
    const pay = await app.ctx.db
      .select()
      .from(t.salaryComponents)
      .where(eq(t.salaryComponents.employeeId, employeeId));
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({
      amount: 1_500_000,
      currency: 'TRY',
      kind: 'base',
      basis: 'fixed',
    });
    // The teachers' list shows the new teacher.
    const teachers = await call('GET', `/api/teachers?q=${encodeURIComponent('عبد الله')}`, as.hr);
    expect(teachers.json().items.map((x: { id: string }) => x.id)).toContain(employeeId);
    const posting = await call('GET', `/api/recruitment/postings/${ids.posting}`, as.hr);
    expect(posting.json()).toMatchObject({ state: 'filled', hired: 1 });
    // Who hired whom is in the audit log.
    const audit = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.resource, 'job-applications'), eq(t.auditLog.action, 'hire')));
    expect(audit).toHaveLength(1);
    const status = await anon('GET', `/api/public/job-applications/${tokens.app1}`);
    expect(status.json()).toMatchObject({ state: 'hired', canWithdraw: false });
    const again = await call('POST', `/api/recruitment/applications/${ids.app1}/hire`, as.hr, {
      startsOn: '2026-12-01',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('withdrawal, the funnel and the purge', () => {
  it('lets the applicant withdraw from their link', async () => {
    const res = await anon('POST', `/api/public/job-applications/${tokens.app3}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'withdrawn', canWithdraw: false });
    expect(
      (await anon('POST', `/api/public/job-applications/${tokens.app3}/withdraw`)).statusCode,
    ).toBe(409);
  });

  it('counts the funnel per state', async () => {
    const res = await call('GET', `/api/recruitment/postings/${ids.posting}/funnel`, as.hr);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      byState: { hired: 1, rejected: 1 },
      reached: { new: 2, interview: 1, hired: 1 },
    });
    expect(res.json().sources).toEqual([{ source: 'link', count: 2 }]);
  });

  it('erases closed applicants’ personal data after the period, and keeps the outcome', async () => {
    await app.ctx.db
      .update(t.recruitmentApplications)
      .set({ closedAt: '2020-01-01T00:00:00Z' })
      .where(eq(t.recruitmentApplications.id, ids.app2));
    const n = await purgeClosedApplications(app.ctx, 30);
    expect(n).toBe(1);
    const [row] = await app.ctx.db
      .select()
      .from(t.recruitmentApplications)
      .where(eq(t.recruitmentApplications.id, ids.app2));
    expect(row).toMatchObject({
      phone: null,
      email: null,
      identityNumber: null,
      phoneKey: null,
      answers: {},
      state: 'rejected',
    });
    expect(row!.fullName).not.toContain('عبد الله');
    expect(row!.purgedAt).not.toBeNull();
    // The withdrawn one is recent: kept.
    const [kept] = await app.ctx.db
      .select()
      .from(t.recruitmentApplications)
      .where(eq(t.recruitmentApplications.id, ids.app3));
    expect(kept!.phone).not.toBeNull();
    const status = await anon('GET', `/api/public/job-applications/${tokens.app2}`);
    expect(status.json().state).toBe('rejected');
    expect(await purgeClosedApplications(app.ctx, 30)).toBe(0);
  });
});
