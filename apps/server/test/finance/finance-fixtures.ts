import { DEFAULT_ROLES } from '@qc/domain';
import { eq } from 'drizzle-orm';
import { buildAccessContext, type Grant } from '../../src/access/access-context.ts';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import type { Caller } from '../../src/resources/resource-caller.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createOrganisation } from '../identity/identity-helpers.ts';

let counter = 0;

/** A caller for services (no HTTP): the built-in role's permissions at the given scope. */
export function callerFor(
  userId: string,
  role: string,
  where: Partial<Pick<Grant, 'countryId' | 'centreId'>> & { level: Grant['level'] },
): Caller {
  const permissions = DEFAULT_ROLES.find((r) => r.code === role)!.permissions;
  const access = buildAccessContext(userId, null, [
    {
      permissions,
      level: where.level,
      countryId: where.countryId ?? null,
      centreId: where.centreId ?? null,
      ringId: null,
    },
  ]);
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'test', access } };
}

export async function codeId(
  db: Db,
  table: typeof t.financeAccounts | typeof t.financeFunds,
  code: string,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

/**
 * The finance world: the organisation of the identity helpers (country TRY with centres A and
 * B, country USD with centre C), a TRY cash box in A and in B, a USD box in A, users of an
 * organisation admin, an accountant of centre A and a manager of centre A; the funds and the
 * chart the migration seeds.
 */
export async function financeWorld(app: TestApp) {
  const db = app.ctx.db;
  const org = await createOrganisation(app);
  const n = ++counter;
  const box = async (code: string, centre: { id: string; countryId: string }, currency: string) => {
    const [row] = await db
      .insert(t.financeAccounts)
      .values({
        code: `${code}-${n}`,
        kind: 'asset',
        role: 'cash_box',
        nameAr: `صندوق ${code}`,
        nameEn: `Box ${code}`,
        nameFr: `Caisse ${code}`,
        currency,
        countryId: centre.countryId,
        centreId: centre.id,
      })
      .returning();
    return row!;
  };
  const users = await db
    .insert(t.users)
    .values(
      ['admin', 'accountant', 'manager', 'accountantB'].map((who) => ({
        email: `${who}-fin-${n}-${Date.now()}@example.org`,
        passwordHash: 'x',
        displayName: who,
        status: 'active',
      })),
    )
    .returning();
  const [admin, accountant, manager, accountantB] = users as [
    (typeof users)[0],
    (typeof users)[0],
    (typeof users)[0],
    (typeof users)[0],
  ];
  return {
    org,
    boxA: await box('A', org.a.centre, 'TRY'),
    boxB: await box('B', org.b.centre, 'TRY'),
    usdA: await box('AUSD', org.a.centre, 'USD'),
    fund: {
      general: await codeId(db, t.financeFunds, 'GENERAL'),
      zakat: await codeId(db, t.financeFunds, 'ZAKAT'),
      sadaqa: await codeId(db, t.financeFunds, 'SADAQA'),
    },
    account: {
      donations: await codeId(db, t.financeAccounts, '4100'),
      zakatIn: await codeId(db, t.financeAccounts, '4200'),
      rent: await codeId(db, t.financeAccounts, '5200'),
      familySupport: await codeId(db, t.financeAccounts, '5300'),
      exchange: await codeId(db, t.financeAccounts, '3900'),
    },
    users: { admin, accountant, manager, accountantB },
    as: {
      admin: callerFor(admin.id, 'super_admin', { level: 'organisation' }),
      accountantA: callerFor(accountant.id, 'accountant', {
        level: 'centre',
        centreId: org.a.centre.id,
      }),
      managerA: callerFor(manager.id, 'centre_manager', {
        level: 'centre',
        centreId: org.a.centre.id,
      }),
      accountantB: callerFor(accountantB.id, 'accountant', {
        level: 'centre',
        centreId: org.b.centre.id,
      }),
    },
  };
}
export type FinanceWorld = Awaited<ReturnType<typeof financeWorld>>;
