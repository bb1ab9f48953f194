import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DONATIONS_ROUTES, formatDate } from '@qc/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { balanceOf } from '../../src/ledger/index.ts';
import {
  dashboardFigures,
  donationWithNames,
  listDonations,
  listPayments,
  missedInstalments,
} from '../../src/modules/donations/donations.repository.ts';
import { receiptPdf } from '../../src/modules/donations/donation-receipt.ts';
import {
  actOnDonation,
  confirmPayment,
  createDonation,
  recordPayment,
  refundPayment,
} from '../../src/modules/donations/donations.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { financeWorld, type FinanceWorld } from '../finance/finance-fixtures.ts';

let app: TestApp;
let db: Db;
let w: FinanceWorld;
let zakatType: string;
let benefactor: string;
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
  const [type] = await db
    .insert(t.donationTypes)
    .values({
      code: 'ZAKAT-T',
      nameAr: 'زكاة المال',
      nameEn: 'Zakat',
      nameFr: 'Zakat',
      category: 'zakat',
      fundId: w.fund.zakat,
      incomeAccountId: w.account.zakatIn,
      bankAccountId: w.boxA.id,
      currency: 'TRY',
      currencies: 'TRY',
      minimumAmount: 10_00,
      isPublic: true,
    })
    .returning();
  zakatType = type!.id;
  const [b] = await db
    .insert(t.benefactors)
    .values({ fullName: 'عبد الله بن أحمد', phone: '+905321112233', language: 'en' })
    .returning();
  benefactor = b!.id;
});
afterAll(async () => {
  await app.close();
});

const today = new Date().toISOString().slice(0, 10);
const amount = () => 100_00 + ++n; // a distinct amount each time

const gift = (extra: Record<string, unknown> = {}) =>
  createDonation(app.ctx, w.as.accountantA, {
    benefactorId: benefactor,
    typeId: zakatType,
    centreId: w.org.a.centre.id,
    amount: 500_00,
    currency: 'TRY',
    frequency: 'once',
    startDate: today,
    ...extra,
  });

const zakatInA = async () =>
  (await balanceOf(db, { fundId: w.fund.zakat, centreId: w.org.a.centre.id })).perCurrency[0]
    ?.balance ?? 0;
const tally = async () => ({
  donations: (await db.select({ n: count() }).from(t.donations))[0]!.n,
  payments: (await db.select({ n: count() }).from(t.donationPayments))[0]!.n,
  entries: (await db.select({ n: count() }).from(t.journalEntries))[0]!.n,
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'qc-receipt-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function refused(work: () => Promise<unknown>, status: number, code: string) {
  const before = await tally();
  await expect(work()).rejects.toMatchObject({ statusCode: status, code });
  expect(await tally()).toEqual(before);
}

/** What a route sends (its JSON) is what the API document says it answers. */
const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('payments into the ledger', () => {
  it('posts a confirmed payment once, in the type’s fund, with a receipt serial', async () => {
    const d = await gift();
    const before = await zakatInA();
    const a = amount();
    const p = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: a,
      currency: 'TRY',
      receivedOn: today,
      confirm: false,
    });
    expect(p.state).toBe('pending');
    expect(DONATIONS_ROUTES['POST /api/donation-payments'].response.parse(asSent(p))).toEqual(
      asSent(p),
    );
    expect(DONATIONS_ROUTES['POST /api/donations'].response.parse(asSent(d)).state).toBe('active');
    expect(await zakatInA()).toBe(before);
    const c = await confirmPayment(app.ctx, w.as.accountantA, p.id, {});
    expect(c.state).toBe('confirmed');
    expect(
      DONATIONS_ROUTES['POST /api/donation-payments/:id/confirm'].response.parse(asSent(c)).serial,
    ).toBe(c.serial);
    expect(c.serial).toMatch(/^RCPT-\d{4}-\d{6}$/);
    expect(await zakatInA()).toBe(before + a);
    const lines = await db
      .select()
      .from(t.journalLines)
      .where(eq(t.journalLines.entryId, c.entryId!));
    expect(lines.map((l) => [l.fundId, l.debit, l.credit]).sort()).toEqual(
      [
        [w.fund.zakat, a, 0],
        [w.fund.zakat, 0, a],
      ].sort(),
    );
    const entries = await db
      .select({ n: count() })
      .from(t.journalEntries)
      .where(
        and(eq(t.journalEntries.sourceModule, 'donations'), eq(t.journalEntries.sourceId, p.id)),
      );
    expect(entries[0]!.n).toBe(1);
    const [doc] = await db
      .select()
      .from(t.issuedDocuments)
      .where(eq(t.issuedDocuments.serial, c.serial!));
    expect(doc!.language).toBe('en');
    // The gift's one instalment is paid, so the gift is complete.
    const [done] = await db.select().from(t.donations).where(eq(t.donations.id, d.id));
    expect(done!.state).toBe('completed');
  });

  it('a retried or concurrent confirmation posts once', async () => {
    const d = await gift();
    const a = amount();
    const p = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'transfer',
      boxId: w.boxA.id,
      amount: a,
      currency: 'TRY',
      receivedOn: today,
      confirm: false,
    });
    const before = await zakatInA();
    const [x, y] = await Promise.all([
      confirmPayment(app.ctx, w.as.accountantA, p.id, {}),
      confirmPayment(app.ctx, w.as.accountantA, p.id, {}),
    ]);
    const again = await confirmPayment(app.ctx, w.as.accountantA, p.id, {});
    expect(new Set([x.entryId, y.entryId, again.entryId]).size).toBe(1);
    expect(await zakatInA()).toBe(before + a);
  });

  it('a refund reverses the entry and restores the balances; a second refund is refused', async () => {
    const d = await gift();
    const before = await zakatInA();
    const boxBefore = (await balanceOf(db, { boxId: w.boxA.id })).perCurrency[0]?.balance ?? 0;
    const p = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: amount(),
      currency: 'TRY',
      receivedOn: today,
      confirm: true,
    });
    expect(p.state).toBe('confirmed');
    const r = await refundPayment(app.ctx, w.as.accountantA, p.id, 'تبرع مكرر بالخطأ');
    expect(r.state).toBe('refunded');
    expect(r.reversalEntryId).toBeTruthy();
    expect(
      DONATIONS_ROUTES['POST /api/donation-payments/:id/refund'].response.parse(asSent(r)).state,
    ).toBe('refunded');
    expect(await zakatInA()).toBe(before);
    expect((await balanceOf(db, { boxId: w.boxA.id })).perCurrency[0]?.balance ?? 0).toBe(
      boxBefore,
    );
    await refused(
      () => refundPayment(app.ctx, w.as.accountantA, p.id, 'مرة أخرى'),
      409,
      'donations.errors.wrongState',
    );
    // The receipt of a refunded payment still opens (marked refunded).
    const { pdf } = await receiptPdf(app.ctx, w.as.accountantA, p.id);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('the receipt prints the day received in both calendars, as the vouchers do', async () => {
    const d = await gift();
    const p = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: amount(),
      currency: 'TRY',
      receivedOn: '2026-10-05',
      confirm: true,
    });
    const text = pdfText((await receiptPdf(app.ctx, w.as.accountantA, p.id, 'en')).pdf);
    // "24 Rabiʻ II 1448 AH (5 October 2026)": the ʻ has no glyph in the PDF's font.
    const hijri = formatDate('2026-10-05', { locale: 'en', calendar: 'hijri' });
    expect(hijri).toMatch(/^24 Rabi/);
    expect(text).toContain('24 Rabi');
    expect(text.replace(/\s+/g, ' ')).toContain('II 1448 AH (5 October 2026)');
    expect(text).not.toContain('2026-10-05');
    // The amount names its currency once.
    expect(text).toMatch(/\d TRY\b/);
    expect(text).not.toContain('TRY TRY');
    const fr = pdfText((await receiptPdf(app.ctx, w.as.accountantA, p.id, 'fr')).pdf);
    // A long line wraps in the PDF: compare with the spaces folded.
    expect(fr.replace(/\s+/g, ' ')).toContain('1448 AH (5 octobre 2026)');
  });

  it('the database keeps a confirmed payment as it was', async () => {
    const d = await gift();
    const p = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: amount(),
      currency: 'TRY',
      receivedOn: today,
      confirm: true,
    });
    await expect(
      db.update(t.donationPayments).set({ amount: 1 }).where(eq(t.donationPayments.id, p.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(t.donationPayments).where(eq(t.donationPayments.id, p.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(t.donationEvents).where(eq(t.donationEvents.donationId, d.id)),
    ).rejects.toThrow();
  });
});

describe('refusals write nothing', () => {
  it('refuses a currency the type does not take, a small amount, a box in another currency', async () => {
    await refused(() => gift({ currency: 'EUR' }), 400, 'donations.errors.currencyNotAccepted');
    await refused(() => gift({ amount: 5_00 }), 400, 'donations.errors.belowMinimum');
    const d = await gift();
    await refused(
      () =>
        recordPayment(app.ctx, w.as.accountantA, {
          donationId: d.id,
          method: 'cash',
          boxId: w.usdA.id,
          amount: amount(),
          currency: 'TRY',
          receivedOn: today,
          confirm: true,
        }),
      400,
      'donations.errors.boxCurrency',
    );
    await refused(
      () =>
        recordPayment(app.ctx, w.as.accountantA, {
          donationId: d.id,
          method: 'card',
          boxId: w.boxA.id,
          amount: amount(),
          currency: 'TRY',
          receivedOn: today,
          confirm: true,
        }),
      400,
      'donations.errors.noProvider',
    );
  });

  it('refuses an unpublished (inactive) type', async () => {
    const [off] = await db
      .insert(t.donationTypes)
      .values({
        code: `OFF-${Date.now()}`,
        nameAr: 'موقوف',
        nameEn: 'Off',
        nameFr: 'Arrêté',
        fundId: w.fund.general,
        incomeAccountId: w.account.donations,
        currency: 'TRY',
        status: 'inactive',
      })
      .returning();
    await refused(() => gift({ typeId: off!.id }), 400, 'donations.errors.typeNotPublished');
  });
});

describe('scope', () => {
  it('another centre’s accountant cannot give in A, confirm or refund A’s payments', async () => {
    await refused(
      () =>
        createDonation(app.ctx, w.as.accountantB, {
          benefactorId: benefactor,
          typeId: zakatType,
          centreId: w.org.a.centre.id,
          amount: 500_00,
          currency: 'TRY',
          frequency: 'once',
          startDate: today,
        }),
      403,
      'errors.forbidden',
    );
    const d = await gift();
    const p = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: amount(),
      currency: 'TRY',
      receivedOn: today,
      confirm: false,
    });
    await refused(
      () => confirmPayment(app.ctx, w.as.accountantB, p.id, {}),
      404,
      'errors.notFound',
    );
    await refused(
      () =>
        recordPayment(app.ctx, w.as.accountantB, {
          donationId: d.id,
          method: 'cash',
          boxId: w.boxB.id,
          amount: amount(),
          currency: 'TRY',
          receivedOn: today,
          confirm: true,
        }),
      404,
      'errors.notFound',
    );
    await expect(receiptPdf(app.ctx, w.as.accountantB, p.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('pledges', () => {
  it('a quarterly pledge has one row per instalment; pausing and changing the amount are in its history', async () => {
    const d = await gift({ frequency: 'quarterly', instalments: 4, startDate: '2026-01-10' });
    const rows = await db
      .select()
      .from(t.donationInstalments)
      .where(eq(t.donationInstalments.donationId, d.id));
    expect(rows.map((r) => r.dueOn).sort()).toEqual([
      '2026-01-10',
      '2026-04-10',
      '2026-07-10',
      '2026-10-10',
    ]);
    await actOnDonation(app.ctx, w.as.accountantA, d.id, 'pause', { reason: 'سفر' });
    await actOnDonation(app.ctx, w.as.accountantA, d.id, 'resume', {});
    await actOnDonation(app.ctx, w.as.accountantA, d.id, 'amount', { amount: 600_00 });
    await refused(
      () => actOnDonation(app.ctx, w.as.accountantA, d.id, 'resume', {}),
      409,
      'donations.errors.wrongState',
    );
    const events = await db
      .select()
      .from(t.donationEvents)
      .where(eq(t.donationEvents.donationId, d.id));
    expect(events.map((e) => e.action).sort()).toEqual(['amount', 'created', 'pause', 'resume']);
    const after = await db
      .select()
      .from(t.donationInstalments)
      .where(eq(t.donationInstalments.donationId, d.id));
    expect(after.every((r) => r.amount === 600_00)).toBe(true);
  });

  it('a donation’s detail names its donor and its type', async () => {
    const d = await gift();
    expect(await donationWithNames(db, d.id)).toMatchObject({
      id: d.id,
      benefactorName: 'عبد الله بن أحمد',
      benefactorPhone: '+905321112233',
      typeNameAr: 'زكاة المال',
      typeNameEn: 'Zakat',
    });
  });
});

describe('lists', () => {
  it('list donations and payments in the caller’s scope, with what was paid', async () => {
    const scopeA = w.as.accountantA.access.scopeFor('donations:read');
    const scopeB = w.as.accountantB.access.scopeFor('donations:read');
    const page = await listDonations(db, scopeA, { page: 1, pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.some((d) => d.paid > 0)).toBe(true);
    expect((await listDonations(db, scopeB, { page: 1, pageSize: 100 })).total).toBe(0);
    const payments = await listPayments(db, scopeA, { page: 1, pageSize: 100, state: 'refunded' });
    expect(payments.items.every((p) => p.state === 'refunded')).toBe(true);
    expect(payments.total).toBeGreaterThan(0);
  });
});

describe('missed instalments', () => {
  it('an unpaid instalment joins the queue the day after its seven days of grace, paid ones never', async () => {
    const d = await gift({ frequency: 'monthly', instalments: 3, startDate: '2025-01-01' });
    await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: amount(),
      currency: 'TRY',
      receivedOn: '2025-01-02',
      confirm: true,
    });
    const scope = w.as.accountantA.access.scopeFor('donations:read');
    // The queue on a day lists instalments due before that day minus the grace (7 days).
    const dueOf = async (limit: string) =>
      (await missedInstalments(db, scope, limit))
        .filter((m) => m.donationId === d.id)
        .map((m) => m.dueOn);
    expect(await dueOf('2025-02-01')).toEqual([]); // 8 Feb: the February one is in its grace
    expect(await dueOf('2025-02-02')).toEqual(['2025-02-01']); // 9 Feb: missed
    expect(await dueOf('2025-03-02')).toEqual(['2025-02-01', '2025-03-01']);
    const other = w.as.accountantB.access.scopeFor('donations:read');
    expect(
      (await missedInstalments(db, other, '2025-12-31')).some((m) => m.donationId === d.id),
    ).toBe(false);
  });
});

describe('sponsorship matching', () => {
  it('covers a request up to 100 percent with several sponsors; ending one keeps its history', async () => {
    const [req] = await db
      .insert(t.sponsorshipRequests)
      .values({
        title: 'كفالة الطالب محمد',
        countryId: w.org.a.centre.countryId,
        centreId: w.org.a.centre.id,
        donationTypeId: zakatType,
        currency: 'TRY',
        monthlyAmount: 1000_00,
      })
      .returning();
    const coverage = async () =>
      (
        await db.select().from(t.sponsorshipRequests).where(eq(t.sponsorshipRequests.id, req!.id))
      )[0]!;
    const first = await gift({
      frequency: 'monthly',
      amount: 600_00,
      sponsorshipRequestId: req!.id,
    });
    expect((await coverage()).coveredPercent).toBe(60);
    await refused(
      () => gift({ frequency: 'monthly', amount: 500_00, sponsorshipRequestId: req!.id }),
      409,
      'donations.errors.overCovered',
    );
    await gift({ frequency: 'monthly', amount: 400_00, sponsorshipRequestId: req!.id });
    expect(await coverage()).toMatchObject({ coveredPercent: 100, status: 'covered' });
    await actOnDonation(app.ctx, w.as.accountantA, first.id, 'cancel', { reason: 'انتهت الكفالة' });
    expect(await coverage()).toMatchObject({ coveredPercent: 40, status: 'open' });
    const events = await db
      .select()
      .from(t.donationEvents)
      .where(eq(t.donationEvents.donationId, first.id));
    expect(events.map((e) => e.action).sort()).toEqual(['cancel', 'created']);
  });
});

describe('sponsorship coverage follows its pledges', () => {
  it('a fixed pledge completed gives its share back, a refund takes it again; the list filters by request', async () => {
    const [req] = await db
      .insert(t.sponsorshipRequests)
      .values({
        title: 'كفالة الطالب يوسف',
        countryId: w.org.a.centre.countryId,
        centreId: w.org.a.centre.id,
        donationTypeId: zakatType,
        currency: 'TRY',
        monthlyAmount: 1000_00,
      })
      .returning();
    const coverage = async () =>
      (
        await db.select().from(t.sponsorshipRequests).where(eq(t.sponsorshipRequests.id, req!.id))
      )[0]!;
    const fixed = await gift({
      frequency: 'monthly',
      amount: 500_00,
      instalments: 2,
      startDate: '2025-01-01',
      sponsorshipRequestId: req!.id,
    });
    const open = await gift({
      frequency: 'monthly',
      amount: 500_00,
      sponsorshipRequestId: req!.id,
    });
    await gift({ frequency: 'monthly', amount: 300_00 }); // not a match
    expect(await coverage()).toMatchObject({ coveredPercent: 100, status: 'covered' });

    // The request's sponsors, for its page: its matched pledges only.
    const scopeA = w.as.accountantA.access.scopeFor('donations:read');
    const listed = await listDonations(db, scopeA, {
      page: 1,
      pageSize: 100,
      sponsorshipRequestId: req!.id,
    });
    expect(listed.items.map((d) => d.id).sort()).toEqual([fixed.id, open.id].sort());
    const scopeB = w.as.accountantB.access.scopeFor('donations:read');
    expect(
      (await listDonations(db, scopeB, { page: 1, pageSize: 100, sponsorshipRequestId: req!.id }))
        .total,
    ).toBe(0);

    const pay = (day: string) =>
      recordPayment(app.ctx, w.as.accountantA, {
        donationId: fixed.id,
        method: 'cash',
        boxId: w.boxA.id,
        amount: 500_00,
        currency: 'TRY',
        receivedOn: day,
        confirm: false,
      }).then((p) => confirmPayment(app.ctx, w.as.accountantA, p.id, {}));
    await pay('2025-01-02');
    expect(await coverage()).toMatchObject({ coveredPercent: 100, status: 'covered' });
    const last = await pay('2025-02-02');
    const [done] = await db.select().from(t.donations).where(eq(t.donations.id, fixed.id));
    expect(done!.state).toBe('completed');
    expect(await coverage()).toMatchObject({ coveredPercent: 50, status: 'open' });

    // A refund makes the pledge live again, and its share counts again.
    await refundPayment(app.ctx, w.as.accountantA, last.id, 'دفعة مردودة');
    expect(await coverage()).toMatchObject({ coveredPercent: 100, status: 'covered' });

    // Ending the open-ended sponsorship (a cancel with a reason) gives its share back.
    await actOnDonation(app.ctx, w.as.accountantA, open.id, 'cancel', { reason: 'انتهت الكفالة' });
    expect(await coverage()).toMatchObject({ coveredPercent: 50, status: 'open' });
  });
});

describe('dashboard figures', () => {
  it('sums this month’s confirmed payments by fund in the caller’s scope, with pledges at risk and open requests', async () => {
    const month = today.slice(0, 7);
    const scopeA = w.as.accountantA.access.scopeFor('donations:read');
    const before = await dashboardFigures(db, scopeA, month, '2025-02-02');
    const d = await gift();
    const a = amount();
    await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: a,
      currency: 'TRY',
      receivedOn: today,
      confirm: true,
    });
    const after = await dashboardFigures(db, scopeA, month, '2025-02-02');
    const zakat = (f: typeof after) =>
      f.received.find((r) => r.fundId === w.fund.zakat && r.currency === 'TRY')?.amount ?? 0;
    expect(zakat(after)).toBe(zakat(before) + a);
    expect(after.pledgesAtRisk).toBeGreaterThanOrEqual(1); // the missed pledge of 2025
    const b = await dashboardFigures(
      db,
      w.as.accountantB.access.scopeFor('donations:read'),
      month,
      '2025-02-02',
    );
    expect(b).toMatchObject({ received: [], pledgesAtRisk: 0, unmatchedRequests: 0 });
  });
});

describe('through the workflow kit', () => {
  /** What a unit of work left: audit entries, history rows and the change events sent. */
  async function watch<T>(work: () => Promise<T>) {
    const sent: ChangeEvent[] = [];
    const real = app.ctx.events.changed.bind(app.ctx.events);
    const spy = vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      sent.push(e);
      real(e);
    });
    const [audits, history] = [await auditCount(), await historyCount()];
    let result: T | undefined;
    let error: unknown;
    try {
      result = await work();
    } catch (e) {
      error = e;
    } finally {
      spy.mockRestore();
    }
    return {
      result,
      error,
      sent,
      audits: (await auditCount()) - audits,
      history: (await historyCount()) - history,
    };
  }
  const auditCount = async () => (await db.select({ n: count() }).from(t.auditLog))[0]!.n;
  const historyCount = async () => (await db.select({ n: count() }).from(t.donationEvents))[0]!.n;
  const auditOf = (resource: string, recordId: string, action: string) =>
    db
      .select()
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.resource, resource),
          eq(t.auditLog.recordId, recordId),
          eq(t.auditLog.action, action),
        ),
      );
  const historyOf = (donationId: string, action: string) =>
    db
      .select()
      .from(t.donationEvents)
      .where(and(eq(t.donationEvents.donationId, donationId), eq(t.donationEvents.action, action)));

  it('a pledge’s action leaves its audit entry, history row and change event; a refused one none', async () => {
    const d = await gift({ frequency: 'monthly', instalments: 6 });
    const by = w.as.accountantA.access.userId;
    const paused = await watch(() =>
      actOnDonation(app.ctx, w.as.accountantA, d.id, 'pause', { reason: 'سفر المتبرع' }),
    );
    expect(paused.error).toBeUndefined();
    const [audit] = await auditOf('donations', d.id, 'pause');
    expect(audit).toMatchObject({ actorId: by, reason: 'سفر المتبرع' });
    expect(audit!.oldValues).toMatchObject({ state: 'active' });
    expect(audit!.newValues).toMatchObject({ state: 'paused' });
    const [row] = await historyOf(d.id, 'pause');
    expect(row).toMatchObject({ actorId: by, reason: 'سفر المتبرع', byDonor: false });
    expect(paused.sent).toEqual([
      expect.objectContaining({ resource: 'donations', readers: ['donations'], id: d.id }),
    ]);
    expect(paused.sent[0]!.scope?.centreId).toBe(w.org.a.centre.id);

    // Paused already: 409, and nothing written or announced.
    const again = await watch(() =>
      actOnDonation(app.ctx, w.as.accountantA, d.id, 'pause', { reason: 'مرة أخرى' }),
    );
    expect(again.error).toMatchObject({ statusCode: 409, code: 'donations.errors.wrongState' });
    expect([again.audits, again.history, again.sent]).toEqual([0, 0, []]);
    // Another centre's accountant: 404, nothing either.
    const outside = await watch(() => actOnDonation(app.ctx, w.as.accountantB, d.id, 'resume', {}));
    expect(outside.error).toMatchObject({ statusCode: 404 });
    expect([outside.audits, outside.history, outside.sent]).toEqual([0, 0, []]);
    // A cancellation without a reason is refused before anything is written.
    const blank = await watch(() =>
      actOnDonation(app.ctx, w.as.accountantA, d.id, 'cancel', { reason: ' ' }),
    );
    expect(blank.error).toMatchObject({ statusCode: 400, code: 'validation.required' });
    expect([blank.audits, blank.history, blank.sent]).toEqual([0, 0, []]);
    expect((await db.select().from(t.donations).where(eq(t.donations.id, d.id)))[0]).toMatchObject({
      state: 'paused',
      version: 2,
    });
  });

  it('a payment’s confirmation and refund leave theirs, with the pledge’s completion and reopening', async () => {
    const d = await gift();
    const by = w.as.accountantA.access.userId;
    const p = await recordPayment(app.ctx, w.as.accountantA, {
      donationId: d.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: amount(),
      currency: 'TRY',
      receivedOn: today,
      confirm: false,
    });
    expect(await auditOf('donation-payments', p.id, 'record')).toHaveLength(1);
    expect(await historyOf(d.id, 'paid')).toHaveLength(0);

    const confirmed = await watch(() => confirmPayment(app.ctx, w.as.accountantA, p.id, {}));
    expect(confirmed.error).toBeUndefined();
    expect(await auditOf('donation-payments', p.id, 'confirm')).toHaveLength(1);
    // The one-off gift is paid: the pledge completes with it.
    expect(await auditOf('donations', d.id, 'complete')).toHaveLength(1);
    const [paid] = await historyOf(d.id, 'paid');
    expect(paid).toMatchObject({ actorId: by });
    expect(paid!.detail).toMatch(/^RCPT-/);
    expect(await historyOf(d.id, 'complete')).toHaveLength(1);
    const resources = confirmed.sent.map((e) => `${e.resource}:${e.id}`).sort();
    expect(resources).toEqual([`donations:${d.id}`, `donations:${p.id}`, `finance:${p.id}`].sort());
    expect(confirmed.sent.find((e) => e.resource === 'finance')!.readers).toEqual(['finance']);

    // A retried confirmation returns the payment and writes or announces nothing.
    const retried = await watch(() => confirmPayment(app.ctx, w.as.accountantA, p.id, {}));
    expect(retried.result).toMatchObject({ id: p.id, state: 'confirmed' });
    expect([retried.audits, retried.history, retried.sent]).toEqual([0, 0, []]);

    const refunded = await watch(() =>
      refundPayment(app.ctx, w.as.accountantA, p.id, 'دفعة مكررة'),
    );
    expect(refunded.error).toBeUndefined();
    expect((await auditOf('donation-payments', p.id, 'refund'))[0]).toMatchObject({
      reason: 'دفعة مكررة',
    });
    expect(await auditOf('donations', d.id, 'reopen')).toHaveLength(1);
    expect((await historyOf(d.id, 'refunded'))[0]).toMatchObject({ reason: 'دفعة مكررة' });
    expect(refunded.sent.map((e) => e.resource).sort()).toEqual([
      'donations',
      'donations',
      'finance',
    ]);

    const twice = await watch(() => refundPayment(app.ctx, w.as.accountantA, p.id, 'مرة ثانية'));
    expect(twice.error).toMatchObject({ statusCode: 409, code: 'donations.errors.wrongState' });
    expect([twice.audits, twice.history, twice.sent]).toEqual([0, 0, []]);
  });
});
