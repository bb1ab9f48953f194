import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { documentSerials, issuedDocuments } from '../db/schema/documents.ts';
import type { DocumentLanguage } from './spec.ts';

/**
 * Takes the next serial of a series for the year of `at` (UTC): "CERT-2026-000042". Call it
 * inside the transaction that records the document: the counter row stays locked until that
 * transaction ends, so concurrent issuers wait their turn, and a rollback returns the number.
 */
export async function allocateSerial(tx: Db, series: string, at: Date): Promise<string> {
  if (!/^[A-Z][A-Z0-9]{1,15}$/.test(series)) throw new Error(`invalid serial series ${series}`);
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(documentSerials)
    .values({ series, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentSerials.series, documentSerials.year],
      set: { lastValue: sql`${documentSerials.lastValue} + 1` },
    })
    .returning({ value: documentSerials.lastValue });
  return `${series}-${year}-${String(row!.value).padStart(6, '0')}`;
}

export interface IssuedDocumentInput {
  serial: string;
  kind: string;
  language: DocumentLanguage;
  subjectResource: string;
  subjectId: string;
  issuedBy: string | null;
  /** What the public verification page shows: keep it to what confirms the document. */
  publicFields: Record<string, string>;
  issuedAt?: Date;
}

export async function registerIssuedDocument(tx: Db, input: IssuedDocumentInput): Promise<void> {
  await tx.insert(issuedDocuments).values({
    serial: input.serial,
    kind: input.kind,
    language: input.language,
    subjectResource: input.subjectResource,
    subjectId: input.subjectId,
    issuedBy: input.issuedBy,
    publicFields: Object.entries(input.publicFields),
    ...(input.issuedAt ? { issuedAt: input.issuedAt.toISOString() } : {}),
  });
}

/**
 * Revokes a document once. Returns false when there is no such serial or it was revoked
 * already (the caller answers 404 or 409).
 */
export async function revokeIssuedDocument(
  tx: Db,
  serial: string,
  reason: string,
  by: string,
): Promise<boolean> {
  const rows = await tx
    .update(issuedDocuments)
    .set({ revokedAt: sql`now()`, revokedBy: by, revokeReason: reason })
    .where(and(eq(issuedDocuments.serial, serial), isNull(issuedDocuments.revokedAt)))
    .returning({ serial: issuedDocuments.serial });
  return rows.length === 1;
}

export async function findIssuedDocument(db: Db, serial: string) {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.serial, serial));
  return row ?? null;
}
