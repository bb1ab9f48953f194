import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  attendance,
  centres,
  countries,
  employees,
  guardians,
  holidays,
  projects,
  readings,
  ringTimes,
  rings,
  studentCaseEvents,
  students,
  systemState,
} from '../schema/index.ts';

/**
 * The demo loader's writes (db/seed/demo.ts): the organisation's core rows, and the unit of
 * work the whole demo is loaded in, with the marker that it was.
 */

/** The system_state key that says the demo organisation was loaded. */
export const DEMO_MARKER = 'demo-seed';

/** Whether the demo organisation was loaded already. */
export async function demoLoaded(db: Db): Promise<boolean> {
  const existing = await db
    .select()
    .from(systemState)
    .where(sql`${systemState.key} = ${DEMO_MARKER}`);
  return existing.length > 0;
}

/**
 * Loads the demo organisation in one transaction, all or nothing: `load` writes it (the core
 * rows, then each module's demo step), then the marker that it was loaded.
 */
export async function loadDemoInOneUnit(db: Db, load: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await load(tx as unknown as Db);
    await tx
      .insert(systemState)
      .values({ key: DEMO_MARKER, value: { at: new Date().toISOString() } });
  });
}

/** The tables the demo loads in bulk, by name. */
const BULK = {
  ringTimes,
  guardians,
  students,
  studentCaseEvents,
  attendance,
  readings,
} as const;

export type DemoBulkTable = keyof typeof BULK;
export type DemoRow<K extends DemoBulkTable> = (typeof BULK)[K]['$inferInsert'];

/** Inserts rows of a bulk table `size` at a time. */
export async function insertDemoChunked<K extends DemoBulkTable>(
  db: Db,
  table: K,
  rows: Array<DemoRow<K>>,
  size = 500,
): Promise<void> {
  const target: PgTable = BULK[table];
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(target).values(rows.slice(i, i + size));
  }
}

export async function insertDemoProjects(db: Db, rows: Array<typeof projects.$inferInsert>) {
  return db.insert(projects).values(rows).returning({ id: projects.id, code: projects.code });
}

export async function insertDemoCountry(
  db: Db,
  values: typeof countries.$inferInsert,
): Promise<string> {
  const [country] = await db.insert(countries).values(values).returning({ id: countries.id });
  return country!.id;
}

export async function insertDemoCentre(
  db: Db,
  values: typeof centres.$inferInsert,
): Promise<string> {
  const [centre] = await db.insert(centres).values(values).returning({ id: centres.id });
  return centre!.id;
}

export type DemoEmployee = typeof employees.$inferInsert;

export async function insertDemoEmployees(db: Db, rows: DemoEmployee[]) {
  return db.insert(employees).values(rows).returning();
}

export async function insertDemoRing(db: Db, values: typeof rings.$inferInsert): Promise<string> {
  const [ring] = await db.insert(rings).values(values).returning({ id: rings.id });
  return ring!.id;
}

export async function insertDemoHolidays(
  db: Db,
  rows: Array<typeof holidays.$inferInsert>,
): Promise<void> {
  await db.insert(holidays).values(rows);
}

export async function allHolidays(db: Db) {
  return db.select().from(holidays);
}
