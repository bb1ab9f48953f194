import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { mergeBenefactors } from '../../src/modules/donations/benefactor-merge.service.ts';
import {
  confirmPayment,
  createDonation,
  recordPayment,
} from '../../src/modules/donations/donations.service.ts';
import { withWrites } from '../../src/resources/resource.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { financeWorld, type FinanceWorld } from '../finance/finance-fixtures.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
let db: Db;
let w: FinanceWorld;
let typeId: string;
let adminToken: string;
let accountantToken: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
  const [type] = await db
    .insert(t.donationTypes)
    .values({
      code: 'SPONSOR-M',
      nameAr: 'كفالة طالب',
      nameEn: 'Student sponsorship',
      nameFr: 'Parrainage',
      category: 'student-sponsorship',
      fundId: w.fund.general,
      incomeAccountId: w.account.donations,
      currency: 'TRY',
      currencies: 'TRY',
      minimumAmount: 10_00,
    })
    .returning();
  typeId = type!.id;
  const admin = await createUser(app, {
    assignments: [{ role: 'super_admin', level: 'organisation' }],
  });
  adminToken = (await signIn(app, admin.email)).accessToken;
  const accountant = await createUser(app, {
    assignments: [{ role: 'accountant', level: 'centre', centreId: w.org.a.centre.id }],
  });
  accountantToken = (await signIn(app, accountant.email)).accessToken;
});
afterAll(async () => {
  await app.close();
});

let n = 0;
/**
 * A pair of look-alikes: the same person typed twice (hamza and taa marbuta differ), written
 * through the write core so that their search words are those the duplicates check reads.
 */
async function pair(dupExtra: Record<string, unknown> = {}) {
  n++;
  const suffix = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع'][n] ?? n;
  return withWrites(app.ctx, w.as.admin, async (x) => {
    const kept = await x.create('benefactors', {
      fullName: `أسامة بن حمزة ${suffix}`,
      kind: 'person',
      language: 'ar',
      contactBy: 'phone',
    });
    const dup = await x.create('benefactors', {
      fullName: `اسامه بن حمزه ${suffix}`,
      kind: 'person',
      language: 'ar',
      contactBy: 'phone',
      phone: `+90532111${String(n).padStart(4, '0')}`,
      email: `osama${n}@example.org`,
      countryId: w.org.country.id,
      ...dupExtra,
    });
    return { keptId: String(kept.id), dupId: String(dup.id) };
  }).then(async ({ keptId, dupId }) => ({
    kept: await benefactor(keptId),
    dup: await benefactor(dupId),
  }));
}

async function pledgeFor(benefactorId: string, extra: Record<string, unknown> = {}) {
  return createDonation(app.ctx, w.as.admin, {
    benefactorId,
    typeId,
    centreId: w.org.a.centre.id,
    amount: 300_00,
    currency: 'TRY',
    frequency: 'monthly',
    instalments: 3,
    startDate: today,
    ...extra,
  });
}

const donationsOf = async (benefactorId: string) =>
  db.select().from(t.donations).where(eq(t.donations.benefactorId, benefactorId));
const benefactor = async (id: string) =>
  (await db.select().from(t.benefactors).where(eq(t.benefactors.id, id)))[0]!;
const tally = async () => ({
  benefactors: await db.select().from(t.benefactors),
  donations: await db.select().from(t.donations),
  events: (await db.select({ n: count() }).from(t.donationEvents))[0]!.n,
  audit: (await db.select({ n: count() }).from(t.auditLog))[0]!.n,
});
const merge = (id: string, intoId: string, token = adminToken, lang = 'en') =>
  app.app.inject({
    method: 'POST',
    url: `/api/benefactors/${id}/merge`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { intoId },
  });

describe('merging duplicate benefactors', () => {
  it('lists the duplicate with its reasons and what a merge would move', async () => {
    const { kept, dup } = await pair({ phone: null, email: null });
    await pledgeFor(dup.id);
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/benefactors/${kept.id}/duplicates`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().items.find((d: { id: string }) => d.id === dup.id);
    expect(found).toMatchObject({ reasons: ['name'], donations: 1, payments: 0, matches: 0 });
  });

  it('moves donations, payments and sponsorship matches, fills empty contact fields and archives the duplicate with its history', async () => {
    const { kept, dup } = await pair();
    const [req] = await db
      .insert(t.sponsorshipRequests)
      .values({
        title: 'كفالة الطالب يوسف',
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        donationTypeId: typeId,
        currency: 'TRY',
        monthlyAmount: 1000_00,
      })
      .returning();
    const keptOwn = await pledgeFor(kept.id);
    const gift = await pledgeFor(dup.id, { frequency: 'once', instalments: null });
    const match = await pledgeFor(dup.id, { sponsorshipRequestId: req!.id, amount: 500_00 });
    const payment = await recordPayment(app.ctx, w.as.admin, {
      donationId: gift.id,
      method: 'cash',
      boxId: w.boxA.id,
      amount: 300_00,
      currency: 'TRY',
      receivedOn: today,
      confirm: false,
    });
    await confirmPayment(app.ctx, w.as.admin, payment.id, {});

    const res = await merge(dup.id, kept.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      keptId: kept.id,
      mergedId: dup.id,
      moved: { donations: 2, payments: 1, matches: 1 },
    });
    expect(res.json().filled.sort()).toEqual(['countryId', 'email', 'phone']);

    expect((await donationsOf(kept.id)).map((d) => d.id).sort()).toEqual(
      [keptOwn.id, gift.id, match.id].sort(),
    );
    expect(await donationsOf(dup.id)).toEqual([]);
    // Payments and the match hang on their donations: they moved with them, unchanged.
    const [p] = await db
      .select()
      .from(t.donationPayments)
      .where(eq(t.donationPayments.id, payment.id));
    expect(p).toMatchObject({ donationId: gift.id, state: 'confirmed' });
    const [m] = await db.select().from(t.donations).where(eq(t.donations.id, match.id));
    expect(m!.sponsorshipRequestId).toBe(req!.id);
    const [r] = await db
      .select()
      .from(t.sponsorshipRequests)
      .where(eq(t.sponsorshipRequests.id, req!.id));
    expect(r!.coveredPercent).toBe(50);

    const after = await benefactor(kept.id);
    expect(after).toMatchObject({
      phone: dup.phone,
      email: dup.email,
      countryId: w.org.country.id,
      archivedAt: null,
    });
    const merged = await benefactor(dup.id);
    expect(merged.mergedIntoId).toBe(kept.id);
    expect(merged.archivedAt).not.toBeNull();
    expect(merged.fullName).toBe(dup.fullName); // the row stays as history

    // History: each moved donation says so; the audit names the merge on both records.
    const events = await db
      .select()
      .from(t.donationEvents)
      .where(and(eq(t.donationEvents.donationId, gift.id), eq(t.donationEvents.action, 'merged')));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).not.toBeNull();
    const audit = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.resource, 'benefactors'), eq(t.auditLog.action, 'merge')));
    const forDup = audit.find((a) => a.recordId === dup.id);
    const forKept = audit.find((a) => a.recordId === kept.id);
    expect(forDup?.reason).toContain('2 donations, 1 payments, 1 sponsorships');
    expect(forDup?.actorId).not.toBeNull();
    expect(forKept?.newValues).toMatchObject({ phone: dup.phone });

    // The merged one is no longer offered as a duplicate, nor can it be merged again.
    const again = await merge(dup.id, kept.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('donations.errors.mergeSource');
  });

  it('keeps the kept record’s own contact data', async () => {
    const { kept, dup } = await pair();
    await db
      .update(t.benefactors)
      .set({ phone: '+905559998877' })
      .where(eq(t.benefactors.id, kept.id));
    const res = await merge(dup.id, kept.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await benefactor(kept.id)).phone).toBe('+905559998877');
    expect(res.json().filled).not.toContain('phone');
  });

  it('refuses merging into itself, into an archived or merged one, and writes nothing', async () => {
    const { kept, dup } = await pair();
    await pledgeFor(dup.id);
    const before = await tally();

    const self = await merge(dup.id, dup.id, adminToken, 'ar');
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.intoId.code).toBe('donations.errors.mergeSelf');
    expect(self.json().error.message).toBe('لا يُدمج المحسن في نفسه');

    const { kept: other, dup: gone } = await pair();
    expect((await merge(gone.id, other.id)).statusCode).toBe(200);
    const intoMerged = await merge(dup.id, gone.id, adminToken, 'fr');
    expect(intoMerged.statusCode).toBe(400);
    expect(intoMerged.json().error.fields.intoId.code).toBe('donations.errors.mergeTarget');
    expect(intoMerged.json().error.message).toBe(
      'Le bienfaiteur à garder est archivé ou déjà fusionné',
    );

    const unknown = await merge(dup.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    const bad = await merge(dup.id, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);

    const afterRefusals = await tally();
    // Only the second pair's own merge wrote anything; the first pair is untouched.
    expect(await donationsOf(dup.id)).toHaveLength(1);
    expect(await benefactor(dup.id)).toMatchObject({ archivedAt: null, mergedIntoId: null });
    expect(await benefactor(kept.id)).toMatchObject({ phone: null, email: null });
    expect(afterRefusals.donations).toEqual(before.donations);
  });

  it('a caller without an organisation-wide grant cannot merge; nothing is written', async () => {
    const { kept, dup } = await pair();
    await pledgeFor(dup.id);
    const before = await tally();
    const res = await merge(dup.id, kept.id, accountantToken);
    expect(res.statusCode).toBe(403);
    await expect(
      mergeBenefactors(app.ctx, w.as.accountantA, dup.id, kept.id),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await tally()).toEqual(before);
  });

  it('without donations:sensitive the phone and e-mail are not copied', async () => {
    const { kept, dup } = await pair();
    const base = w.as.admin;
    const caller = {
      ...base,
      access: {
        ...base.access,
        can: (p: string) => p !== 'donations:sensitive' && base.access.can(p),
        scopeFor: (p: string) => base.access.scopeFor(p),
      },
    };
    const result = await mergeBenefactors(app.ctx, caller, dup.id, kept.id);
    expect(result.filled).toEqual(['countryId']);
    expect(await benefactor(kept.id)).toMatchObject({ phone: null, email: null });
  });
});
