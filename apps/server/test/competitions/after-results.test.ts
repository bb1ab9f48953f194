import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createFormat } from '@qc/domain';
import { rankLabel } from '../../src/modules/competitions/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * After the results, on the demo's published competition (prizes 1,000 / 600 / 300 TRY, most
 * guardians' consent given) and the one in judging (its live hall open): ranked certificates
 * registered and verifiable, prizes proposed once and paid once through the ledger, the public
 * page naming only consented winners by given name, and the hall's blind, then frozen, ranking.
 */

let app: TestApp;
const as: Record<string, Record<string, string>> = {};
let published = '';
let judging = '';

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: object,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
  });
const json = async (url: string, headers: Record<string, string>) => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const signed = async (email: string) =>
    bearer((await signIn(app, email, 'Admin@12345')).accessToken);
  as.admin = await signed('admin@example.com');
  as.judge = await signed('judge@example.com');
  published = (await json('/api/competitions?state=published', as.admin)).items[0].id;
  judging = (await json('/api/competitions?state=judging', as.admin)).items[0].id;
}, 600_000);
afterAll(async () => app?.close());

const rankedOf = (competitionId: string) =>
  app.ctx.db
    .select()
    .from(t.competitionNominations)
    .where(
      and(
        eq(t.competitionNominations.competitionId, competitionId),
        isNotNull(t.competitionNominations.rank),
      ),
    );

describe('ranked certificates', () => {
  it('each ranked contestant has a registered, verifiable certificate naming their place', async () => {
    const ranked = await rankedOf(published);
    expect(ranked.length).toBeGreaterThanOrEqual(4);
    for (const n of ranked) expect(n.certificateSerial).toMatch(/^COMP-\d{4}-\d{6}$/);
    const first = ranked.find((n) => n.rank === 1)!;
    const verify = await app.app.inject({
      method: 'GET',
      url: `/api/public/documents/${first.certificateSerial}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ kind: 'competition-certificate', status: 'valid' });
    expect(JSON.stringify(verify.json().publicFields)).toContain('المركز الأول');
    const registered = await app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.issuedDocuments)
      .where(eq(t.issuedDocuments.kind, 'competition-certificate'));
    expect(registered[0]!.n).toBe(ranked.length);
  });

  it('prints the certificate as a PDF with its serial, for those who may read it', async () => {
    const [first] = (await rankedOf(published)).filter((n) => n.rank === 1);
    const res = await call(
      'GET',
      `/api/competition-nominations/${first!.id}/certificate.pdf`,
      as.admin!,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'cert-'));
    try {
      writeFileSync(join(dir, 'c.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', ['-raw', join(dir, 'c.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(first!.certificateSerial!);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A contestant of the competition in judging has no certificate yet.
    const [open] = await app.ctx.db
      .select()
      .from(t.competitionNominations)
      .where(eq(t.competitionNominations.competitionId, judging));
    const early = await call(
      'GET',
      `/api/competition-nominations/${open!.id}/certificate.pdf`,
      as.admin!,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('competitions.errors.notPublished');
  });
});

describe('the place on certificates and pages', () => {
  it('writes places after the tenth in the reader’s digits', () => {
    const ar = (digits: 'arab' | 'latn') => createFormat({ locale: 'ar', digits });
    expect(rankLabel(ar('arab'), 1)).toBe('المركز الأول');
    expect(rankLabel(ar('arab'), 11)).toBe('المركز ١١');
    expect(rankLabel(ar('latn'), 11)).toBe('المركز 11');
    expect(rankLabel(createFormat({ locale: 'en' }), 12)).toBe('Place 12');
    expect(rankLabel(createFormat({ locale: 'fr' }), 1000)).toBe('1000e place');
  });
});

describe('prizes', () => {
  it('proposes each prize once as a reward, and publishing again is refused', async () => {
    const ranked = await rankedOf(published);
    const winners = ranked.filter((n) => n.rank! <= 3);
    for (const n of winners) expect(n.rewardId).not.toBeNull();
    for (const n of ranked.filter((x) => x.rank! > 3)) expect(n.rewardId).toBeNull();
    const rewards = await app.ctx.db
      .select()
      .from(t.rewards)
      .where(
        sql`${t.rewards.id} in (${sql.join(
          winners.map((n) => sql`${n.rewardId}`),
          sql`, `,
        )})`,
      );
    expect(rewards.length).toBe(winners.length);
    const firstPrize = rewards.find(
      (r) => r.id === winners.find((n) => n.rank === 1 && !n.tied)?.rewardId,
    );
    if (firstPrize) expect([firstPrize.amount, firstPrize.currency]).toEqual([100_000, 'TRY']);
    for (const r of rewards) expect(r.state).toBe('proposed');
    const again = await call(
      'POST',
      `/api/competitions/${published}/actions/publish`,
      as.admin!,
      {},
    );
    expect(again.statusCode).toBe(409);
    const [competition] = await app.ctx.db
      .select()
      .from(t.competitions)
      .where(eq(t.competitions.id, published));
    const after = await app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.rewards)
      .where(sql`${t.rewards.reason} like ${`%${competition!.name}%`}`);
    expect(after[0]!.n).toBe(winners.length);
  });

  it('a prize is paid through a reward transfer and the ledger, once', async () => {
    const [winner] = (await rankedOf(published)).filter((n) => n.rank === 1);
    const rewardId = winner!.rewardId!;
    const approve = await call('POST', `/api/rewards/${rewardId}/approve`, as.admin!);
    expect(approve.statusCode, approve.body).toBe(200);
    const reward = approve.json();
    const sources = await json(
      `/api/reward-transfers/sources?centreId=${winner!.centreId}&currency=${reward.currency}`,
      as.admin!,
    );
    const pay = {
      rewardIds: [rewardId],
      fundId: sources.funds[0].id,
      accountId: sources.accounts[0].id,
    };
    // Paid by the winner's centre's accountant (whoever approved a reward may not pay it).
    const accountant = await createUser(app, {
      assignments: [{ role: 'accountant', level: 'centre', centreId: winner!.centreId }],
    });
    const payer = bearer((await signIn(app, accountant.email)).accessToken);
    const paid = await call('POST', '/api/reward-transfers', payer, pay);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().total).toBe(reward.amount);
    expect((await json(`/api/rewards/${rewardId}`, as.admin!)).state).toBe('paid');
    const twice = await call('POST', '/api/reward-transfers', payer, pay);
    expect(twice.statusCode).toBe(409);
  });
});

describe('the public results page', () => {
  it('names only consented winners, by given name and centre; other pages 404', async () => {
    const ranked = await rankedOf(published);
    const students = await app.ctx.db.select().from(t.students);
    const nameOf = (id: string) => students.find((s) => s.id === id)!.fullName;
    const page = await app.app.inject({
      method: 'GET',
      url: `/page/competitions/${published}?lang=ar`,
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('المركز الأول');
    for (const n of ranked.filter((x) => x.rank! <= 3)) {
      const full = nameOf(n.studentId);
      // The full name never appears; the given name does only with consent.
      expect(html).not.toContain(full);
      if (n.publicConsent) expect(html).toContain(full.split(/\s+/)[0]!);
    }
    if (ranked.some((n) => n.rank! <= 3 && !n.publicConsent))
      expect(html).toContain('الاسم غير منشور');
    const list = await app.app.inject({ method: 'GET', url: '/page/competitions?lang=en' });
    expect(list.body).toContain(`/page/competitions/${published}`);
    expect(list.body).not.toContain(`/page/competitions/${judging}`);
    const notYet = await app.app.inject({ method: 'GET', url: `/page/competitions/${judging}` });
    expect(notYet.statusCode).toBe(404);
  });
});

describe('the live hall', () => {
  it('while judging: contestants by number, no names, and no score a judge has not marked yet', async () => {
    const detail = await json(`/api/competitions/${judging}`, as.admin!);
    const categoryId = detail.categoriesList[0].id;
    const hall = await json(`/api/competition-categories/${categoryId}/hall`, as.admin!);
    expect(hall.frozen).toBe(false);
    expect(hall.entries.length).toBeGreaterThanOrEqual(2);
    for (const e of hall.entries) {
      expect(e.studentName).toBeNull();
      expect(e.drawNumber).not.toBeNull();
    }
    expect(hall.entries.some((e: { score: number | null }) => e.score !== null)).toBe(true);
    // A judge holds no right to read competitions: the hall is not theirs.
    expect(
      (await call('GET', `/api/competition-categories/${categoryId}/hall`, as.judge!)).statusCode,
    ).toBe(403);
    // A reader seated on the panel (here the administrator, seated for the test) who has not
    // submitted a sheet sees no contestant's score.
    const [admin] = await app.ctx.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'admin@example.com'));
    await app.ctx.db.insert(t.competitionJudges).values({
      competitionId: judging,
      categoryId,
      userId: admin!.id,
      countryId: detail.countryId,
    });
    const seated = await json(`/api/competition-categories/${categoryId}/hall`, as.admin!);
    for (const e of seated.entries) expect(e.score).toBeNull();
  });

  it('after approval: the frozen ranking with names; closed before judging', async () => {
    const detail = await json(`/api/competitions/${published}`, as.admin!);
    const hall = await json(
      `/api/competition-categories/${detail.categoriesList[0].id}/hall`,
      as.admin!,
    );
    expect(hall.frozen).toBe(true);
    expect(hall.entries[0].rank).toBe(1);
    expect(hall.entries[0].studentName).toBeTruthy();
    const maher = (await json('/api/competitions?kind=maher', as.admin!)).items[0];
    const m = await json(`/api/competitions/${maher.id}`, as.admin!);
    if (m.categoriesList.length) {
      const closed = await call(
        'GET',
        `/api/competition-categories/${m.categoriesList[0].id}/hall`,
        as.admin!,
      );
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error.code).toBe('competitions.errors.hallClosed');
    }
  });
});
