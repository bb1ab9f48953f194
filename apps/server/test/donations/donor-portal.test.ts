import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { drainJobs, enqueueJob, runNextJob } from '../../src/jobs/index.ts';
import { createDonation, recordPayment } from '../../src/modules/donations/donations.service.ts';
import {
  donorAct,
  donorPortal,
  revokeDonorLink,
  sendDonorLink,
} from '../../src/modules/donations/donor-portal.service.ts';
import { signDonorToken } from '../../src/modules/donations/donor-portal.token.ts';
import {
  enqueueImpactReports,
  impactPdf,
  impactReport,
  staffImpact,
} from '../../src/modules/donations/impact-report.ts';
import {
  extendOpenEndedPledges,
  REMINDERS_JOB,
  remindMissed,
  remindOne,
  scheduleSweep,
} from '../../src/modules/donations/reminders.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { financeWorld, type FinanceWorld } from '../finance/finance-fixtures.ts';

let app: TestApp;
let db: Db;
let w: FinanceWorld;
let typeId: string;
let n = 0;

const request = { ip: '127.0.0.1', id: 'donor-test' };

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
  const [type] = await db
    .insert(t.donationTypes)
    .values({
      code: 'SPONSOR-T',
      nameAr: 'كفالة طالب',
      nameEn: 'Student sponsorship',
      nameFr: 'Parrainage d’élève',
      category: 'student-sponsorship',
      fundId: w.fund.general,
      incomeAccountId: w.account.donations,
      currency: 'TRY',
      currencies: 'TRY',
      minimumAmount: 10_00,
    })
    .returning();
  typeId = type!.id;
});
afterAll(async () => {
  await app.close();
});

async function benefactor(extra: Partial<typeof t.benefactors.$inferInsert> = {}) {
  const [b] = await db
    .insert(t.benefactors)
    .values({
      fullName: `محسن ${++n}`,
      phone: `+90532111${String(n).padStart(4, '0')}`,
      language: 'fr',
      consent: true,
      contactBy: 'phone',
      ...extra,
    })
    .returning();
  return b!;
}

const pledge = (benefactorId: string, extra: Record<string, unknown> = {}) =>
  createDonation(app.ctx, w.as.accountantA, {
    benefactorId,
    typeId,
    centreId: w.org.a.centre.id,
    amount: 300_00,
    currency: 'TRY',
    frequency: 'monthly',
    instalments: 3,
    startDate: '2025-01-01',
    ...extra,
  });

const outboxTo = (to: string, kind: string) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.to, to), eq(t.outbox.kind, kind)));

const eventsOf = (donationId: string) =>
  db.select().from(t.donationEvents).where(eq(t.donationEvents.donationId, donationId));

describe('reminders of missed instalments', () => {
  it('reminds on the day after the grace days, once, in the donor’s language', async () => {
    const b = await benefactor();
    const d = await pledge(b.id);
    await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: 300_00,
      currency: 'TRY',
      receivedOn: '2025-01-02',
      confirm: true,
    });
    const scope = w.as.accountantA.access.scopeFor('donations:update');
    // 8 February: the February instalment is in its seven days of grace.
    expect((await remindMissed(app.ctx, scope, '2025-02-08')).sent).toBe(0);
    expect(await outboxTo(b.phone!, 'donation-reminder')).toHaveLength(0);
    // 9 February: missed, reminded.
    expect((await remindMissed(app.ctx, scope, '2025-02-09')).sent).toBe(1);
    const [m] = await outboxTo(b.phone!, 'donation-reminder');
    expect(m!.locale).toBe('fr');
    expect(m!.subject).toContain('Parrainage d’élève');
    expect(m!.body).toContain('300');
    // The same day again, and a later day: not again.
    expect((await remindMissed(app.ctx, scope, '2025-02-09')).sent).toBe(0);
    expect((await remindMissed(app.ctx, scope, '2025-02-20')).sent).toBe(0);
    expect(await outboxTo(b.phone!, 'donation-reminder')).toHaveLength(1);
    // Two processes at once on 9 March: the March instalment is reminded once.
    const both = await Promise.all([
      remindMissed(app.ctx, scope, '2025-03-09'),
      remindMissed(app.ctx, scope, '2025-03-09'),
    ]);
    expect(both[0].sent + both[1].sent).toBe(1);
    expect(await outboxTo(b.phone!, 'donation-reminder')).toHaveLength(2);
    // The sweep acts for nobody: its history rows have no author, its audit entries no actor.
    const reminded = (await eventsOf(d.id)).filter((e) => e.action === 'reminded');
    expect(reminded.map((e) => e.actorId)).toEqual([null, null]);
    const audited = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.recordId, d.id), eq(t.auditLog.action, 'remind')));
    expect(audited.map((a) => [a.actorId, a.requestId])).toEqual([
      [null, 'job:donations.reminders.daily'],
      [null, 'job:donations.reminders.daily'],
    ]);
    // Another centre's accountant reminds nothing of centre A.
    const other = w.as.accountantB.access.scopeFor('donations:update');
    const c = await benefactor();
    await pledge(c.id);
    expect((await remindMissed(app.ctx, other, '2025-02-09')).sent).toBe(0);
    expect(await outboxTo(c.phone!, 'donation-reminder')).toHaveLength(0);
  });

  it('respects consent and “do not contact”, and a paused pledge is not reminded', async () => {
    const scope = w.as.accountantA.access.scopeFor('donations:update');
    const noConsent = await benefactor({ consent: false });
    const none = await benefactor({ contactBy: 'none' });
    const paused = await benefactor();
    await pledge(noConsent.id);
    await pledge(none.id);
    const p = await pledge(paused.id);
    await donorOrStaffPause(p.id);
    await remindMissed(app.ctx, scope, '2025-02-09');
    for (const b of [noConsent, none, paused])
      expect(await outboxTo(b.phone!, 'donation-reminder')).toHaveLength(0);
  });

  it('staff remind one instalment: scope, not missed, once', async () => {
    const b = await benefactor();
    const d = await pledge(b.id, { startDate: new Date().toISOString().slice(0, 10) });
    const [first] = await db
      .select()
      .from(t.donationInstalments)
      .where(eq(t.donationInstalments.donationId, d.id));
    await expect(remindOne(app.ctx, w.as.accountantB, first!.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(remindOne(app.ctx, w.as.accountantA, first!.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'donations.reminders.notMissed',
    });
    const later = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    expect(await remindOne(app.ctx, w.as.accountantA, first!.id, later)).toEqual({
      sent: 1,
      skipped: 0,
    });
    await expect(remindOne(app.ctx, w.as.accountantA, first!.id, later)).rejects.toMatchObject({
      statusCode: 409,
      code: 'donations.reminders.already',
    });
    expect(await outboxTo(b.phone!, 'donation-reminder')).toHaveLength(1);
  });

  it('the daily sweep is a background job that queues the next one', async () => {
    const b = await benefactor();
    await pledge(b.id, { startDate: '2025-06-01', instalments: 1 });
    await scheduleSweep(app.ctx, new Date(Date.now() - 1000));
    await scheduleSweep(app.ctx, new Date(Date.now() - 1000)); // a second process: no second job
    const queued = await db
      .select({ n: count() })
      .from(t.backgroundJobs)
      .where(and(eq(t.backgroundJobs.kind, REMINDERS_JOB), eq(t.backgroundJobs.state, 'queued')));
    expect(queued[0]!.n).toBe(1);
    const run = await runNextJob(app.ctx);
    expect(run?.state).toBe('succeeded');
    expect(await outboxTo(b.phone!, 'donation-reminder')).toHaveLength(1);
    const next = await db
      .select()
      .from(t.backgroundJobs)
      .where(and(eq(t.backgroundJobs.kind, REMINDERS_JOB), eq(t.backgroundJobs.state, 'queued')));
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.runAfter).getTime()).toBeGreaterThan(Date.now());
  });
});

async function donorOrStaffPause(id: string) {
  const { actOnDonation } = await import('../../src/modules/donations/donations.service.ts');
  await actOnDonation(app.ctx, w.as.accountantA, id, 'pause', {});
}

const tokenIn = (body: string) => /donor-portal\/([^\s?]+)/.exec(body)![1]!;

describe('the donor’s signed link', () => {
  it('sends a link through the outbox; the page shows only their pledges and payments', async () => {
    const b = await benefactor({ language: 'en' });
    const other = await benefactor();
    const d = await pledge(b.id);
    await pledge(other.id);
    const paid = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: 300_00,
      currency: 'TRY',
      receivedOn: '2025-01-03',
      confirm: true,
    });
    await expect(sendDonorLink(app.ctx, w.as.accountantB, b.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await sendDonorLink(app.ctx, w.as.accountantA, b.id);
    const [m] = await outboxTo(b.phone!, 'donor-link');
    expect(m!.locale).toBe('en');
    const token = decodeURIComponent(tokenIn(m!.body!));
    const view = await donorPortal(app.ctx, token, { year: 2025 });
    expect(view.donor.name).toBe(b.fullName);
    expect(view.donations.map((x) => x.id)).toEqual([d.id]);
    expect(view.donations[0]!.instalments.map((i) => i.state)).toEqual(['paid', 'due', 'due']);
    expect(view.payments.map((p) => p.id)).toEqual([paid.id]);
    expect(view.statement.lines).toEqual([
      {
        fundName: expect.objectContaining({ en: expect.any(String) }),
        currency: 'TRY',
        amount: 300_00,
        payments: 1,
      },
    ]);
    // Over HTTP, without sign-in: the page and the receipt PDF.
    const page = await app.app.inject({
      method: 'GET',
      url: `/api/public/donor/${encodeURIComponent(token)}?year=2025`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const receipt = await app.app.inject({
      method: 'GET',
      url: `/api/public/donor/${encodeURIComponent(token)}/receipts/${paid.id}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a wrong, expired or revoked token, translated, showing nothing', async () => {
    const b = await benefactor({ language: 'ar' });
    await pledge(b.id);
    await sendDonorLink(app.ctx, w.as.accountantA, b.id);
    const token = decodeURIComponent(tokenIn((await outboxTo(b.phone!, 'donor-link'))[0]!.body!));
    const [link] = await db
      .select()
      .from(t.donorPortalLinks)
      .where(eq(t.donorPortalLinks.benefactorId, b.id));
    const expired = signDonorToken(app.ctx.config, {
      benefactorId: b.id,
      version: link!.version,
      expiresAt: new Date(Date.now() - 1000),
    });
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const otherId = token.replace(b.id, (await benefactor()).id);
    const forged = signDonorToken(
      { ...app.ctx.config, secrets: { ...app.ctx.config.secrets, cookieSecret: 'x'.repeat(48) } },
      { benefactorId: b.id, version: link!.version, expiresAt: new Date(Date.now() + 1e9) },
    );
    for (const bad of [expired, tampered, otherId, forged, 'not-a-token-at-all-000000']) {
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/public/donor/${encodeURIComponent(bad)}`,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode, bad).toBe(403);
      const body = res.json<{ error: { code: string; message: string } }>();
      expect(body.error.code).toBe('donations.portal.invalid');
      expect(body.error.message).toContain('lien');
      expect(res.body).not.toContain(b.fullName);
    }
    // The good one works until it is revoked; a new link works again, the old one never.
    await expect(donorPortal(app.ctx, token, {})).resolves.toMatchObject({
      donor: { name: b.fullName },
    });
    await revokeDonorLink(app.ctx, w.as.accountantA, b.id);
    await expect(donorPortal(app.ctx, token, {})).rejects.toMatchObject({
      statusCode: 403,
      code: 'donations.portal.invalid',
    });
    await sendDonorLink(app.ctx, w.as.accountantA, b.id);
    const fresh = decodeURIComponent(tokenIn((await outboxTo(b.phone!, 'donor-link'))[1]!.body!));
    expect(fresh).not.toBe(token);
    await expect(donorPortal(app.ctx, fresh, {})).resolves.toBeTruthy();
    await expect(donorPortal(app.ctx, token, {})).rejects.toMatchObject({ statusCode: 403 });
  });

  it('the donor changes the amount, pauses and cancels through the staff’s service; history says so', async () => {
    const b = await benefactor();
    const d = await pledge(b.id);
    const stranger = await benefactor();
    const theirs = await pledge(stranger.id);
    await sendDonorLink(app.ctx, w.as.accountantA, b.id);
    const token = decodeURIComponent(tokenIn((await outboxTo(b.phone!, 'donor-link'))[0]!.body!));
    await donorAct(app.ctx, request, 'ar', token, d.id, 'amount', { amount: 350_00 });
    await donorAct(app.ctx, request, 'ar', token, d.id, 'pause', {});
    await expect(donorAct(app.ctx, request, 'ar', token, d.id, 'cancel', {})).rejects.toMatchObject(
      { statusCode: 400 },
    );
    await donorAct(app.ctx, request, 'ar', token, d.id, 'cancel', { reason: 'سفر طويل' });
    const events = await eventsOf(d.id);
    expect(events.filter((e) => e.byDonor).map((e) => [e.action, e.actorId])).toEqual([
      ['amount', null],
      ['pause', null],
      ['cancel', null],
    ]);
    expect(events.find((e) => e.action === 'cancel')!.reason).toBe('سفر طويل');
    const [row] = await db.select().from(t.donations).where(eq(t.donations.id, d.id));
    expect([row!.state, row!.amount]).toEqual(['cancelled', 350_00]);
    // Someone else's pledge: refused, nothing written.
    const before = (await eventsOf(theirs.id)).length;
    await expect(
      donorAct(app.ctx, request, 'ar', token, theirs.id, 'pause', {}),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await eventsOf(theirs.id)).toHaveLength(before);
    const [untouched] = await db.select().from(t.donations).where(eq(t.donations.id, theirs.id));
    expect(untouched!.state).toBe('active');
  });
});

// --- Impact reports -----------------------------------------------------------------------------

async function impactWorld() {
  const centre = w.org.a.centre;
  const where = { countryId: centre.countryId, centreId: centre.id };
  const [ring] = await db
    .insert(t.rings)
    .values({ ...where, name: `حلقة الفجر ${++n}`, gender: 'male' })
    .returning();
  const student = async (fullName: string, identityNumber: string, ringId: string | null) =>
    (
      await db
        .insert(t.students)
        .values({ ...where, fullName, identityNumber, gender: 'male', ringId, status: 'active' })
        .returning()
    )[0]!;
  const omar = await student('عمر خالد السيد', '12345678901', ring!.id);
  const abdullah = await student('عبد الله يوسف النجار', '22233344455', ring!.id);
  const fatima = await student('فاطمة علي الحسن', '99988877766', null);
  const reading = (
    studentId: string,
    readOn: string,
    kind: string,
    pages: string,
    grade = 'good',
  ) =>
    db.insert(t.readings).values({
      ...where,
      ringId: ring!.id,
      studentId,
      readOn,
      kind,
      fromSurah: 78,
      fromAyah: 1,
      toSurah: 78,
      toAyah: 10,
      ayahCount: 10,
      pageCount: pages,
      grade,
    });
  await reading(omar.id, '2026-10-03', 'hifz', '1.50');
  await reading(omar.id, '2026-10-05', 'hifz', '2.00', 'repeat'); // to be repeated: not counted
  await reading(omar.id, '2026-10-06', 'revision', '5.00'); // revision: not new pages
  await reading(omar.id, '2026-09-30', 'hifz', '1.00'); // September
  await reading(omar.id, '2026-10-31', 'hifz', '0.50');
  await reading(fatima.id, '2026-10-10', 'hifz', '0.75');
  const attend = (studentId: string, attendedOn: string, status: string) =>
    db.insert(t.attendance).values({ ...where, ringId: ring!.id, studentId, attendedOn, status });
  await attend(omar.id, '2026-10-03', 'present');
  await attend(omar.id, '2026-10-04', 'late');
  await attend(omar.id, '2026-10-05', 'absent');
  await attend(omar.id, '2026-10-06', 'excused');
  await attend(omar.id, '2026-09-29', 'absent'); // September
  await attend(abdullah.id, '2026-10-03', 'present');
  const [kind] = await db
    .insert(t.testKinds)
    .values({
      code: `IMP${n}`,
      nameAr: 'اختبار جزء',
      nameEn: 'Juz test',
      nameFr: 'Examen de juz',
      category: 'portion',
      portionType: 'juz',
    })
    .returning();
  const test = async (studentId: string, passed: boolean, approvedAt: string, cert: boolean) => {
    const [r] = await db
      .insert(t.testRequests)
      .values({ ...where, studentId, kindId: kind!.id, state: passed ? 'passed' : 'failed' })
      .returning();
    await db.insert(t.testResults).values({
      requestId: r!.id,
      status: 'approved',
      criteria: [],
      mistakeCounts: {},
      total: passed ? '90' : '40',
      maxTotal: '100',
      percent: passed ? '90' : '40',
      grade: passed ? 'excellent' : 'fail',
      passed,
      approvedAt,
    });
    if (cert)
      await db.insert(t.testCertificates).values({
        requestId: r!.id,
        serial: `CERT-2026-9${String(++n).padStart(5, '0')}`,
        language: 'ar',
        grade: 'excellent',
        percent: '90',
        issuedAt: approvedAt,
      });
  };
  await test(omar.id, true, '2026-10-12T09:00:00Z', true);
  await test(omar.id, false, '2026-10-20T09:00:00Z', false);
  await test(abdullah.id, true, '2026-09-12T09:00:00Z', true); // September
  const request = async (values: Partial<typeof t.sponsorshipRequests.$inferInsert>) =>
    (
      await db
        .insert(t.sponsorshipRequests)
        .values({
          ...where,
          title: 'كفالة',
          donationTypeId: typeId,
          currency: 'TRY',
          monthlyAmount: 500_00,
          ...values,
        })
        .returning()
    )[0]!;
  const ringRequest = await request({ subjectKind: 'ring', ringId: ring!.id });
  const fatimaRequest = await request({ subjectKind: 'student', studentId: fatima.id });
  const sponsor = await benefactor({ language: 'en' });
  await pledge(sponsor.id, {
    sponsorshipRequestId: ringRequest.id,
    amount: 200_00,
    startDate: '2026-08-01',
    instalments: null,
  });
  await pledge(sponsor.id, {
    sponsorshipRequestId: fatimaRequest.id,
    amount: 100_00,
    startDate: '2026-08-01',
    instalments: null,
  });
  return { sponsor, omar, abdullah, fatima };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'qc-impact-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
/** Arabic comes out of pdftotext in visual order: a word may read reversed (see documents tests). */
const hasWord = (text: string, word: string) =>
  text.includes(word) || text.includes([...word].reverse().join(''));

describe('impact reports', () => {
  let world: Awaited<ReturnType<typeof impactWorld>>;
  beforeAll(async () => {
    world = await impactWorld();
  });

  it('the figures equal the records of the month, privacy-filtered', async () => {
    const report = await impactReport(db, world.sponsor, '2026-10');
    expect(report.students).toEqual([
      {
        firstName: 'عبد الله',
        photoUrl: null,
        pagesMemorised: 0,
        attendanceRate: 1,
        daysRecorded: 1,
        testsPassed: 0,
        certificates: 0,
      },
      {
        firstName: 'عمر',
        photoUrl: null,
        pagesMemorised: 2,
        attendanceRate: 0.667,
        daysRecorded: 3,
        testsPassed: 1,
        certificates: 1,
      },
      {
        firstName: 'فاطمة',
        photoUrl: null,
        pagesMemorised: 0.75,
        attendanceRate: null,
        daysRecorded: 0,
        testsPassed: 0,
        certificates: 0,
      },
    ]);
    expect(report.totals).toEqual({ pagesMemorised: 2.75, testsPassed: 1, certificates: 1 });
    const json = JSON.stringify(report);
    for (const secret of ['السيد', 'النجار', 'الحسن', 'خالد', '12345678901', '99988877766'])
      expect(json).not.toContain(secret);
    // September's figures are September's.
    const sept = await impactReport(db, world.sponsor, '2026-09');
    expect(sept.students.find((s) => s.firstName === 'عمر')!.pagesMemorised).toBe(1);
    expect(sept.students.find((s) => s.firstName === 'عبد الله')!.certificates).toBe(1);
  });

  it('the PDF says the same and nothing private', async () => {
    for (const language of ['en', 'ar'] as const) {
      const text = pdfText(
        await impactPdf(app.ctx, await impactReport(db, world.sponsor, '2026-10', language)),
      );
      expect(hasWord(text, 'عمر')).toBe(true);
      expect(hasWord(text, 'فاطمة')).toBe(true);
      for (const secret of ['السيد', 'النجار', 'الحسن', 'خالد'])
        expect(hasWord(text, secret), secret).toBe(false);
      expect(text).not.toContain('12345678901');
      // The month in both calendars, as the vouchers print a day.
      if (language === 'ar') {
        expect(hasWord(text, 'أكتوبر')).toBe(true);
        expect(hasWord(text, 'جمادى')).toBe(true);
        expect(text).not.toContain('2026-10');
      }
      if (language === 'en') {
        expect(text).toContain('October 2026');
        expect(text).toContain('Jumada I 1448 AH');
        expect(text).not.toContain('2026-10');
        expect(text).toContain('Totals');
        expect(text).toContain('2.75');
        expect(text).toContain('67%');
      }
    }
  });

  it('staff see a sponsor of their scope only', async () => {
    await expect(
      staffImpact(app.ctx, w.as.accountantA, world.sponsor.id, '2026-10'),
    ).resolves.toMatchObject({ totals: { pagesMemorised: 2.75 } });
    await expect(
      staffImpact(app.ctx, w.as.accountantB, world.sponsor.id, '2026-10'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('the month in bulk: a job with progress, each sponsor sent once through the outbox', async () => {
    const { jobId } = await enqueueImpactReports(app.ctx, w.as.accountantA, '2026-10');
    await drainJobs(app.ctx);
    const [job] = await db.select().from(t.backgroundJobs).where(eq(t.backgroundJobs.id, jobId));
    expect(job!.state).toBe('succeeded');
    expect(job!.done).toBe(job!.total);
    expect(job!.total).toBeGreaterThan(0);
    const sent = await outboxTo(world.sponsor.phone!, 'donation-impact');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.locale).toBe('en');
    expect(sent[0]!.body).toContain('2.75');
    const token = decodeURIComponent(tokenIn(sent[0]!.body!));
    const page = await donorPortal(app.ctx, token, { month: '2026-10' });
    expect(page.impact!.totals.pagesMemorised).toBe(2.75);
    // Again (a retry, a second click): nothing sent twice.
    await enqueueImpactReports(app.ctx, w.as.accountantA, '2026-10');
    await drainJobs(app.ctx);
    expect(await outboxTo(world.sponsor.phone!, 'donation-impact')).toHaveLength(1);
    // Nobody in centre B sponsors: refused, no job.
    await expect(enqueueImpactReports(app.ctx, w.as.accountantB, '2026-10')).rejects.toMatchObject({
      statusCode: 409,
      code: 'donations.impact.empty',
    });
  });
});

describe('open-ended pledges', () => {
  const rowsOf = async (donationId: string) =>
    (
      await db
        .select({ seq: t.donationInstalments.seq, dueOn: t.donationInstalments.dueOn })
        .from(t.donationInstalments)
        .where(eq(t.donationInstalments.donationId, donationId))
    ).sort((a, b) => a.seq - b.seq);

  it('the daily job continues the schedule up to the horizon ahead, once; paused or cancelled get none', async () => {
    const b = await benefactor();
    const open = await pledge(b.id, { instalments: null, startDate: '2024-01-31' });
    const paused = await pledge(b.id, { instalments: null, startDate: '2024-01-31' });
    const cancelled = await pledge(b.id, { instalments: null, startDate: '2024-01-31' });
    const fixed = await pledge(b.id, { instalments: 3, startDate: '2024-01-31' });
    await donorOrStaffPause(paused.id);
    const { actOnDonation } = await import('../../src/modules/donations/donations.service.ts');
    await actOnDonation(app.ctx, w.as.accountantA, cancelled.id, 'cancel', { reason: 'moved' });
    await actOnDonation(app.ctx, w.as.accountantA, open.id, 'amount', { amount: 350_00 });
    expect((await rowsOf(open.id)).at(-1)).toEqual({ seq: 12, dueOn: '2024-12-31' });

    // On 2025-03-20 the last row is past: rows 13.. continue the schedule until twelve lie ahead.
    const first = await extendOpenEndedPledges(app.ctx, '2025-03-20');
    expect(first.rows).toBeGreaterThanOrEqual(14);
    const rows = await rowsOf(open.id);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(rows.slice(12, 15).map((r) => r.dueOn)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
    ]);
    expect(rows.at(-1)!.dueOn).toBe('2026-02-28');
    expect(rows.filter((r) => r.dueOn >= '2025-03-20')[0]).toEqual({
      seq: 15,
      dueOn: '2025-03-31',
    });
    expect(rows.filter((r) => r.dueOn >= '2025-03-20')).toHaveLength(12);
    const added = await db
      .select()
      .from(t.donationInstalments)
      .where(eq(t.donationInstalments.donationId, open.id));
    expect(added.filter((r) => r.seq > 12).every((r) => r.amount === 350_00)).toBe(true);

    // A second run (or a second process) adds nothing.
    const again = await Promise.all([
      extendOpenEndedPledges(app.ctx, '2025-03-20'),
      extendOpenEndedPledges(app.ctx, '2025-03-20'),
    ]);
    expect(again.map((r) => r.rows)).toEqual([0, 0]);
    expect(await rowsOf(open.id)).toHaveLength(26);
    expect(await rowsOf(paused.id)).toHaveLength(12);
    expect(await rowsOf(cancelled.id)).toHaveLength(12);
    expect(await rowsOf(fixed.id)).toHaveLength(3);

    // The daily job itself extends to today's horizon.
    await db.transaction((tx) =>
      enqueueJob(tx, {
        kind: REMINDERS_JOB,
        payload: {},
        createdBy: null,
        runAfter: new Date(Date.now() - 1000),
      }),
    );
    const run = await runNextJob(app.ctx);
    expect(run?.state).toBe('succeeded');
    const today = new Date().toISOString().slice(0, 10);
    expect((await rowsOf(open.id)).filter((r) => r.dueOn >= today)).toHaveLength(12);
    expect(await rowsOf(paused.id)).toHaveLength(12);
  });
});
