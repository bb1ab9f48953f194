import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { i18nOverrides } from '../../db/schema/index.ts';

export async function listOverrides(db: Db) {
  return db.select().from(i18nOverrides).orderBy(asc(i18nOverrides.key), asc(i18nOverrides.locale));
}

export async function findOverride(db: Db, locale: string, key: string) {
  const [row] = await db
    .select()
    .from(i18nOverrides)
    .where(and(eq(i18nOverrides.locale, locale), eq(i18nOverrides.key, key)));
  return row ?? null;
}

export async function saveOverride(
  db: Db,
  locale: string,
  key: string,
  value: string,
  userId: string,
) {
  const [row] = await db
    .insert(i18nOverrides)
    .values({ locale, key, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: [i18nOverrides.locale, i18nOverrides.key],
      set: { value, updatedBy: userId, updatedAt: new Date().toISOString() },
    })
    .returning();
  return row!;
}

export async function deleteOverride(db: Db, locale: string, key: string) {
  const rows = await db
    .delete(i18nOverrides)
    .where(and(eq(i18nOverrides.locale, locale), eq(i18nOverrides.key, key)))
    .returning({ key: i18nOverrides.key });
  return rows.length > 0;
}
