import { and, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  donationTypes,
  siteAbout,
  siteApps,
  siteCourses,
  siteHelpArticles,
  siteHelpCategories,
  siteImages,
  siteMedia,
  siteNews,
  sitePages,
  sitePolicies,
  sitePrints,
  siteProjects,
  siteReviews,
  siteSettings,
  siteSocial,
  siteVideos,
  storedFiles,
  type StoredFileRef,
} from '../../db/schema/index.ts';

type Insert = (db: Db, rows: unknown[]) => Promise<Array<{ id: string }>>;

/** The site's definition tables the demo loads, by name. */
const SITE_TABLES = {
  siteAbout,
  siteApps,
  siteCourses,
  siteHelpArticles,
  siteHelpCategories,
  siteImages,
  siteMedia,
  siteNews,
  sitePages,
  sitePolicies,
  sitePrints,
  siteProjects,
  siteReviews,
  siteSettings,
  siteSocial,
  siteVideos,
} as const;

export type SiteTable = keyof typeof SITE_TABLES;

/** The site's definition tables the demo data loads, each written here only. */
const INSERTS = new Map<PgTable, Insert>([
  [
    siteSettings,
    (db, rows) =>
      db
        .insert(siteSettings)
        .values(rows as Array<typeof siteSettings.$inferInsert>)
        .returning({ id: siteSettings.id }),
  ],
  [
    sitePages,
    (db, rows) =>
      db
        .insert(sitePages)
        .values(rows as Array<typeof sitePages.$inferInsert>)
        .returning({ id: sitePages.id }),
  ],
  [
    siteAbout,
    (db, rows) =>
      db
        .insert(siteAbout)
        .values(rows as Array<typeof siteAbout.$inferInsert>)
        .returning({ id: siteAbout.id }),
  ],
  [
    siteCourses,
    (db, rows) =>
      db
        .insert(siteCourses)
        .values(rows as Array<typeof siteCourses.$inferInsert>)
        .returning({ id: siteCourses.id }),
  ],
  [
    siteImages,
    (db, rows) =>
      db
        .insert(siteImages)
        .values(rows as Array<typeof siteImages.$inferInsert>)
        .returning({ id: siteImages.id }),
  ],
  [
    siteVideos,
    (db, rows) =>
      db
        .insert(siteVideos)
        .values(rows as Array<typeof siteVideos.$inferInsert>)
        .returning({ id: siteVideos.id }),
  ],
  [
    siteMedia,
    (db, rows) =>
      db
        .insert(siteMedia)
        .values(rows as Array<typeof siteMedia.$inferInsert>)
        .returning({ id: siteMedia.id }),
  ],
  [
    sitePrints,
    (db, rows) =>
      db
        .insert(sitePrints)
        .values(rows as Array<typeof sitePrints.$inferInsert>)
        .returning({ id: sitePrints.id }),
  ],
  [
    siteProjects,
    (db, rows) =>
      db
        .insert(siteProjects)
        .values(rows as Array<typeof siteProjects.$inferInsert>)
        .returning({ id: siteProjects.id }),
  ],
  [
    siteApps,
    (db, rows) =>
      db
        .insert(siteApps)
        .values(rows as Array<typeof siteApps.$inferInsert>)
        .returning({ id: siteApps.id }),
  ],
  [
    siteSocial,
    (db, rows) =>
      db
        .insert(siteSocial)
        .values(rows as Array<typeof siteSocial.$inferInsert>)
        .returning({ id: siteSocial.id }),
  ],
  [
    siteReviews,
    (db, rows) =>
      db
        .insert(siteReviews)
        .values(rows as Array<typeof siteReviews.$inferInsert>)
        .returning({ id: siteReviews.id }),
  ],
  [
    siteNews,
    (db, rows) =>
      db
        .insert(siteNews)
        .values(rows as Array<typeof siteNews.$inferInsert>)
        .returning({ id: siteNews.id }),
  ],
  [
    siteHelpCategories,
    (db, rows) =>
      db
        .insert(siteHelpCategories)
        .values(rows as Array<typeof siteHelpCategories.$inferInsert>)
        .returning({ id: siteHelpCategories.id }),
  ],
  [
    siteHelpArticles,
    (db, rows) =>
      db
        .insert(siteHelpArticles)
        .values(rows as Array<typeof siteHelpArticles.$inferInsert>)
        .returning({ id: siteHelpArticles.id }),
  ],
  [
    sitePolicies,
    (db, rows) =>
      db
        .insert(sitePolicies)
        .values(rows as Array<typeof sitePolicies.$inferInsert>)
        .returning({ id: sitePolicies.id }),
  ],
]);

/**
 * Demo seed bulk loading of the site's definition tables (the site is empty before, no hook
 * or history applies): the rows as given, their ids back.
 */
export async function insertDemoRows<K extends SiteTable>(
  db: Db,
  table: K,
  rows: Array<(typeof SITE_TABLES)[K]['$inferInsert']>,
): Promise<string[]> {
  const insert = INSERTS.get(SITE_TABLES[table]);
  if (!insert) throw new Error('not a table of the site');
  if (rows.length === 0) return [];
  return (await insert(db, rows)).map((r) => r.id);
}

/**
 * Binds a demo project (by its English title) to a donation type (by its code): its progress
 * on the site is then the type's, and its target is put in the type's currency.
 */
export async function bindDemoProject(db: Db, projectTitleEn: string, typeCode: string) {
  const [type] = await db
    .select()
    .from(donationTypes)
    .where(and(eq(donationTypes.code, typeCode), isNull(donationTypes.archivedAt)));
  if (!type) return;
  await db
    .update(siteProjects)
    .set({ donationTypeId: type.id, currency: type.currency, target: type.targetAmount ?? null })
    .where(eq(siteProjects.titleEn, projectTitleEn));
}

/** Stores a demo file (an image, a document) not yet claimed by a record. */
export async function storeDemoFile(
  db: Db,
  file: Omit<typeof storedFiles.$inferInsert, 'id' | 'recordId'>,
): Promise<StoredFileRef> {
  const [row] = await db.insert(storedFiles).values(file).returning({
    id: storedFiles.id,
    name: storedFiles.name,
    size: storedFiles.size,
    contentType: storedFiles.contentType,
  });
  return row!;
}

/** Ties a stored demo file to the record it belongs to. */
export async function claimDemoFile(db: Db, ref: StoredFileRef | null, recordId: string) {
  if (ref) await db.update(storedFiles).set({ recordId }).where(eq(storedFiles.id, ref.id));
}
