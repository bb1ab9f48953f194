import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, employees, users } from '../../db/schema/index.ts';

/** A demo account by its e-mail. */
export async function demoUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

/** The member of staff a demo account is linked to. */
export async function employeeOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, userId));
  return row;
}

/** A member of staff of a centre with no account yet (a second panel member's). */
export async function staffWithoutAccount(db: Db, centreId: string) {
  const [row] = await db
    .select({ id: employees.id, fullName: employees.fullName })
    .from(employees)
    .where(
      and(eq(employees.centreId, centreId), isNull(employees.userId), isNull(employees.archivedAt)),
    )
    .orderBy(asc(employees.fullName), asc(employees.id))
    .limit(1);
  return row;
}

/** A country's currency (the grade's pay is in it). */
export async function currencyOf(db: Db, countryId: string): Promise<string> {
  const [row] = await db
    .select({ currency: countries.currency })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row?.currency ?? 'TRY';
}
