import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentVersions, type StoredFileRef } from '../../db/schema/index.ts';

/** Keeps one revision of a document's content (the table is append-only). */
export async function insertDocumentVersion(
  tx: Db,
  v: {
    documentId: string;
    revision: number;
    title: string;
    summary: string | null;
    body: string | null;
    attachments: StoredFileRef[];
    createdBy: string | null;
  },
) {
  await tx.insert(documentVersions).values(v);
}

/** Every revision of a document, oldest first. */
export async function documentVersionsOf(db: Db, documentId: string) {
  return db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(asc(documentVersions.revision));
}
