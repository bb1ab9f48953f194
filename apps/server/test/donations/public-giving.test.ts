import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { financeWorld, type FinanceWorld } from '../finance/finance-fixtures.ts';

let app: TestApp;
let db: Db;
let w: FinanceWorld;
let typeId: string;
let hiddenId: string;
let linkId: string;

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
  const base = {
    nameAr: 'كفالة طالب',
    nameEn: 'Sponsor a student',
    nameFr: 'Parrainer un élève',
    category: 'student-sponsorship',
    fundId: w.fund.general,
    incomeAccountId: w.account.donations,
    bankAccountId: w.boxA.id,
    currency: 'TRY',
    currencies: 'TRY,USD',
    suggestedAmounts: '100,250',
    minimumAmount: 50_00,
    targetAmount: 10_000_00,
  };
  const [pub] = await db
    .insert(t.donationTypes)
    .values({ ...base, code: 'PUB', isPublic: true })
    .returning();
  const [hidden] = await db
    .insert(t.donationTypes)
    .values({ ...base, code: 'HIDDEN', isPublic: false })
    .returning();
  typeId = pub!.id;
  hiddenId = hidden!.id;
  const [link] = await db
    .insert(t.benefactorLinks)
    .values({ title: 'كفلاء رمضان', quota: 1, expiresOn: '2099-01-01' })
    .returning();
  linkId = link!.id;
});
afterAll(async () => {
  await app.close();
});

const give = (body: Record<string, unknown>, lang = 'ar') =>
  app.app.inject({
    method: 'POST',
    url: '/api/public/donations',
    headers: { 'accept-language': lang },
    payload: {
      typeId,
      amount: 250,
      currency: 'TRY',
      donor: { fullName: 'خالد الحموي', phone: '+905551234567', language: 'ar' },
      consent: true,
      ...body,
    },
  });
const tally = async () => ({
  donations: (await db.select({ n: count() }).from(t.donations))[0]!.n,
  payments: (await db.select({ n: count() }).from(t.donationPayments))[0]!.n,
  benefactors: (await db.select({ n: count() }).from(t.benefactors))[0]!.n,
});

describe('public giving API', () => {
  it('lists published types only, with suggested amounts and currencies, signed out', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/public/donation-types' });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{
      items: Array<{ id: string; currencies: string[]; suggestedAmounts: number[] }>;
    }>().items;
    expect(items.map((i) => i.id)).toEqual([typeId]);
    expect(items[0]!.currencies).toEqual(['TRY', 'USD']);
    expect(items[0]!.suggestedAmounts).toEqual([100, 250]);
    const hidden = await app.app.inject({
      method: 'GET',
      url: `/api/public/donation-types/${hiddenId}`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('records a transfer with a reference and the bank, the amount recomputed by the server', async () => {
    const res = await give({});
    expect(res.statusCode).toBe(201);
    const body = res.json<{ reference: string; amount: number; paymentId: string }>();
    expect(body.amount).toBe(250_00);
    expect(body.reference).toMatch(/^QC-[A-Z0-9]{8}$/);
    const [p] = await db
      .select()
      .from(t.donationPayments)
      .where(eq(t.donationPayments.id, body.paymentId));
    expect(p!.state).toBe('pending');
    expect(p!.entryId).toBeNull();
    // The same gift again within a minute is refused and writes nothing.
    const before = await tally();
    const again = await give({}, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string; message: string } }>().error.message).toContain(
      'minute',
    );
    expect(await tally()).toEqual(before);
    // Another amount by the same phone is a new gift of the same benefactor.
    const other = await give({
      amount: 100,
      donor: { fullName: 'خالد حموي', phone: '05551234567' },
    });
    expect(other.statusCode).toBe(201);
    expect((await tally()).benefactors).toBe(before.benefactors);
  });

  it('refuses a hidden type, a foreign currency, a small amount and no consent, writing nothing', async () => {
    const before = await tally();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ typeId: hiddenId }, 400, 'donations.errors.typeNotPublished'],
      [{ currency: 'EUR' }, 400, 'donations.errors.currencyNotAccepted'],
      [{ amount: 10 }, 400, 'donations.errors.belowMinimum'],
      [{ consent: false }, 400, 'errors.validation'],
    ];
    for (const [body, status, code] of cases) {
      const res = await give(body, 'en');
      expect(res.statusCode, code).toBe(status);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
    }
    expect(await tally()).toEqual(before);
  });

  it('registers a benefactor through a link until its quota is reached', async () => {
    const open = await app.app.inject({
      method: 'GET',
      url: `/api/public/benefactor-links/${linkId}`,
    });
    expect(open.json<{ open: boolean }>().open).toBe(true);
    const register = (phone: string) =>
      app.app.inject({
        method: 'POST',
        url: `/api/public/benefactor-links/${linkId}/register`,
        payload: { fullName: 'سارة العلي', phone, language: 'ar', consent: true },
      });
    expect((await register('+905550000001')).statusCode).toBe(201);
    const full = await register('+905550000002');
    expect(full.statusCode).toBe(409);
    expect(full.json<{ error: { code: string } }>().error.code).toBe('donations.errors.linkClosed');
    const closed = await app.app.inject({
      method: 'GET',
      url: `/api/public/benefactor-links/${linkId}`,
    });
    expect(closed.json<{ open: boolean }>().open).toBe(false);
  });
});
