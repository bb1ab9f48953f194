import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { runNextJob } from '../../src/jobs/index.ts';
import { balanceOf } from '../../src/ledger/index.ts';
import {
  nextMonthlyRunAt,
  previousMonth,
  REWARDS_MONTHLY_JOB,
  scheduleMonthlyRewards,
} from '../../src/modules/rewards/rewards-monthly.job.ts';
import { proposeMonthEverywhere } from '../../src/modules/rewards/rewards.service.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
const as: Record<string, Record<string, string>> = {};
let box: typeof t.financeAccounts.$inferSelect;
let zakat: string;
let general: string;
let n = 0;

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

const TABLES = {
  rewards: t.rewards,
  reward_events: t.rewardEvents,
  reward_transfers: t.rewardTransfers,
  journal_entries: t.journalEntries,
} as const;
const count = async (table: keyof typeof TABLES) =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(TABLES[table]))[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const db = app.ctx.db;
  const user = async (role: string, level: 'centre' | 'country', place: string) => {
    const u = await createUser(app, {
      assignments: [
        level === 'centre' ? { role, level, centreId: place } : { role, level, countryId: place },
      ],
    });
    return bearer((await signIn(app, u.email)).accessToken);
  };
  as.manager = w.as.manager;
  as.managerA2 = await user('centre_manager', 'centre', w.org.a.centre.id);
  as.managerB = await user('centre_manager', 'centre', w.org.b.centre.id);
  as.accountant = await user('accountant', 'centre', w.org.a.centre.id);
  as.accountantB = await user('accountant', 'centre', w.org.b.centre.id);
  as.teacherA = w.as.teacherA;
  [box] = (await db
    .insert(t.financeAccounts)
    .values({
      code: 'RBOX-1',
      kind: 'asset',
      role: 'cash_box',
      nameAr: 'صندوق المركز',
      nameEn: 'Centre box',
      nameFr: 'Caisse du centre',
      currency: 'TRY',
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
    })
    .returning()) as [typeof t.financeAccounts.$inferSelect];
  const funds = await db.select().from(t.financeFunds);
  general = funds.find((f) => f.code === 'GENERAL')!.id;
  zakat = funds.find((f) => f.code === 'ZAKAT')!.id;
  // Money in the box: a receipt of 1,000.00 TRY of general money (the ledger's own posting).
  const [income] = await db
    .select()
    .from(t.financeAccounts)
    .where(eq(t.financeAccounts.code, '4100'));
  const { postEntry } = await import('../../src/ledger/index.ts');
  await db.transaction((tx) =>
    postEntry(
      tx,
      { system: 'test', userId: null },
      {
        entryDate: '2030-01-02',
        kind: 'receipt',
        memo: 'opening',
        lines: [
          { accountId: box.id, fundId: general, currency: 'TRY', debit: 100_000, credit: 0 },
          { accountId: income!.id, fundId: general, currency: 'TRY', debit: 0, credit: 100_000 },
        ],
      },
    ),
  );
});
afterAll(async () => app?.close());

/** The change events sent while `work` runs. */
async function announcedDuring(work: () => Promise<unknown>): Promise<ChangeEvent[]> {
  const seen: ChangeEvent[] = [];
  const spy = vi.spyOn(app.ctx.events, 'changed').mockImplementation((e) => void seen.push(e));
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

/** What a reward's moves left behind: its audit entries' actions and its history's kinds. */
async function traces(id: string) {
  const audit = await app.ctx.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.resource, 'rewards'), eq(t.auditLog.recordId, id)))
    .orderBy(t.auditLog.at);
  const history = await app.ctx.db
    .select()
    .from(t.rewardEvents)
    .where(eq(t.rewardEvents.rewardId, id))
    .orderBy(t.rewardEvents.at);
  return { audit: audit.map((a) => a.action), history: history.map((e) => e.kind) };
}

const propose = (headers: Record<string, string>, body: object) =>
  call('POST', '/api/rewards', headers, body);

const studentA = () => w.org.a.students[0]!;

describe('proposing, approving and rejecting', () => {
  it('a manager proposes a money reward for a student of their centre; the centre is the student’s', async () => {
    const res = await propose(as.manager!, {
      beneficiaryKind: 'student',
      beneficiaryId: studentA().id,
      reason: 'تفوق في المسابقة',
      amount: 15_000,
      currency: 'TRY',
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      state: 'proposed',
      centreId: w.org.a.centre.id,
      amount: 15_000,
      currency: 'TRY',
      beneficiaryName: 'S1 A',
      canDecide: false,
    });
    expect(r.history.map((e: { kind: string }) => e.kind)).toEqual(['proposed']);
    const audit = await app.ctx.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, r.id));
    expect(audit.map((a) => a.action)).toEqual(['propose']);
  });

  it('refuses bad input with translated field codes and writes nothing', async () => {
    const before = await count('rewards');
    const noValue = await propose(as.manager!, {
      beneficiaryKind: 'student',
      beneficiaryId: studentA().id,
      reason: 'سبب',
    });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().error.fields.amount.code).toBe('rewards.errors.valueOne');
    const noReason = await propose(as.manager!, {
      beneficiaryKind: 'student',
      beneficiaryId: studentA().id,
      points: 5,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason.code).toBe('rewards.errors.reason');
    expect(noReason.json().error.fields.reason.message).toMatch(/reason/i);
    // Another centre's student is outside the manager's scope.
    const other = await propose(as.manager!, {
      beneficiaryKind: 'student',
      beneficiaryId: w.org.b.students[0]!.id,
      reason: 'سبب كاف',
      points: 5,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.beneficiaryId.code).toBe('rewards.errors.beneficiary');
    expect(await count('rewards')).toBe(before);
  });

  it('a teacher proposes for their ring’s students only', async () => {
    const ok = await propose(as.teacherA!, {
      beneficiaryKind: 'student',
      beneficiaryId: studentA().id,
      reason: 'حسن التلاوة',
      points: 10,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const other = await propose(as.teacherA!, {
      beneficiaryKind: 'student',
      beneficiaryId: w.org.a.students[1]!.id, // ring 2, not theirs
      reason: 'حسن التلاوة',
      points: 10,
    });
    expect(other.statusCode).toBe(400);
  });

  it('approval is refused to the proposer (403) and needs rewards:approve in the centre', async () => {
    const list = await call('GET', '/api/rewards?state=proposed&pageSize=100', as.manager!);
    const mine = list.json().items.find((r: { amount: number | null }) => r.amount === 15_000);
    const self = await call('POST', `/api/rewards/${mine.id}/approve`, as.manager!);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('rewards.errors.selfDecision');
    // Centre B's manager does not see it.
    const outside = await call('POST', `/api/rewards/${mine.id}/approve`, as.managerB!);
    expect(outside.statusCode).toBe(404);
    // A teacher has no rewards:approve at all.
    const teacher = await call('POST', `/api/rewards/${mine.id}/approve`, as.teacherA!);
    expect(teacher.statusCode).toBe(403);
    const ok = await call('POST', `/api/rewards/${mine.id}/approve`, as.managerA2!);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('approved');
    const again = await call('POST', `/api/rewards/${mine.id}/approve`, as.managerA2!);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('rewards.errors.notProposed');
  });

  it('each move leaves an audit entry named after its action, a history line and a change event; a refused one none', async () => {
    let id = '';
    const proposed = await announcedDuring(async () => {
      const res = await propose(as.manager!, {
        beneficiaryKind: 'student',
        beneficiaryId: studentA().id,
        reason: 'مواظبة على الحلقة',
        points: 7,
      });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id;
    });
    expect(proposed).toEqual([
      expect.objectContaining({
        resource: 'rewards',
        id,
        action: 'created',
        scope: expect.objectContaining({ centreId: w.org.a.centre.id }),
      }),
    ]);
    expect(await traces(id)).toEqual({ audit: ['propose'], history: ['proposed'] });

    // Refused: by its proposer (403), then outside the approver's reach (404): nothing written.
    const refused = await announcedDuring(async () => {
      expect((await call('POST', `/api/rewards/${id}/approve`, as.manager!)).statusCode).toBe(403);
      expect((await call('POST', `/api/rewards/${id}/approve`, as.managerB!)).statusCode).toBe(404);
    });
    expect(refused).toEqual([]);
    expect(await traces(id)).toEqual({ audit: ['propose'], history: ['proposed'] });

    const approved = await announcedDuring(async () => {
      const ok = await call('POST', `/api/rewards/${id}/approve`, as.managerA2!);
      expect(ok.statusCode, ok.body).toBe(200);
    });
    expect(approved).toEqual([
      expect.objectContaining({ resource: 'rewards', id, action: 'updated' }),
    ]);
    expect(await traces(id)).toEqual({
      audit: ['propose', 'approve'],
      history: ['proposed', 'approved'],
    });

    // Decided already: 409, nothing written, nothing announced.
    const again = await announcedDuring(async () => {
      const res = await call('POST', `/api/rewards/${id}/reject`, as.managerA2!, {
        reason: 'سبب الرفض',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('rewards.errors.notProposed');
    });
    expect(again).toEqual([]);
    expect(await traces(id)).toEqual({
      audit: ['propose', 'approve'],
      history: ['proposed', 'approved'],
    });
  });

  it('a teacher’s own reward is decided by neither them nor its proposer', async () => {
    const res = await propose(as.manager!, {
      beneficiaryKind: 'teacher',
      beneficiaryId: w.org.a.teacher.id,
      reason: 'محفّظ متميز',
      amount: 20_000,
      currency: 'TRY',
    });
    expect(res.statusCode, res.body).toBe(201);
    // The teacher reads their own reward on the teacher rewards screen.
    const own = await call('GET', '/api/rewards/teacher', as.teacherA!);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().rewards.items.map((r: { id: string }) => r.id)).toContain(res.json().id);
    expect(own.json().totals).toEqual([
      { state: 'proposed', currency: 'TRY', count: 1, amount: 20_000, points: 0 },
    ]);
    // Teacher B may not pick teacher A.
    const peek = await call(
      'GET',
      `/api/rewards/teacher?teacherId=${w.org.a.teacher.id}`,
      w.as.teacherB,
    );
    expect(peek.statusCode).toBe(404);
    const reject = await call('POST', `/api/rewards/${res.json().id}/reject`, as.managerA2!, {
      reason: 'x',
    });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().error.fields.reason.code).toBe('rewards.errors.reason');
    const rejected = await call('POST', `/api/rewards/${res.json().id}/reject`, as.managerA2!, {
      reason: 'مُنح مكافأة عن الأمر نفسه',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'rejected' });
    expect(rejected.json().history.at(-1)).toMatchObject({
      kind: 'rejected',
      reason: 'مُنح مكافأة عن الأمر نفسه',
    });
  });

  it('a manager who is the beneficiary may not approve their own reward', async () => {
    const [employee] = await app.ctx.db
      .insert(t.employees)
      .values({
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        fullName: 'مشرف المركز',
        gender: 'male',
        job: 'supervisor',
      })
      .returning();
    const deputy = await createUser(app, {
      employeeId: employee!.id,
      assignments: [{ role: 'centre_manager', level: 'centre', centreId: w.org.a.centre.id }],
    });
    const headers = bearer((await signIn(app, deputy.email)).accessToken);
    const r = await propose(as.manager!, {
      beneficiaryKind: 'teacher',
      beneficiaryId: employee!.id,
      reason: 'جهد متميز في الدورة',
      points: 40,
    });
    expect(r.statusCode, r.body).toBe(201);
    const own = await call('POST', `/api/rewards/${r.json().id}/approve`, headers);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('rewards.errors.selfDecision');
    const detail = await call('GET', `/api/rewards/${r.json().id}`, headers);
    expect(detail.json()).toMatchObject({ state: 'proposed', canDecide: false });
  });

  it('lists page, search in Arabic spellings and filter; scope hides other centres', async () => {
    const q = await call('GET', `/api/rewards?q=${encodeURIComponent('تفوق')}`, as.manager!);
    expect(q.json().total).toBe(1);
    const b = await call('GET', '/api/rewards', as.managerB!);
    expect(b.json().total).toBe(0);
    const paged = await call(
      'GET',
      '/api/rewards?pageSize=1&page=2&sort=createdAt&dir=asc',
      as.manager!,
    );
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThanOrEqual(3);
  });
});

describe('transfers', () => {
  let approvedIds: string[] = [];
  let transferId = '';

  it('approves two more money rewards', async () => {
    for (const amount of [5_000, 7_000]) {
      const r = await propose(as.manager!, {
        beneficiaryKind: 'student',
        beneficiaryId: studentA().id,
        reason: `مكافأة ${++n}`,
        amount,
        currency: 'TRY',
      });
      const ok = await call('POST', `/api/rewards/${r.json().id}/approve`, as.managerA2!);
      expect(ok.statusCode).toBe(200);
    }
    const list = await call(
      'GET',
      '/api/rewards?state=approved&money=true&currency=TRY',
      as.accountant!,
    );
    approvedIds = list.json().items.map((r: { id: string }) => r.id);
    expect(approvedIds).toHaveLength(3);
  });

  it('refuses a fund that does not allow rewards, a foreign box, or a centre B accountant, writing nothing', async () => {
    const before = await Promise.all([count('reward_transfers'), count('journal_entries')]);
    const z = await call('POST', '/api/reward-transfers', as.accountant!, {
      rewardIds: approvedIds,
      fundId: zakat,
      accountId: box.id,
    });
    expect(z.statusCode).toBe(400);
    expect(z.json().error.fields.fundId.code).toBe('rewards.errors.fund');
    expect(z.json().error.fields.fundId.message).toBe('This fund may not pay rewards.');
    const b = await call('POST', '/api/reward-transfers', as.accountantB!, {
      rewardIds: approvedIds,
      fundId: general,
      accountId: box.id,
    });
    expect(b.statusCode).toBe(404);
    const manager = await call('POST', '/api/reward-transfers', as.manager!, {
      rewardIds: approvedIds,
      fundId: general,
      accountId: box.id,
    });
    expect(manager.statusCode).toBe(403);
    const proposed = (await call('GET', '/api/rewards?state=proposed', as.accountant!)).json()
      .items[0];
    const notApproved = await call('POST', '/api/reward-transfers', as.accountant!, {
      rewardIds: [...approvedIds, proposed.id],
      fundId: general,
      accountId: box.id,
    });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().error.code).toBe('rewards.errors.notPayable');
    // The accountant approves a reward (the built-in role may): then another pays it, not them.
    const own = await propose(as.manager!, {
      beneficiaryKind: 'student',
      beneficiaryId: studentA().id,
      reason: `مكافأة ${++n}`,
      amount: 1_000,
      currency: 'USD',
    });
    const approved = await call('POST', `/api/rewards/${own.json().id}/approve`, as.accountant!);
    expect(approved.statusCode).toBe(200);
    const self = await call('POST', '/api/reward-transfers', as.accountant!, {
      rewardIds: [own.json().id],
      fundId: general,
      accountId: box.id,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('rewards.errors.selfPayment');
    expect(self.json().error.message).toBe(
      'Whoever approved a reward, or receives it, may not pay it: another accountant pays it.',
    );
    // An accountant who is also on the staff does not pay their own reward either.
    const [clerk] = await app.ctx.db
      .insert(t.employees)
      .values({
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        fullName: 'محاسب المركز',
        gender: 'male',
        job: 'supervisor',
      })
      .returning();
    const clerkUser = await createUser(app, {
      employeeId: clerk!.id,
      assignments: [{ role: 'accountant', level: 'centre', centreId: w.org.a.centre.id }],
    });
    const clerkHeaders = bearer((await signIn(app, clerkUser.email)).accessToken);
    const theirs = await propose(as.manager!, {
      beneficiaryKind: 'teacher',
      beneficiaryId: clerk!.id,
      reason: `مكافأة ${++n}`,
      amount: 2_000,
      currency: 'USD',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(
      (await call('POST', `/api/rewards/${theirs.json().id}/approve`, as.managerA2!)).statusCode,
    ).toBe(200);
    const toSelf = await call('POST', '/api/reward-transfers', clerkHeaders, {
      rewardIds: [theirs.json().id],
      fundId: general,
      accountId: box.id,
    });
    expect(toSelf.statusCode).toBe(403);
    expect(toSelf.json().error.code).toBe('rewards.errors.selfPayment');
    expect(await Promise.all([count('reward_transfers'), count('journal_entries')])).toEqual(
      before,
    );
  });

  it('pays in one transaction: a balanced entry, the rewards paid with the transfer and entry', async () => {
    const res = await call('POST', '/api/reward-transfers', as.accountant!, {
      rewardIds: approvedIds,
      fundId: general,
      accountId: box.id,
      paidOn: '2030-02-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    const tr = res.json();
    transferId = tr.id;
    expect(tr).toMatchObject({ total: 27_000, rewards: 3, currency: 'TRY', reversed: false });
    const lines = await app.ctx.db
      .select()
      .from(t.journalLines)
      .where(eq(t.journalLines.entryId, tr.entryId));
    expect(lines.reduce((s, l) => s + Number(l.debit), 0)).toBe(27_000);
    expect(lines.reduce((s, l) => s + Number(l.credit), 0)).toBe(27_000);
    const boxBalance = await balanceOf(app.ctx.db, { accountId: box.id });
    expect(boxBalance.perCurrency.find((b) => b.currency === 'TRY')?.balance).toBe(73_000);
    const detail = await call('GET', `/api/rewards/${approvedIds[0]}`, as.accountant!);
    expect(detail.json().state).toBe('paid');
    expect(detail.json().history.at(-1)).toMatchObject({
      kind: 'paid',
      transferId: tr.id,
      entryId: tr.entryId,
    });
    // Paid twice: refused.
    const again = await call('POST', '/api/reward-transfers', as.accountant!, {
      rewardIds: approvedIds,
      fundId: general,
      accountId: box.id,
    });
    expect(again.statusCode).toBe(409);
    const list = await call('GET', '/api/reward-transfers', as.accountant!);
    expect(list.json().total).toBe(1);
    expect((await call('GET', '/api/reward-transfers', as.accountantB!)).json().total).toBe(0);
  });

  it('transfers, their items and the rewards’ history are append-only in the database', async () => {
    await expect(
      app.ctx.db.execute(sql`update reward_transfers set total = 1 where id = ${transferId}`),
    ).rejects.toThrow();
    await expect(
      app.ctx.db.execute(sql`delete from reward_transfer_items where transfer_id = ${transferId}`),
    ).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`delete from reward_events`)).rejects.toThrow();
    const [tr] = await app.ctx.db
      .select()
      .from(t.rewardTransfers)
      .where(eq(t.rewardTransfers.id, transferId));
    await expect(
      app.ctx.db.execute(sql`update journal_lines set debit = 1 where entry_id = ${tr!.entryId}`),
    ).rejects.toThrow();
  });

  it('a reversal posts the ledger’s reversal once and returns the rewards to approved', async () => {
    const short = await call(
      'POST',
      `/api/reward-transfers/${transferId}/reverse`,
      as.accountant!,
      {
        reason: '',
      },
    );
    expect(short.statusCode).toBe(400);
    const outside = await call(
      'POST',
      `/api/reward-transfers/${transferId}/reverse`,
      as.accountantB!,
      {
        reason: 'خطأ في الصندوق',
      },
    );
    expect(outside.statusCode).toBe(404);
    const res = await call('POST', `/api/reward-transfers/${transferId}/reverse`, as.accountant!, {
      reason: 'خطأ في الصندوق',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reversed: true, reversalReason: 'خطأ في الصندوق' });
    const boxBalance = await balanceOf(app.ctx.db, { accountId: box.id });
    expect(boxBalance.perCurrency.find((b) => b.currency === 'TRY')?.balance).toBe(100_000);
    const detail = await call('GET', `/api/rewards/${approvedIds[0]}`, as.accountant!);
    expect(detail.json()).toMatchObject({ state: 'approved', transferId: null });
    expect(detail.json().history.map((e: { kind: string }) => e.kind)).toEqual([
      'proposed',
      'approved',
      'paid',
      'unpaid',
    ]);
    // Paying and unpaying are the reward's own moves: audited under their action's name.
    expect((await traces(approvedIds[0]!)).audit).toEqual(['propose', 'approve', 'pay', 'unpay']);
    const twice = await call(
      'POST',
      `/api/reward-transfers/${transferId}/reverse`,
      as.accountant!,
      {
        reason: 'مرة ثانية',
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('rewards.errors.alreadyReversed');
  });
});

describe('propose from rules', () => {
  it('proposes per test passed, juz completed and attendance streak, once', async () => {
    const db = app.ctx.db;
    const [rules] = await Promise.all([
      db
        .insert(t.rewardRules)
        .values([
          {
            nameAr: 'اختبار',
            nameEn: 'Test',
            nameFr: 'Examen',
            trigger: 'test_passed',
            beneficiary: 'student',
            valueKind: 'money',
            amount: 2_500,
            currency: 'TRY',
          },
          {
            nameAr: 'جزء',
            nameEn: 'Juz',
            nameFr: 'Juz',
            trigger: 'juz_memorised',
            beneficiary: 'student',
            valueKind: 'points',
            points: 100,
          },
          {
            nameAr: 'حضور',
            nameEn: 'Streak',
            nameFr: 'Présence',
            trigger: 'attendance_streak',
            streakDays: 3,
            beneficiary: 'student',
            valueKind: 'points',
            points: 10,
            centreId: w.org.a.centre.id,
            countryId: w.org.country.id,
          },
          {
            nameAr: 'مركز ب',
            nameEn: 'B only',
            nameFr: 'B',
            trigger: 'attendance_streak',
            streakDays: 2,
            beneficiary: 'student',
            valueKind: 'points',
            points: 1,
            centreId: w.org.b.centre.id,
            countryId: w.org.country.id,
          },
        ])
        .returning(),
    ]);
    expect(rules).toHaveLength(4);
    const s = studentA();
    const place = {
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      ringId: w.org.a.ring.id,
      studentId: s.id,
    };
    // A passed test approved in March 2030.
    const [kind] = await db
      .insert(t.testKinds)
      .values({ code: 'RJ', nameAr: 'جزء', nameEn: 'Juz', nameFr: 'Juz', category: 'juz' })
      .returning();
    const [request] = await db
      .insert(t.testRequests)
      .values({ ...place, kindId: kind!.id, state: 'passed', subject: 'student', teacherId: null })
      .returning();
    await db.insert(t.testResults).values({
      requestId: request!.id,
      status: 'approved',
      criteria: [],
      mistakeCounts: {},
      total: '90',
      maxTotal: '100',
      percent: '90',
      grade: 'excellent',
      passed: true,
      approvedAt: '2030-03-12T10:00:00Z',
    });
    // Juz 30 (78:1 .. 114:6): 78..100 before March, 101..114 in March; "repeat" readings count for nothing.
    const reading = (
      readOn: string,
      from: [number, number],
      to: [number, number],
      grade: string | null = 'good',
    ) => ({
      ...place,
      readOn,
      kind: 'hifz',
      fromSurah: from[0],
      fromAyah: from[1],
      toSurah: to[0],
      toAyah: to[1],
      ayahCount: 1,
      pageCount: '1',
      grade,
    });
    const { studentId: _s, ...ringPlace } = place;
    void _s;
    await db.insert(t.readings).values([
      { ...reading('2030-02-20', [78, 1], [100, 11]), studentId: s.id, ...ringPlace },
      { ...reading('2030-03-05', [101, 1], [114, 6]), studentId: s.id, ...ringPlace },
      { ...reading('2030-03-06', [1, 1], [2, 141], 'repeat'), studentId: s.id, ...ringPlace },
    ]);
    // Attendance: present 3 days in a row, then absent.
    const day = (d: string, status: string) => ({
      ...ringPlace,
      studentId: s.id,
      attendedOn: d,
      status,
    });
    await db
      .insert(t.attendance)
      .values([
        day('2030-03-02', 'present'),
        day('2030-03-03', 'late'),
        day('2030-03-04', 'present'),
        day('2030-03-05', 'absent'),
      ]);
    const first = await call('POST', '/api/rewards/propose-from-rules', as.manager!, {
      centreId: w.org.a.centre.id,
      month: '2030-03',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ proposed: 3, existing: 0, rules: 3 });
    const byRule = await db.select().from(t.rewards).where(eq(t.rewards.period, '2030-03'));
    expect(byRule.map((r) => r.sourceKey).sort()).toEqual([
      'juz:30',
      'streak:2030-03',
      `test:${request!.id}`,
    ]);
    expect(byRule.find((r) => r.sourceKey?.startsWith('test'))).toMatchObject({
      amount: 2_500,
      currency: 'TRY',
      state: 'proposed',
    });
    const before = await count('rewards');
    const second = await call('POST', '/api/rewards/propose-from-rules', as.manager!, {
      centreId: w.org.a.centre.id,
      month: '2030-03',
    });
    expect(second.json()).toMatchObject({ proposed: 0, existing: 3 });
    expect(await count('rewards')).toBe(before);
    // Another centre is outside the manager's scope.
    const outside = await call('POST', '/api/rewards/propose-from-rules', as.manager!, {
      centreId: w.org.b.centre.id,
      month: '2030-03',
    });
    expect(outside.statusCode).toBe(404);
    const bad = await call('POST', '/api/rewards/propose-from-rules', as.manager!, {
      centreId: w.org.a.centre.id,
      month: '2030-13',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the monthly job proposes a month in every centre with no proposer, once, and queues the next', async () => {
    const db = app.ctx.db;
    const s = studentA();
    // April 2030: three days present in a row in centre A (its streak rule wants 3).
    await db.insert(t.attendance).values(
      ['2030-04-07', '2030-04-08', '2030-04-09'].map((attendedOn) => ({
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        ringId: w.org.a.ring.id,
        studentId: s.id,
        attendedOn,
        status: 'present',
      })),
    );
    const first = await proposeMonthEverywhere(app.ctx, '2030-04');
    expect(first).toMatchObject({ proposed: 1, existing: 0 });
    expect(first.centres).toBeGreaterThanOrEqual(2);
    const [auto] = await db.select().from(t.rewards).where(eq(t.rewards.period, '2030-04'));
    expect(auto).toMatchObject({ sourceKey: 'streak:2030-04', proposedBy: null, points: 10 });
    expect(await proposeMonthEverywhere(app.ctx, '2030-04')).toMatchObject({
      proposed: 0,
      existing: 1,
    });
    // No proposer: a manager of the centre approves it.
    const ok = await call('POST', `/api/rewards/${auto!.id}/approve`, as.manager!);
    expect(ok.statusCode, ok.body).toBe(200);

    // Scheduled once however many processes start; a run queues the next month's.
    await scheduleMonthlyRewards(app.ctx, new Date(Date.now() - 1000));
    await scheduleMonthlyRewards(app.ctx, new Date(Date.now() - 1000));
    const queued = () =>
      db
        .select()
        .from(t.backgroundJobs)
        .where(
          and(eq(t.backgroundJobs.kind, REWARDS_MONTHLY_JOB), eq(t.backgroundJobs.state, 'queued')),
        );
    expect(await queued()).toHaveLength(1);
    const run = await runNextJob(app.ctx);
    expect(run?.state).toBe('succeeded');
    const next = await queued();
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.runAfter).toISOString()).toBe(nextMonthlyRunAt().toISOString());
    expect(previousMonth(new Date('2031-01-15T00:00:00Z'))).toBe('2030-12');
    expect(nextMonthlyRunAt(new Date('2030-12-31T23:00:00Z')).toISOString()).toBe(
      '2031-01-01T05:00:00.000Z',
    );
  });
});
