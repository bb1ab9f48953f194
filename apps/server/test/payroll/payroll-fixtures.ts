import * as t from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

let counter = 0;

/**
 * The payroll world: the students world, two accountants of centre A (one drafts, the other
 * approves), an accountant of centre B, a country manager of the country and one of the other
 * country, an advance type, and the
 * salary profile of ring A's teacher: a fixed base, allowances per ring, per session and per
 * student, and a fixed deduction (TRY, minor units).
 */
export async function payrollWorld(app: TestApp) {
  const w = await world(app);
  const db = app.ctx.db;
  const n = ++counter;
  const accountant = await createUser(app, {
    assignments: [{ role: 'accountant', level: 'centre', centreId: w.org.a.centre.id }],
  });
  // A second accountant of centre A approves what the first drafts (separation of duties).
  const approver = await createUser(app, {
    assignments: [{ role: 'accountant', level: 'centre', centreId: w.org.a.centre.id }],
  });
  const accountantB = await createUser(app, {
    assignments: [{ role: 'accountant', level: 'centre', centreId: w.org.b.centre.id }],
  });
  const countryManager = await createUser(app, {
    assignments: [{ role: 'country_manager', level: 'country', countryId: w.org.country.id }],
  });
  const otherCountryManager = await createUser(app, {
    assignments: [{ role: 'country_manager', level: 'country', countryId: w.org.otherCountry.id }],
  });
  const [type] = await db
    .insert(t.advanceTypes)
    .values({
      code: `SAL${n}`,
      nameAr: 'سلفة على الراتب',
      nameEn: 'Salary advance',
      nameFr: 'Avance sur salaire',
      maxAmount: 100000,
      currency: 'TRY',
      maxInstalments: 6,
    })
    .returning();
  // Centre A's TRY cash box, where cash repayments and fees are received.
  const [box] = await db
    .insert(t.financeAccounts)
    .values({
      code: `PBOX-${n}`,
      kind: 'asset',
      role: 'cash_box',
      nameAr: 'صندوق المركز',
      nameEn: 'Centre box',
      nameFr: 'Caisse du centre',
      currency: 'TRY',
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
    })
    .returning();
  const teacher = w.org.a.teacher;
  const component = (name: string, kind: string, basis: string, amount: number) => ({
    employeeId: teacher.id,
    countryId: w.org.country.id,
    centreId: w.org.a.centre.id,
    name,
    kind,
    basis,
    amount,
    currency: 'TRY',
  });
  await db
    .insert(t.salaryComponents)
    .values([
      component('الراتب الأساسي', 'base', 'fixed', 300000),
      component('بدل الحلقات', 'allowance', 'per_ring', 10000),
      component('بدل الجلسات', 'allowance', 'per_session', 2000),
      component('بدل الطلاب', 'allowance', 'per_student', 500),
      component('التأمين', 'deduction', 'fixed', 10000),
    ]);
  return {
    ...w,
    type: type!,
    teacher,
    box: box!,
    as: {
      ...w.as,
      accountant: bearer((await signIn(app, accountant.email)).accessToken),
      approver: bearer((await signIn(app, approver.email)).accessToken),
      accountantB: bearer((await signIn(app, accountantB.email)).accessToken),
      countryManager: bearer((await signIn(app, countryManager.email)).accessToken),
      otherCountryManager: bearer((await signIn(app, otherCountryManager.email)).accessToken),
    },
  };
}

/** Ring A held sessions on these days (attendance of its first student). */
export async function holdSessions(
  app: TestApp,
  w: Awaited<ReturnType<typeof payrollWorld>>,
  days: string[],
) {
  for (const d of days)
    await app.ctx.db.insert(t.attendance).values({
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      ringId: w.org.a.ring.id,
      studentId: w.org.a.students[0]!.id,
      attendedOn: d,
      status: 'present',
    });
}
