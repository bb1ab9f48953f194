import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  followupReasons,
  followups,
  guardians,
  ringStars,
  specialCases,
  starTypes,
  studentCooperation,
  students,
} from '../../db/schema/index.ts';

/** Ties each demo family to its centre when all its children study in the same one. */
export async function setGuardianCentres(db: Db): Promise<void> {
  await db.execute(sql`
    update ${guardians} g set centre_id = f.centre_id
    from (
      select ${students.guardianId} as guardian_id, min(${students.centreId}::text)::uuid as centre_id
      from ${students}
      where ${students.guardianId} is not null
      group by ${students.guardianId}
      having count(distinct ${students.centreId}) = 1
    ) f
    where g.id = f.guardian_id`);
}

/** A demo special case of a known kind (the seed passes the kind's id and its code). */
export async function insertSpecialCase(db: Db, values: typeof specialCases.$inferInsert) {
  const [row] = await db.insert(specialCases).values(values).returning();
  return row!;
}

export async function insertFollowupReasons(
  db: Db,
  values: Array<typeof followupReasons.$inferInsert>,
) {
  return db.insert(followupReasons).values(values).returning({ id: followupReasons.id });
}

/** Some students of a centre with a given status, by name (demo data picks). */
export async function demoStudents(db: Db, centreId: string, status: string, limit: number) {
  const rows = await db.execute(sql`
    select id, full_name, ring_id, phone, identity_number, country_id, centre_id from ${students}
    where centre_id = ${centreId} and status = ${status} order by full_name limit ${limit}`);
  return ((rows as { rows?: unknown[] }).rows ?? []) as Array<{
    id: string;
    full_name: string;
    ring_id: string | null;
    phone: string | null;
    identity_number: string | null;
    country_id: string;
    centre_id: string;
  }>;
}

/** A demo follow-up visit (the ring's centre and country given by the seed). */
export async function insertFollowup(db: Db, values: typeof followups.$inferInsert) {
  await db.insert(followups).values(values);
}

/** A demo student helping a teacher (the ring's centre and country given by the seed). */
export async function insertCooperation(db: Db, values: typeof studentCooperation.$inferInsert) {
  await db.insert(studentCooperation).values(values);
}

/** Ids of the demo star types with these codes (those the organisation's demo step made). */
export async function starTypeIds(db: Db, codes: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: starTypes.id })
    .from(starTypes)
    .where(inArray(starTypes.code, codes))
    .orderBy(starTypes.code);
  return rows.map((r) => r.id);
}

/** A demo award of stars (the ring's centre and country given by the seed). */
export async function insertStars(db: Db, values: typeof ringStars.$inferInsert) {
  await db.insert(ringStars).values(values);
}
