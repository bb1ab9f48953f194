import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  advanceTypes,
  countries,
  financeAccounts,
  salaryComponents,
  studentCharges,
  studentFeeRules,
} from '../../db/schema/index.ts';

/** Demo seed bulk loading of this module's definition tables (types, profiles, fee rules). */
export async function insertDemoDefinitions(
  db: Db,
  rows: {
    types: Array<typeof advanceTypes.$inferInsert>;
    components: Array<typeof salaryComponents.$inferInsert>;
    feeRules: Array<typeof studentFeeRules.$inferInsert>;
  },
) {
  const types = rows.types.length
    ? await db.insert(advanceTypes).values(rows.types).returning()
    : [];
  for (let i = 0; i < rows.components.length; i += 500)
    await db.insert(salaryComponents).values(rows.components.slice(i, i + 500));
  if (rows.feeRules.length) await db.insert(studentFeeRules).values(rows.feeRules);
  return { types };
}

/** The demo's currency: the first centre's cash box's (the finance demo's), else its country's. */
export async function demoCurrency(db: Db, countryId: string, centreId: string): Promise<string> {
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  const [box] = await db
    .select({ currency: financeAccounts.currency })
    .from(financeAccounts)
    .where(and(eq(financeAccounts.role, 'cash_box'), eq(financeAccounts.centreId, centreId)));
  return box?.currency ?? country!.currency;
}

/** A centre's student charges of some months, as the database returns them. */
export async function chargesOfMonths(db: Db, centreId: string, months: string[]) {
  return db
    .select()
    .from(studentCharges)
    .where(and(eq(studentCharges.centreId, centreId), inArray(studentCharges.month, months)));
}
