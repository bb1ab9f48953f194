import { DONATIONS_ROUTES } from '@qc/domain';
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
    .values({ title: 'كفلاء رمضان', quota: 1, expiresOn: '2099-01-01', askCountry: false })
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
    // The answer is the one the API document describes.
    const body = DONATIONS_ROUTES['POST /api/public/donations'].response.parse(res.json());
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

  it('checks the minimum in another currency at the ledger’s rate, and refuses one without a rate', async () => {
    const before = await tally();
    // From an address of its own: the route takes ten a minute per address.
    const from = (body: Record<string, unknown>) =>
      app.app.inject({
        method: 'POST',
        url: '/api/public/donations',
        remoteAddress: '10.1.2.3',
        headers: { 'accept-language': 'en' },
        payload: {
          typeId,
          donor: { fullName: 'خالد الحموي', phone: '+905559990001', language: 'ar' },
          consent: true,
          ...body,
        },
      });
    const error = async (body: Record<string, unknown>) => {
      const res = await from(body);
      const e = res.json<{ error: { code: string; message: string; fields?: object } }>().error;
      return { status: res.statusCode, ...e };
    };
    // No USD/TRY rate recorded: a USD gift cannot be checked against 50 TRY, so it is refused.
    const noRate = await error({ amount: 0.01, currency: 'USD' });
    expect(noRate).toMatchObject({ status: 400, code: 'donations.errors.noRate' });
    expect(noRate.fields).toHaveProperty('currency');
    expect((await error({ amount: 100, currency: 'USD' })).code).toBe('donations.errors.noRate');
    expect(await tally()).toEqual(before);

    // 1 USD = 40 TRY from 2020 (a later rate does not apply yet): the minimum is 1.25 USD.
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await db.insert(t.financeExchangeRates).values([
      { currency: 'USD', base: 'TRY', rate: '40', validFrom: '2020-01-01' },
      { currency: 'USD', base: 'TRY', rate: '5', validFrom: later },
    ]);
    const small = await error({ amount: 0.01, currency: 'USD' });
    expect(small).toMatchObject({ status: 400, code: 'donations.errors.belowMinimum' });
    expect(small.message).toContain('1.25');
    expect((await error({ amount: 1.2, currency: 'USD' })).code).toBe(
      'donations.errors.belowMinimum',
    );
    expect(await tally()).toEqual(before);
    const enough = await from({ amount: 1.25, currency: 'USD' });
    expect(enough.statusCode, enough.body).toBe(201);
    expect(enough.json<{ amount: number; currency: string }>()).toMatchObject({
      amount: 125,
      currency: 'USD',
    });
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
        payload: {
          fullName: 'سارة العلي',
          phone,
          language: 'ar',
          consent: true,
          countryId: w.org.a.centre.countryId, // not asked: not kept
        },
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

  it('a link that asks for the country offers the countries and requires one', async () => {
    const [link] = await db
      .insert(t.benefactorLinks)
      .values({ title: 'محسنو البلدان', askCountry: true, expiresOn: '2099-01-01' })
      .returning();
    const read = await app.app.inject({
      method: 'GET',
      url: `/api/public/benefactor-links/${link!.id}`,
    });
    const offered = read.json<{ askCountry: boolean; countries: Array<{ id: string }> }>();
    expect(offered.askCountry).toBe(true);
    const countryId = w.org.a.centre.countryId;
    expect(offered.countries.map((c) => c.id)).toContain(countryId);
    const register = (extra: Record<string, unknown>, lang = 'en') =>
      app.app.inject({
        method: 'POST',
        url: `/api/public/benefactor-links/${link!.id}/register`,
        remoteAddress: '10.3.3.3',
        headers: { 'accept-language': lang },
        payload: {
          fullName: 'منى الخطيب',
          phone: '+905550000031',
          language: 'ar',
          consent: true,
          ...extra,
        },
      });
    const before = await tally();
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
    const error = missing.json<{ error: { code: string; fields: Record<string, unknown> } }>()
      .error;
    expect(error.code).toBe('validation.required');
    expect(error.fields).toHaveProperty('countryId');
    const unknown = await register({ countryId: '00000000-0000-4000-8000-000000000001' }, 'fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { fields: object } }>().error.fields).toHaveProperty('countryId');
    expect(await tally()).toEqual(before);
    const ok = await register({ countryId });
    expect(ok.statusCode, ok.body).toBe(201);
    const [saved] = await db.select().from(t.benefactors).where(eq(t.benefactors.linkId, link!.id));
    expect(saved!.countryId).toBe(countryId);
    // A link that does not ask keeps no country, whatever is sent.
    const [other] = await db.select().from(t.benefactors).where(eq(t.benefactors.linkId, linkId));
    expect(other!.countryId).toBeNull();
  });

  it('takes ten gifts a minute from one address: the next are 429 and write nothing', async () => {
    const send = (i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/public/donations',
        remoteAddress: '10.6.6.6',
        headers: { 'accept-language': 'fr' },
        payload: {
          typeId,
          amount: 100 + i, // distinct gifts, so none is a duplicate
          currency: 'TRY',
          donor: { fullName: 'ليلى الشامي', phone: '+905550006600', language: 'ar' },
          consent: true,
        },
      });
    const before = await tally();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send(i)).statusCode);
    expect(statuses).toEqual(Array<number>(10).fill(201));
    const after = await tally();
    expect(after.payments).toBe(before.payments + 10);
    for (let i = 10; i < 13; i++) {
      const res = await send(i);
      expect(res.statusCode).toBe(429);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('errors.rateLimited');
    }
    expect(await tally()).toEqual(after);
    // Another address is not held back.
    const other = await app.app.inject({
      method: 'POST',
      url: '/api/public/donations',
      remoteAddress: '10.6.6.7',
      payload: {
        typeId,
        amount: 777,
        currency: 'TRY',
        donor: { fullName: 'ليلى الشامي', phone: '+905550006600', language: 'ar' },
        consent: true,
      },
    });
    expect(other.statusCode, other.body).toBe(201);
  });
});
