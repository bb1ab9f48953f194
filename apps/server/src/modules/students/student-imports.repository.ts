import { identityKey, type ImportStatus, type StudentImportSummary } from '@qc/domain';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { defineOwnedTable } from '../../workflow/index.ts';
import { studentImportKeys, studentImports, students } from '../../db/schema/index.ts';

export type ImportRow = typeof studentImports.$inferSelect;

/**
 * The workflow kit's binding of uploaded sheets: placed by their country and centre; the file
 * and the row report stay out of the audit log (the entry names the file and its rows).
 */
export const studentImportsTable = defineOwnedTable({
  name: 'student-imports',
  readers: ['students'],
  table: studentImports,
  scopeColumns: { country: studentImports.countryId, centre: studentImports.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId }),
  stateColumn: 'status',
  auditOmits: ['fileBase64', 'fileHash', 'headers', 'mapping', 'report'],
});

export async function findImportInScope(db: Db, scope: Scope, id: string, forUpdate = false) {
  const q = db
    .select()
    .from(studentImports)
    .where(
      and(
        eq(studentImports.id, id),
        scopeCondition(scope, {
          country: studentImports.countryId,
          centre: studentImports.centreId,
        }),
      ),
    );
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function listImports(db: Db, scope: Scope): Promise<StudentImportSummary[]> {
  const rows = await db
    .select({
      id: studentImports.id,
      fileName: studentImports.fileName,
      centreId: studentImports.centreId,
      status: studentImports.status,
      totalRows: studentImports.totalRows,
      validRows: studentImports.validRows,
      importedRows: studentImports.importedRows,
      skippedRows: studentImports.skippedRows,
      createdAt: studentImports.createdAt,
      importedAt: studentImports.importedAt,
    })
    .from(studentImports)
    .where(
      scopeCondition(scope, { country: studentImports.countryId, centre: studentImports.centreId }),
    )
    .orderBy(desc(studentImports.createdAt))
    .limit(200);
  // The status column is text; the workflow only ever stores one of the domain's statuses.
  return rows.map((r) => ({ ...r, status: r.status as ImportStatus }));
}

/**
 * Which of the keys (identity number or name + birth date + phone) are already known in the
 * country: imported before, or (for identity keys) a student with that identity number.
 */
export async function knownKeys(db: Db, countryId: string, keys: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  if (keys.length === 0) return known;
  const chunks: string[][] = [];
  for (let i = 0; i < keys.length; i += 1000) chunks.push(keys.slice(i, i + 1000));
  for (const chunk of chunks) {
    const rows = await db
      .select({ key: studentImportKeys.key })
      .from(studentImportKeys)
      .where(
        and(eq(studentImportKeys.countryId, countryId), inArray(studentImportKeys.key, chunk)),
      );
    for (const r of rows) known.add(r.key);
  }
  const ids = keys.filter((k) => k.startsWith('id:')).map((k) => k.slice(3));
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const rows = await db
      .select({ identityNumber: students.identityNumber })
      .from(students)
      .where(
        and(
          eq(students.countryId, countryId),
          isNotNull(students.identityNumber),
          inArray(
            sql`upper(regexp_replace(${students.identityNumber}, '[^0-9A-Za-z]', '', 'g'))`,
            chunk,
          ),
        ),
      );
    for (const r of rows) {
      const k = identityKey(r.identityNumber);
      if (k) known.add(`id:${k}`);
    }
  }
  return known;
}

/** Claims a key for a new student; false when another import took it first. */
export async function claimKey(
  db: Db,
  values: typeof studentImportKeys.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(studentImportKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: studentImportKeys.key });
  return rows.length > 0;
}

/** Serialises imports of one country inside a transaction (same sheet uploaded twice). */
export async function lockCountryImports(db: Db, countryId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`student-import:${countryId}`}))`);
}
