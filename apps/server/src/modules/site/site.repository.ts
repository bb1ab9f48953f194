import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  centres,
  countries,
  rings,
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
  students,
  testCertificates,
} from '../../db/schema/index.ts';

/**
 * Reads of the public site: published, live (not archived) records only. Nothing here returns
 * a draft; the public pages are built from these reads alone.
 */
type Published = PgTable & { status: PgColumn; archivedAt: PgColumn };
const live = (t: Published, ...more: Array<SQL | undefined>) =>
  and(eq(t.status, 'published'), isNull(t.archivedAt), ...more);

export async function siteSettingsRow(db: Db) {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row ?? null;
}

/** A page's title and description: the latest published record of that page wins. */
export const pageMeta = async (db: Db, page: string) =>
  (
    await db
      .select()
      .from(sitePages)
      .where(live(sitePages, eq(sitePages.pageKey, page)))
      .orderBy(desc(sitePages.updatedAt))
      .limit(1)
  )[0] ?? null;

export const socialLinks = (db: Db) =>
  db.select().from(siteSocial).where(live(siteSocial)).orderBy(asc(siteSocial.position));

export const aboutSections = (db: Db) =>
  db.select().from(siteAbout).where(live(siteAbout)).orderBy(asc(siteAbout.position));

export const courses = (db: Db) =>
  db.select().from(siteCourses).where(live(siteCourses)).orderBy(asc(siteCourses.position));

export const images = (db: Db, placement: string) =>
  db
    .select()
    .from(siteImages)
    .where(live(siteImages, eq(siteImages.placement, placement)))
    .orderBy(asc(siteImages.position));

export const reviews = (db: Db) =>
  db.select().from(siteReviews).where(live(siteReviews)).orderBy(asc(siteReviews.position));

export const newsList = (db: Db, limit: number, offset = 0) =>
  db
    .select()
    .from(siteNews)
    .where(live(siteNews))
    .orderBy(desc(siteNews.publishedOn), desc(siteNews.createdAt))
    .limit(limit)
    .offset(offset);

export const newsCount = async (db: Db) =>
  (await db.select({ n: count() }).from(siteNews).where(live(siteNews)))[0]?.n ?? 0;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Is the path segment an id at all (anything else is a 404 without asking the database)? */
export const isId = (value: string) => UUID.test(value);

async function one<T extends Published & { id: PgColumn }>(db: Db, table: T, id: string) {
  if (!isId(id)) return null;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(live(table, eq(table.id, id)))
    .limit(1);
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

export const newsItem = (db: Db, id: string) => one(db, siteNews, id);
export const project = (db: Db, id: string) => one(db, siteProjects, id);
export const print = (db: Db, id: string) => one(db, sitePrints, id);
export const app = (db: Db, id: string) => one(db, siteApps, id);
export const video = (db: Db, id: string) => one(db, siteVideos, id);
export const mediaFile = (db: Db, id: string) => one(db, siteMedia, id);

export const projectsList = (db: Db) =>
  db.select().from(siteProjects).where(live(siteProjects)).orderBy(asc(siteProjects.position));
export const printsList = (db: Db) =>
  db
    .select()
    .from(sitePrints)
    .where(live(sitePrints))
    .orderBy(desc(sitePrints.publishedOn), desc(sitePrints.createdAt));
export const appsList = (db: Db) =>
  db.select().from(siteApps).where(live(siteApps)).orderBy(asc(siteApps.position));
export const videosList = (db: Db) =>
  db
    .select()
    .from(siteVideos)
    .where(live(siteVideos))
    .orderBy(desc(siteVideos.recordedOn), desc(siteVideos.createdAt));
export const mediaList = (db: Db) =>
  db
    .select()
    .from(siteMedia)
    .where(live(siteMedia))
    .orderBy(desc(siteMedia.recordedOn), desc(siteMedia.createdAt));

export const policy = async (db: Db, key: string) =>
  (
    await db
      .select()
      .from(sitePolicies)
      .where(live(sitePolicies, eq(sitePolicies.policy, key)))
      .orderBy(desc(sitePolicies.updatedAt))
      .limit(1)
  )[0] ?? null;

export const helpCategories = (db: Db) =>
  db
    .select()
    .from(siteHelpCategories)
    .where(live(siteHelpCategories))
    .orderBy(asc(siteHelpCategories.position));

/** Published articles of published categories. */
export const helpArticles = async (db: Db) => {
  const cats = (await helpCategories(db)).map((c) => c.id);
  if (cats.length === 0) return [];
  return db
    .select()
    .from(siteHelpArticles)
    .where(live(siteHelpArticles, inArray(siteHelpArticles.categoryId, cats)))
    .orderBy(asc(siteHelpArticles.position));
};

/**
 * The slugs among `slugs` that another help article (archived ones too: they may come back)
 * already uses in any of the three languages.
 */
export async function helpSlugsTaken(
  db: Db,
  slugs: readonly string[],
  exceptId: string | null,
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const list = [...slugs];
  const rows = await db
    .select({
      slugAr: siteHelpArticles.slugAr,
      slugEn: siteHelpArticles.slugEn,
      slugFr: siteHelpArticles.slugFr,
    })
    .from(siteHelpArticles)
    .where(
      and(
        or(
          inArray(siteHelpArticles.slugAr, list),
          inArray(siteHelpArticles.slugEn, list),
          inArray(siteHelpArticles.slugFr, list),
        ),
        exceptId ? ne(siteHelpArticles.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.flatMap((r) => [r.slugAr, r.slugEn, r.slugFr]).filter((v) => v !== null));
}

/**
 * The organisation's figures: counts only, never a person. Certificates are those issued and
 * not revoked; khatmat are students who completed the Quran (status graduated).
 */
export async function liveFigures(db: Db) {
  const n = async (q: Promise<Array<{ n: number }>>) => Number((await q)[0]?.n ?? 0);
  const [studentsN, ringsN, centresN, countriesN, certificatesN, khatmatN] = await Promise.all([
    n(
      db
        .select({ n: count() })
        .from(students)
        .where(and(eq(students.status, 'active'), isNull(students.archivedAt))),
    ),
    n(db.select({ n: count() }).from(rings).where(isNull(rings.archivedAt))),
    n(db.select({ n: count() }).from(centres).where(isNull(centres.archivedAt))),
    n(
      db
        .select({ n: count() })
        .from(countries)
        .where(and(isNull(countries.archivedAt), ne(countries.status, 'inactive'))),
    ),
    // Certificates issued and still valid: a revoked one is not counted.
    n(db.select({ n: count() }).from(testCertificates).where(isNull(testCertificates.revokedAt))),
    n(
      db
        .select({ n: count() })
        .from(students)
        .where(and(eq(students.status, 'graduated'), isNull(students.archivedAt))),
    ),
  ]);
  return {
    students: studentsN,
    rings: ringsN,
    centres: centresN,
    countries: countriesN,
    certificates: certificatesN,
    khatmat: khatmatN,
  };
}
export type LiveFigures = Awaited<ReturnType<typeof liveFigures>>;

/** A stored file with its owner (resource and record), for the public file route. */
export async function storedFile(db: Db, id: string) {
  if (!isId(id)) return null;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

/** The tables whose published records may show files publicly, by resource name. */
export const FILE_OWNERS: Record<string, Published & { id: PgColumn }> = {
  'site-about': siteAbout,
  'site-courses': siteCourses,
  'site-images': siteImages,
  'site-videos': siteVideos,
  'site-media': siteMedia,
  'site-prints': sitePrints,
  'site-projects': siteProjects,
  'site-apps': siteApps,
  'site-news': siteNews,
  // Pictures inside their rich text (a policy, a page's introduction, a help article).
  'site-pages': sitePages,
  'site-policies': sitePolicies,
  'site-help-articles': siteHelpArticles,
};

/** Is the record that owns a file published (so the file may be served to anyone)? */
export async function ownerPublished(db: Db, resource: string, recordId: string | null) {
  if (resource === 'site-settings') return true;
  const table = FILE_OWNERS[resource];
  if (!table || !recordId) return false;
  const row = await one(db, table, recordId);
  if (!row) return false;
  // A help article is public only inside a published category.
  if (resource === 'site-help-articles') {
    const categoryId = (row as { categoryId?: unknown }).categoryId;
    return (
      typeof categoryId === 'string' && (await one(db, siteHelpCategories, categoryId)) !== null
    );
  }
  return true;
}
