import {
  duplicateReasons,
  identityKey,
  nameKey,
  phoneKey,
  pageOffset,
  searchKey,
  type DuplicateReason,
} from '@qc/domain';
import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { defineOwnedTable } from '../../workflow/index.ts';
import {
  centres,
  guardians,
  registrationLinks,
  registrations,
  students,
} from '../../db/schema/index.ts';

/**
 * The workflow kit's bindings of the registrations' own tables: placed by their country and
 * centre, announced under their permission's name.
 */
export const registrationLinksTable = defineOwnedTable({
  name: 'registration-links',
  readers: ['registrations'],
  table: registrationLinks,
  scopeColumns: { country: registrationLinks.countryId, centre: registrationLinks.centreId },
  scopeOf: (l) => ({ countryId: l.countryId, centreId: l.centreId }),
  stateColumn: 'status',
});

export const registrationsTable = defineOwnedTable({
  name: 'registrations',
  table: registrations,
  scopeColumns: { country: registrations.countryId, centre: registrations.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId }),
  stateColumn: 'status',
});

export type LinkRow = typeof registrationLinks.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;

export interface PersonInput {
  fullName: string;
  identityNumber?: string | null | undefined;
  phone?: string | null | undefined;
}

/**
 * Students of the country that look like this person: same identity number, same phone (last
 * 9 digits) or same normalised name. Candidates come from SQL; reasons are decided by the
 * domain's keys so both sides agree.
 */
export async function findDuplicateStudents(
  db: Db,
  countryId: string,
  person: PersonInput,
): Promise<Array<{ studentId: string; fullName: string; reasons: DuplicateReason[] }>> {
  const id = identityKey(person.identityNumber);
  const phone = phoneKey(person.phone);
  const name = nameKey(person.fullName);
  const conditions = [];
  if (id)
    conditions.push(
      sql`upper(regexp_replace(${students.identityNumber}, '[^0-9A-Za-z]', '', 'g')) = ${id}`,
    );
  if (phone)
    conditions.push(sql`right(regexp_replace(${students.phone}, '[^0-9]', '', 'g'), 9) = ${phone}`);
  if (name) conditions.push(sql`${students.search} like ${`${searchKey(person.fullName)}%`}`);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({
      id: students.id,
      fullName: students.fullName,
      identityNumber: students.identityNumber,
      phone: students.phone,
    })
    .from(students)
    .where(and(eq(students.countryId, countryId), isNull(students.archivedAt), or(...conditions)))
    .limit(50);
  return rows
    .map((r) => ({ studentId: r.id, fullName: r.fullName, reasons: duplicateReasons(person, r) }))
    .filter((r) => r.reasons.length > 0);
}

/** A pending registration of the country with the same identity number. */
export async function findPendingWithIdentity(
  db: Db,
  countryId: string,
  identityNumber: string | null | undefined,
) {
  const id = identityKey(identityNumber);
  if (!id) return undefined;
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.countryId, countryId),
        eq(registrations.status, 'pending'),
        sql`upper(regexp_replace(${registrations.identityNumber}, '[^0-9A-Za-z]', '', 'g')) = ${id}`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whether an identity key (`identityKey`) is already a student's of the country or a pending
 * registration's: a registration link takes one registration per identity number.
 */
export async function identityTaken(db: Db, countryId: string, key: string): Promise<boolean> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.countryId, countryId),
        isNull(students.archivedAt),
        sql`upper(regexp_replace(${students.identityNumber}, '[^0-9A-Za-z]', '', 'g')) = ${key}`,
      ),
    )
    .limit(1);
  if (student) return true;
  return !!(await findPendingWithIdentity(db, countryId, key));
}

export async function lockLink(db: Db, id: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationLinks)
    .where(and(eq(registrationLinks.id, id), isNull(registrationLinks.archivedAt)))
    .for('update');
  return row;
}

export async function findLink(db: Db, id: string) {
  const [row] = await db
    .select({ link: registrationLinks, centreName: centres.name })
    .from(registrationLinks)
    .innerJoin(centres, eq(centres.id, registrationLinks.centreId))
    .where(and(eq(registrationLinks.id, id), isNull(registrationLinks.archivedAt)));
  return row;
}

export async function countLinkRegistrations(db: Db, linkId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.linkId, linkId), ne(registrations.status, 'rejected')));
  return row?.n ?? 0;
}

export async function insertLink(db: Db, values: typeof registrationLinks.$inferInsert) {
  const [row] = await db.insert(registrationLinks).values(values).returning();
  return row!;
}

/**
 * One page of the registration links in scope, newest first (then id), with how many registered
 * through each and the total: the list contract of docs/adding-a-workflow.md.
 */
export async function listLinks(db: Db, scope: Scope, p: { page: number; pageSize: number }) {
  const where = and(
    isNull(registrationLinks.archivedAt),
    scopeCondition(scope, {
      country: registrationLinks.countryId,
      centre: registrationLinks.centreId,
    }),
  );
  const [items, [counted]] = await Promise.all([
    db
      .select({
        link: registrationLinks,
        centreName: centres.name,
        registered: sql<number>`(select count(*)::int from ${registrations} where ${registrations.linkId} = ${registrationLinks.id} and ${registrations.status} <> 'rejected')`,
      })
      .from(registrationLinks)
      .innerJoin(centres, eq(centres.id, registrationLinks.centreId))
      .where(where)
      .orderBy(desc(registrationLinks.createdAt), desc(registrationLinks.id))
      .limit(p.pageSize)
      .offset(pageOffset(p)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(registrationLinks)
      .where(where),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}

export async function insertRegistration(db: Db, values: typeof registrations.$inferInsert) {
  const [row] = await db.insert(registrations).values(values).returning();
  return row!;
}

export async function findRegistrationInScope(db: Db, scope: Scope, id: string, forUpdate = false) {
  const q = db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.id, id),
        scopeCondition(scope, { country: registrations.countryId, centre: registrations.centreId }),
      ),
    );
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/**
 * One page of the registrations in scope, newest first (id breaks ties, so pages never overlap),
 * with the total matching the filters: the engine's list contract `{ items, total }`.
 */
export async function listRegistrations(
  db: Db,
  scope: Scope,
  f: {
    source?: 'online' | 'centre' | undefined;
    status?: 'pending' | 'accepted' | 'rejected' | undefined;
    centreId?: string | undefined;
    linkId?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    scopeCondition(scope, { country: registrations.countryId, centre: registrations.centreId }),
    f.source ? eq(registrations.source, f.source) : undefined,
    f.status ? eq(registrations.status, f.status) : undefined,
    f.centreId ? eq(registrations.centreId, f.centreId) : undefined,
    f.linkId ? eq(registrations.linkId, f.linkId) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(registrations)
      .where(where)
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(registrations)
      .where(where),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}

/** A guardian of the country whose phone ends with the same nine digits, if any. */
export async function guardianIdByPhone(
  db: Db,
  countryId: string,
  phone: string | null | undefined,
): Promise<string | null> {
  const key = phoneKey(phone);
  if (!key) return null;
  const [g] = await db
    .select({ id: guardians.id })
    .from(guardians)
    .where(
      and(
        eq(guardians.countryId, countryId),
        sql`right(regexp_replace(${guardians.phone}, '[^0-9]', '', 'g'), 9) = ${key}`,
      ),
    )
    .limit(1);
  return g?.id ?? null;
}
