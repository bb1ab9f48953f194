import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** Inserts of the organisation module's demo data (the demo seed step composes them). */

export async function setCountrySettings(
  db: Db,
  countryId: string,
  values: Partial<typeof t.countries.$inferInsert>,
) {
  await db.update(t.countries).set(values).where(eq(t.countries.id, countryId));
}

export async function describeProject(
  db: Db,
  code: string,
  values: Partial<typeof t.projects.$inferInsert>,
) {
  const rows = await db
    .update(t.projects)
    .set(values)
    .where(eq(t.projects.code, code))
    .returning({ id: t.projects.id });
  return rows[0]?.id ?? null;
}

export async function describeCentre(
  db: Db,
  centreId: string,
  values: Partial<typeof t.centres.$inferInsert>,
) {
  await db.update(t.centres).set(values).where(eq(t.centres.id, centreId));
}

export const insertCentreEmployees = (
  db: Db,
  rows: Array<typeof t.centreEmployees.$inferInsert>,
) => (rows.length ? db.insert(t.centreEmployees).values(rows) : Promise.resolve());

export async function insertBook(db: Db, row: typeof t.books.$inferInsert) {
  const [book] = await db.insert(t.books).values(row).returning({ id: t.books.id });
  return book!.id;
}

export const insertBookSections = (db: Db, rows: Array<typeof t.bookSections.$inferInsert>) =>
  rows.length ? db.insert(t.bookSections).values(rows) : Promise.resolve();

export const insertSpecialCaseTypes = (
  db: Db,
  rows: Array<typeof t.specialCaseTypes.$inferInsert>,
) => db.insert(t.specialCaseTypes).values(rows);

export const insertStarTypes = (db: Db, rows: Array<typeof t.starTypes.$inferInsert>) =>
  db.insert(t.starTypes).values(rows);

export const insertHolidays = (db: Db, rows: Array<typeof t.holidays.$inferInsert>) =>
  db.insert(t.holidays).values(rows);

export async function insertDocument(db: Db, row: typeof t.documents.$inferInsert) {
  const [doc] = await db.insert(t.documents).values(row).returning();
  await db.insert(t.documentVersions).values({
    documentId: doc!.id,
    revision: 1,
    title: doc!.title,
    summary: doc!.summary,
    body: doc!.body,
    attachments: doc!.attachments,
  });
}

export const insertOrganisationSettings = (
  db: Db,
  row: typeof t.organisationSettings.$inferInsert,
) => db.insert(t.organisationSettings).values(row).onConflictDoNothing();
