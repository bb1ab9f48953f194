import type { FormDefinition } from '@qc/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formVersions } from '../db/schema/index.ts';

/**
 * The shared form builder's storage (docs/forms.md). A module owns its forms (`owner`); each
 * form is a family of versions. `saveFormVersion` edits the current version in place while it
 * has no answers, and adds a new current version once it has (the database refuses any change
 * to an answered version), so answers always keep the version they were given on. The owner
 * calls `markAnswered` in the transaction that stores the first answers.
 */
export type FormVersionRow = typeof formVersions.$inferSelect;

export interface FormContent {
  name: string;
  subject: string;
  allowSelf: boolean;
  definition: FormDefinition;
}

/** A new form (its version 1), in the caller's transaction. */
export async function createForm(
  tx: Db,
  owner: string,
  content: FormContent,
  createdBy: string | null,
): Promise<FormVersionRow> {
  const familyId = crypto.randomUUID();
  const [row] = await tx
    .insert(formVersions)
    .values({ owner, familyId, version: 1, current: true, createdBy, ...content })
    .returning();
  return row!;
}

/** One version by id (of this owner), optionally locked for an update. */
export async function findFormVersion(
  db: Db,
  owner: string,
  id: string,
  forUpdate = false,
): Promise<FormVersionRow | null> {
  const q = db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.id, id), eq(formVersions.owner, owner)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** The current version of a form family (of this owner), optionally locked for an update. */
export async function findCurrentVersion(
  db: Db,
  owner: string,
  familyId: string,
  forUpdate = false,
): Promise<FormVersionRow | null> {
  const q = db
    .select()
    .from(formVersions)
    .where(
      and(
        eq(formVersions.owner, owner),
        eq(formVersions.familyId, familyId),
        eq(formVersions.current, true),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Saves new content for a form, given any of its versions: the current version is changed in
 * place when it has no answers; otherwise it stops being current and a new version (number +1)
 * takes the content. Returns the version that now holds it and whether it is new.
 */
export async function saveFormVersion(
  tx: Db,
  owner: string,
  familyId: string,
  content: FormContent,
  createdBy: string | null,
): Promise<{ row: FormVersionRow; created: boolean }> {
  const [latest] = await tx
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.owner, owner), eq(formVersions.familyId, familyId)))
    .orderBy(desc(formVersions.version))
    .limit(1)
    .for('update');
  if (!latest) throw new Error(`No form family ${familyId}`);
  if (!latest.answered) {
    const [row] = await tx
      .update(formVersions)
      .set({ ...content, current: true, updatedAt: new Date().toISOString() })
      .where(eq(formVersions.id, latest.id))
      .returning();
    return { row: row!, created: false };
  }
  await tx
    .update(formVersions)
    .set({ current: false })
    .where(and(eq(formVersions.familyId, familyId), eq(formVersions.current, true)));
  const [row] = await tx
    .insert(formVersions)
    .values({
      owner,
      familyId,
      version: latest.version + 1,
      current: true,
      createdBy,
      ...content,
    })
    .returning();
  return { row: row!, created: true };
}

/** Freezes a version: from now on its content never changes (answers were given on it). */
export async function markAnswered(tx: Db, versionId: string): Promise<void> {
  await tx
    .update(formVersions)
    .set({ answered: true })
    .where(and(eq(formVersions.id, versionId), eq(formVersions.answered, false)));
}

/** The forms of an owner: the current versions (or every version), by name. */
export async function listFormVersions(
  db: Db,
  owner: string,
  options: { subjects?: readonly string[] | undefined; all?: boolean | undefined },
): Promise<FormVersionRow[]> {
  return db
    .select()
    .from(formVersions)
    .where(
      and(
        eq(formVersions.owner, owner),
        options.all ? undefined : eq(formVersions.current, true),
        options.subjects?.length ? inArray(formVersions.subject, [...options.subjects]) : undefined,
      ),
    )
    .orderBy(asc(formVersions.name), desc(formVersions.version), asc(formVersions.id));
}
