import { and, asc, eq } from 'drizzle-orm';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
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

/**
 * Saves one text override and audits it (created, or updated from the text shown before), in one
 * transaction.
 */
export async function saveOverrideAudited(
  db: Db,
  request: AuditActor,
  o: { locale: string; key: string; value: string; userId: string; original: string },
) {
  return db.transaction(async (tx) => {
    const before = await findOverride(tx, o.locale, o.key);
    const saved = await saveOverride(tx, o.locale, o.key, o.value, o.userId);
    await auditIn(
      tx,
      { request },
      {
        action: before ? 'update' : 'create',
        resource: 'i18n-overrides',
        recordId: `${o.locale}:${o.key}`,
        oldValues: { value: before?.value ?? o.original },
        newValues: { value: o.value },
      },
    );
    return saved;
  });
}

/**
 * Deletes one text override and audits it (back to the built-in text `restored`), in one
 * transaction; false when there was none.
 */
export async function deleteOverrideAudited(
  db: Db,
  request: AuditActor,
  locale: string,
  key: string,
  restored: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findOverride(tx, locale, key);
    if (!before || !(await deleteOverride(tx, locale, key))) return false;
    await auditIn(
      tx,
      { request },
      {
        action: 'delete',
        resource: 'i18n-overrides',
        recordId: `${locale}:${key}`,
        oldValues: { value: before.value },
        newValues: { value: restored },
      },
    );
    return true;
  });
}
