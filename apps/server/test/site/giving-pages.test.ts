import { convertMinor, translate, translateCount, type LocaleCode } from '@qc/domain';
import { and, count, countDistinct, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { rateAt } from '../../src/ledger/index.ts';
import { formatMoney } from '../../src/modules/site/site-giving.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The public giving pages, signed out and without JavaScript: /page/donate → /page/checkout →
 * /page/payment, /page/pricing, and a project's progress from its donation type.
 */

let app: TestApp;
let general: typeof t.donationTypes.$inferSelect;
let hiddenType: typeof t.donationTypes.$inferSelect;
let mushaf: typeof t.donationTypes.$inferSelect;
let projectId = '';

const get = (url: string) => app.app.inject({ method: 'GET', url });
const post = (url: string, form: Record<string, string>) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const byCode = async (code: string) =>
  (await app.database.db.select().from(t.donationTypes).where(eq(t.donationTypes.code, code)))[0]!;
const tally = async () => {
  const db = app.database.db;
  return {
    donations: (await db.select({ n: count() }).from(t.donations))[0]!.n,
    payments: (await db.select({ n: count() }).from(t.donationPayments))[0]!.n,
    benefactors: (await db.select({ n: count() }).from(t.benefactors))[0]!.n,
  };
};
const donor = (phone: string, extra: Record<string, string> = {}) => ({
  fullName: 'حمزة يوسف العمر',
  phone,
  email: '',
  language: 'ar',
  consent: 'yes',
  ...extra,
});
/** The gift the checkout form carries (as /page/donate redirected with it). */
const gift = (extra: Record<string, string> = {}) => ({
  type: general.id,
  amount: '250',
  currency: general.currency,
  frequency: 'once',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  general = await byCode('GENERAL');
  hiddenType = await byCode('PROJECT-HALL');
  mushaf = await byCode('MUSHAF');
  const [project] = await app.database.db
    .select()
    .from(t.siteProjects)
    .where(eq(t.siteProjects.donationTypeId, mushaf.id));
  projectId = project!.id;
});
afterAll(async () => app?.close());

describe('public giving pages', () => {
  for (const lang of ['ar', 'en', 'fr'] as LocaleCode[]) {
    it(`renders donate, checkout, payment and pricing in ${lang}, signed out`, async () => {
      const donate = await get(`/page/donate?lang=${lang}`);
      expect(donate.statusCode).toBe(200);
      expect(donate.body).toContain(`<html lang="${lang}"`);
      expect(donate.body).toContain(`<h1>${translate(lang, 'site.give.donateTitle')}</h1>`);
      // A real form: it posts without any script, and names each published type.
      expect(donate.body).toContain(`<form method="post" action="/page/donate?lang=${lang}"`);
      expect(donate.body).toContain(`value="${general.id}"`);
      expect(donate.body).toContain(
        esc({ ar: general.nameAr, en: general.nameEn, fr: general.nameFr }[lang]),
      );
      expect(donate.body).not.toContain(`value="${hiddenType.id}"`);
      // Each type's description in the page's language; one written only in Arabic (zakat's)
      // is shown marked as Arabic on the English and French pages, never passed off as theirs.
      const own = {
        ar: general.descriptionAr,
        en: general.descriptionEn,
        fr: general.descriptionFr,
      }[lang];
      expect(own).toBeTruthy();
      expect(donate.body).toContain(`<small>${esc(own!)}</small>`);
      const zakat = await byCode('ZAKAT');
      expect(zakat.descriptionEn).toBeNull();
      expect(donate.body).toContain(
        lang === 'ar'
          ? `<small>${esc(zakat.descriptionAr!)}</small>`
          : `<small lang="ar" dir="rtl">${esc(zakat.descriptionAr!)}</small>`,
      );

      const checkout = await get(
        `/page/checkout?${new URLSearchParams({ ...gift(), lang }).toString()}`,
      );
      expect(checkout.statusCode).toBe(200);
      expect(checkout.body).toContain(`<h1>${translate(lang, 'site.give.checkoutTitle')}</h1>`);
      expect(checkout.body).toContain(esc(formatMoney(lang, 250_00, general.currency)));
      expect(checkout.body).toContain('type="tel" name="phone"');
      expect(checkout.body).toContain(esc(translate(lang, 'site.give.consent')));
      // The payment method is said once, in the gift's summary (it was printed twice).
      expect(checkout.body.split(esc(translate(lang, 'site.give.method'))).length - 1).toBe(1);

      const pricing = await get(`/page/pricing?lang=${lang}`);
      expect(pricing.statusCode).toBe(200);
      const student = await byCode('SPONSOR-STUDENT');
      expect(pricing.body).toContain(
        esc({ ar: student.nameAr, en: student.nameEn, fr: student.nameFr }[lang]),
      );
      expect(pricing.body).toContain(
        esc(
          translate(lang, 'site.give.perMonth', {
            amount: formatMoney(lang, student.monthlyAmount!, student.currency),
          }),
        ),
      );
      expect(pricing.body).toContain('name="frequency" value="monthly"');
      // Not a sponsorship type: not a package.
      expect(pricing.body).not.toContain(`value="${general.id}"`);

      const none = await get(`/page/payment?lang=${lang}`);
      expect(none.statusCode).toBe(200);
      expect(none.body).toContain(esc(translate(lang, 'site.give.noPayment')));
    });
  }

  it('donates by transfer without JavaScript: donate → checkout → payment, the amount recomputed', async () => {
    const chosen = await post('/page/donate?lang=en', {
      type: general.id,
      amount: 'other',
      other: '175',
      currency: general.currency,
      frequency: 'once',
    });
    expect(chosen.statusCode, chosen.body).toBe(303);
    const next = new URL(chosen.headers.location as string, 'http://x');
    expect(next.pathname).toBe('/page/checkout');
    expect(next.searchParams.get('amount')).toBe('175');
    const checkout = await get(`${next.pathname}${next.search}`);
    expect(checkout.body).toContain(esc(formatMoney('en', 175_00, general.currency)));

    const sent = await post('/page/checkout?lang=en', {
      ...Object.fromEntries(next.searchParams),
      ...donor('+90 532 111 22 01', { language: 'en' }),
    });
    expect(sent.statusCode, sent.body).toBe(303);
    const result = new URL(sent.headers.location as string, 'http://x');
    expect(result.pathname).toBe('/page/payment');
    const id = result.searchParams.get('id')!;
    const [payment] = await app.database.db
      .select()
      .from(t.donationPayments)
      .where(eq(t.donationPayments.id, id));
    expect(payment!.amount).toBe(175_00);
    expect(payment!.state).toBe('pending');
    expect(payment!.entryId).toBeNull();

    const page = await get(`${result.pathname}${result.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(payment!.reference!);
    // The IBAN is grouped by four, left to right, in its own isolate.
    expect(page.body).toMatch(/dir="ltr" data-testid="iban-text">TR\d{2}(?: \w{4})+/);
    expect(page.body).toContain(esc(translate('en', 'site.give.state.pending')));
    // The result names no donor.
    expect(page.body).not.toContain('حمزة يوسف العمر');
  });

  it('refuses a tampered amount or currency at checkout with the translated message, writing nothing', async () => {
    const before = await tally();
    const low = await post('/page/checkout?lang=fr', {
      ...gift({ amount: '1' }),
      ...donor('+90 532 111 22 02'),
    });
    expect(low.statusCode).toBe(400);
    expect(low.body).toContain(
      esc(
        translate('fr', 'donations.errors.belowMinimum', {
          minimum: formatMoney('fr', general.minimumAmount, general.currency),
        }),
      ),
    );
    // The visitor's entries are kept.
    expect(low.body).toContain('value="+90 532 111 22 02"');
    expect(low.body).toContain(`value="${esc('حمزة يوسف العمر')}"`);

    const foreign = await post('/page/checkout?lang=en', {
      ...gift({ currency: 'EUR' }),
      ...donor('+90 532 111 22 02'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain(
      esc(translate('en', 'donations.errors.currencyNotAccepted', { currency: 'EUR' })),
    );
    // The same tampering in the checkout's address is refused before the form is sent.
    const viewed = await get(
      `/page/checkout?${new URLSearchParams({ ...gift({ currency: 'EUR' }), lang: 'en' }).toString()}`,
    );
    expect(viewed.statusCode).toBe(400);
    expect(viewed.body).toContain(
      esc(translate('en', 'donations.errors.currencyNotAccepted', { currency: 'EUR' })),
    );
    // Without consent: the field says so.
    const noConsent = await post('/page/checkout?lang=ar', {
      ...gift(),
      ...donor('+90 532 111 22 02', { consent: '' }),
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain(esc(translate('ar', 'donations.errors.consent')));
    expect(await tally()).toEqual(before);
  });

  it('refuses an unpublished type, on the donate form and at checkout', async () => {
    const before = await tally();
    const chosen = await post('/page/donate?lang=en', {
      type: hiddenType.id,
      amount: '250',
      currency: hiddenType.currency,
      frequency: 'once',
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.body).toContain(esc(translate('en', 'donations.errors.typeNotPublished')));
    const sent = await post('/page/checkout?lang=ar', {
      ...gift({ type: hiddenType.id }),
      ...donor('+90 532 111 22 03'),
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain(esc(translate('ar', 'donations.errors.typeNotPublished')));
    expect(await tally()).toEqual(before);
  });

  it('refuses the same gift again within a minute, writing nothing', async () => {
    const form = { ...gift({ amount: '300' }), ...donor('+90 532 111 22 04') };
    expect((await post('/page/checkout?lang=ar', form)).statusCode).toBe(303);
    const before = await tally();
    const again = await post('/page/checkout?lang=fr', form);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(esc(translate('fr', 'donations.errors.duplicate')));
    expect(again.body).toContain('data-testid="form-error"');
    expect(await tally()).toEqual(before);
  });

  it('shows a bound project’s progress: the confirmed payments of its type, and donors', async () => {
    const confirmed = async () => {
      const [row] = await app.database.db
        .select({
          total: sum(t.donationPayments.amount),
          donors: countDistinct(t.donations.benefactorId),
        })
        .from(t.donationPayments)
        .innerJoin(t.donations, eq(t.donations.id, t.donationPayments.donationId))
        .where(
          and(
            eq(t.donations.typeId, mushaf.id),
            eq(t.donationPayments.state, 'confirmed'),
            eq(t.donationPayments.currency, mushaf.currency),
          ),
        );
      return { total: Number(row!.total ?? 0), donors: row!.donors };
    };
    const shown = async (url: string) => {
      const html = (await get(url)).body;
      return {
        text: /data-testid="progress-text">([^<]+)</.exec(html)?.[1],
        donors: /data-testid="progress-donors">([^<]+)</.exec(html)?.[1],
      };
    };
    const expected = (c: { total: number; donors: number }) => ({
      text: esc(
        translate('en', 'site.give.progress', {
          raised: formatMoney('en', c.total, mushaf.currency),
          target: formatMoney('en', mushaf.targetAmount!, mushaf.currency),
        }),
      ),
      donors: esc(translateCount('en', 'site.give.donors', c.donors)),
    });
    const start = await confirmed();
    expect(await shown(`/page/projects/${projectId}?lang=en`)).toEqual(expected(start));

    // A new gift is not progress until the accountant confirms it.
    const sent = await post('/page/checkout?lang=en', {
      ...gift({ type: mushaf.id, amount: '400', currency: mushaf.currency, project: projectId }),
      ...donor('+90 532 111 22 05'),
    });
    expect(sent.statusCode, sent.body).toBe(303);
    expect(await shown(`/page/projects/${projectId}?lang=en`)).toEqual(expected(start));
    const id = new URL(sent.headers.location as string, 'http://x').searchParams.get('id')!;
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    const ok = await app.app.inject({
      method: 'POST',
      url: `/api/donation-payments/${id}/confirm`,
      headers: admin,
      payload: {},
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await confirmed();
    expect(after.total).toBe(start.total + 400_00);
    expect(await shown(`/page/projects/${projectId}?lang=en`)).toEqual(expected(after));
    // The donate page with the project chosen shows the same, its type preselected.
    const donate = await get(`/page/donate?lang=en&project=${projectId}`);
    expect(await shown(`/page/donate?lang=en&project=${projectId}`)).toEqual(expected(after));
    expect(donate.body).toContain(`value="${mushaf.id}" data-currencies="${mushaf.currency}`);
    expect(donate.body).toMatch(new RegExp(`value="${mushaf.id}"[^>]* checked`));
  });

  it('checks the minimum of a gift in another currency at the ledger’s rate; a currency without a rate is refused', async () => {
    const db = app.database.db;
    // A type whose minimum is 50 TRY and that also takes US dollars (the demo records USD/TRY
    // rates) and euros (no rate recorded).
    const [type] = await db
      .insert(t.donationTypes)
      .values({
        code: 'GIFT-TRY',
        nameAr: 'هدية',
        nameEn: 'Gift',
        nameFr: 'Cadeau',
        category: 'general',
        fundId: general.fundId,
        incomeAccountId: general.incomeAccountId,
        bankAccountId: general.bankAccountId,
        currency: 'TRY',
        currencies: 'TRY,USD,EUR',
        minimumAmount: 50_00,
        isPublic: true,
      })
      .returning();
    const today = new Date().toISOString().slice(0, 10);
    const rate = (await rateAt(db, 'TRY', 'USD', today))!;
    const minimumUsd = convertMinor(50_00, 'TRY', 'USD', rate.rate, rate.inverse);
    expect(minimumUsd).toBeGreaterThan(1);
    const from = (url: string, form: Record<string, string>) =>
      app.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.9.8.7', // its own rate-limit bucket
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    const before = await tally();
    const belowMinimum = esc(
      translate('en', 'donations.errors.belowMinimum', {
        minimum: formatMoney('en', minimumUsd, 'USD'),
      }),
    );
    const chosen = await from('/page/donate?lang=en', {
      type: type!.id,
      amount: 'other',
      other: '0.01',
      currency: 'USD',
      frequency: 'once',
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.body).toContain(belowMinimum);
    const low = await from('/page/checkout?lang=en', {
      ...gift({ type: type!.id, amount: '0.01', currency: 'USD' }),
      ...donor('+90 532 111 22 06'),
    });
    expect(low.statusCode).toBe(400);
    expect(low.body).toContain(belowMinimum);
    const euros = await from('/page/checkout?lang=fr', {
      ...gift({ type: type!.id, amount: '1000', currency: 'EUR' }),
      ...donor('+90 532 111 22 06'),
    });
    expect(euros.statusCode).toBe(400);
    expect(euros.body).toContain(
      esc(translate('fr', 'donations.errors.noRate', { from: 'TRY', currency: 'EUR' })),
    );
    expect(await tally()).toEqual(before);
    // At the minimum converted, the gift passes.
    const enough = await from('/page/checkout?lang=en', {
      ...gift({ type: type!.id, amount: String(minimumUsd / 100), currency: 'USD' }),
      ...donor('+90 532 111 22 06'),
    });
    expect(enough.statusCode, enough.body).toBe(303);
  });

  it('rate-limits the public forms (ten posts a minute per address), answering with a page', async () => {
    let last = await post('/page/donate?lang=en', { type: 'x' });
    for (let i = 0; i < 11 && last.statusCode !== 429; i++)
      last = await post('/page/donate?lang=en', { type: 'x' });
    expect(last.statusCode).toBe(429);
    expect(last.headers['content-type']).toContain('text/html');
    expect(last.body).toContain(esc(translate('en', 'errors.rateLimited')));
  });
});
