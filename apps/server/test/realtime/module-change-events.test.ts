import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The tables that workflow modules own and show on a screen announce their changes after the
 * commit, under the name their screens key their queries on (apps/web/src/modules/<module>/
 * *-api.ts: `finance`, `payroll`, `donations`, `training`, `rewards`), told to whoever may
 * read what changed (`readers`) where it lives (`scope`). A refused write announces nothing.
 * One write per table, through the HTTP API, on the demo organisation.
 */

let app: TestApp;
let admin: Record<string, string>;
let events: ChangeEvent[];

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
  const real = app.ctx.events.changed.bind(app.ctx.events);
  vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
    events.push(e);
    real(e);
  });
});
beforeEach(() => {
  events = [];
});
afterAll(async () => app?.close());

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.app.inject({
    method,
    url,
    headers: admin,
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, raw: res.body };
}

async function ok(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(method, url, payload);
  expect(res.status, res.raw).toBeLessThan(300);
  return res.body;
}

async function first<T>(url: string, where: (item: T) => boolean = () => true): Promise<T> {
  const page = (await ok('GET', url)) as unknown as { items: T[] };
  const found = page.items.find(where);
  expect(found, `nothing to change at ${url}`).toBeDefined();
  return found!;
}

/**
 * The one event of a screen name that says who may hear of it (a reward's own events, sent by
 * the rewards service for each reward a transfer pays or unpays, are told to `rewards:read`).
 */
function announced(resource: string) {
  const found = events.filter((e) => e.resource === resource && e.readers);
  expect(found, `events: ${JSON.stringify(events)}`).toHaveLength(1);
  return found[0]!;
}

type Place = { countryId?: string | null; centreId?: string | null };

interface Case {
  table: string;
  /** Makes one change; returns the changed record's place (what the event's scope must name). */
  write: () => Promise<Place>;
  /** The screen name and the read permissions that show it. */
  resource: string;
  readers: string[];
  /** Screen names that must hear of it too (a posting moves the ledger's balances). */
  also?: Array<{ resource: string; readers: string[] }>;
  /** The same change again, refused: nothing is announced. */
  refused?: () => Promise<number>;
}

let voucherId = '';
let transferId = '';
let donationId = '';

const cases: Case[] = [
  {
    table: 'finance_vouchers (a voucher posted)',
    resource: 'finance',
    // The vouchers list (vouchers:read) and the balances, statements, journal (finance:read).
    readers: ['vouchers', 'finance'],
    async write() {
      const v = await first<{ id: string; centreId: string }>(
        '/api/finance/vouchers?state=approved&pageSize=50',
      );
      voucherId = v.id;
      const posted = await ok('POST', `/api/finance/vouchers/${v.id}/post`);
      expect(posted.state).toBe('posted');
      return { centreId: posted.centreId as string };
    },
    refused: async () => (await call('POST', `/api/finance/vouchers/${voucherId}/post`)).status,
  },
  {
    table: 'payroll_advances (a plan rescheduled)',
    resource: 'payroll',
    readers: ['advances'],
    async write() {
      const a = await first<{ id: string; nextMonth: string; employeeId: string }>(
        '/api/advances?status=active&pageSize=50',
      );
      await ok('POST', `/api/advances/${a.id}/reschedule`, {
        instalments: 2,
        fromMonth: a.nextMonth,
        reason: 'طلب الموظف',
      });
      const employee = await ok('GET', `/api/employees/${a.employeeId}`);
      return { centreId: employee.centreId as string };
    },
  },
  {
    table: 'student_charges and student_payments (a fee paid)',
    resource: 'payroll',
    readers: ['student-money'],
    also: [{ resource: 'finance', readers: ['finance'] }],
    async write() {
      const c = await first<{
        id: string;
        studentId: string;
        outstanding: number;
        currency: string;
      }>('/api/student-money/charges?pageSize=100', (c) => c.outstanding > 0);
      await ok('POST', `/api/student-money/charges/${c.id}/payments`, {
        amount: c.outstanding,
        currency: c.currency,
        paidOn: new Date().toISOString().slice(0, 10),
        method: 'cash',
      });
      const student = await ok('GET', `/api/students/${c.studentId}`);
      return { centreId: student.centreId as string };
    },
  },
  {
    table: 'donations (a pledge paused)',
    resource: 'donations',
    readers: ['donations'],
    async write() {
      const d = await first<{ id: string; centreId: string }>(
        '/api/donations?state=active&pageSize=50',
      );
      donationId = d.id;
      await ok('POST', `/api/donations/${d.id}/pause`, {});
      return { centreId: d.centreId };
    },
    refused: async () => (await call('POST', `/api/donations/${donationId}/pause`, {})).status,
  },
  {
    table: 'training_thank_certificates (a certificate issued)',
    resource: 'training',
    readers: ['thank-certificates'],
    async write() {
      const centre = await first<{ id: string }>('/api/centres?pageSize=5');
      await ok('POST', '/api/training/thank-certificates', {
        kind: 'contribution',
        holder: 'عبد الله المتطوع',
        centreId: centre.id,
        language: 'ar',
      });
      return { centreId: centre.id };
    },
  },
  {
    table: 'reward_transfers (a transfer reversed)',
    // The transfers screen keys on `rewards` (['rewards', 'transfers', …]), not on its table.
    resource: 'rewards',
    readers: ['reward-transfers'],
    also: [{ resource: 'finance', readers: ['finance'] }],
    async write() {
      const t = await first<{ id: string; centreId: string }>('/api/reward-transfers');
      transferId = t.id;
      await ok('POST', `/api/reward-transfers/${t.id}/reverse`, { reason: 'صندوق خاطئ' });
      return { centreId: t.centreId };
    },
    refused: async () =>
      (await call('POST', `/api/reward-transfers/${transferId}/reverse`, { reason: 'مرة ثانية' }))
        .status,
  },
];

describe('module-owned tables announce their changes', () => {
  for (const c of cases)
    it(`${c.table}: "${c.resource}" to ${c.readers.join(', ')}`, async () => {
      const place = await c.write();
      const e = announced(c.resource);
      expect([...(e.readers ?? [])].sort()).toEqual([...c.readers].sort());
      expect(e.scope?.centreId).toBe(place.centreId);
      for (const other of c.also ?? []) {
        const o = announced(other.resource);
        expect(o.readers).toEqual(other.readers);
        expect(o.scope?.centreId).toBe(place.centreId);
      }
      // Nothing is announced under a table's name that no screen keys on.
      expect(events.map((x) => x.resource)).not.toContain('reward-transfers');
      if (c.refused) {
        events = [];
        expect(await c.refused()).toBe(409);
        expect(events).toEqual([]);
      }
    });
});
