import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

/** Metadata of stored files (without their content). */
export async function fileRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      size: storedFiles.size,
      contentType: storedFiles.contentType,
      resource: storedFiles.resource,
      field: storedFiles.field,
      recordId: storedFiles.recordId,
      uploadedBy: storedFiles.uploadedBy,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...ids]));
}

export type FileRow = Awaited<ReturnType<typeof fileRows>>[number];

export async function insertFile(
  db: Db,
  file: {
    resource: string;
    field: string;
    name: string;
    contentType: string;
    content: Buffer;
    sha256: string;
    /** Null for a signed-out visitor's upload (a public form's file answer). */
    uploadedBy: string | null;
  },
) {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...file, size: file.content.length })
    .returning({
      id: storedFiles.id,
      name: storedFiles.name,
      size: storedFiles.size,
      contentType: storedFiles.contentType,
    });
  return row!;
}

/** Attaches uploaded files to the record that now stores them. */
export async function claimFiles(tx: Db, ids: readonly string[], recordId: string) {
  if (ids.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ recordId })
    .where(and(inArray(storedFiles.id, [...ids]), isNull(storedFiles.recordId)));
}

/** A file with its content. */
export async function fileWithContent(db: Db, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

/** Removes the files of a deleted record. */
export async function deleteFilesOf(tx: Db, resource: string, recordId: string) {
  await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.resource, resource), eq(storedFiles.recordId, recordId)));
}
