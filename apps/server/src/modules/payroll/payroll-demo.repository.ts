import type { Db } from '../../db/client.ts';
import { advanceTypes, salaryComponents, studentFeeRules } from '../../db/schema/index.ts';

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
