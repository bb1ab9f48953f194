import { normalizeArabic, type SearchHit, type SearchKind } from '@qc/domain';
import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition, type ScopeColumns } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { centres, employees, guardians, rings, students } from '../../db/schema/index.ts';

interface Searchable {
  kind: SearchKind;
  permission: string;
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  subtitle: PgColumn | null;
  search: PgColumn;
  archivedAt: PgColumn;
  scope: ScopeColumns;
}

/** What the navbar search looks through, each with the permission that lets a user see it. */
export const SEARCHABLES: Searchable[] = [
  {
    kind: 'students',
    permission: 'students:read',
    table: students,
    id: students.id,
    title: students.fullName,
    subtitle: students.status,
    search: students.search,
    archivedAt: students.archivedAt,
    scope: {
      country: students.countryId,
      centre: students.centreId,
      ring: students.ringId,
      student: students.id,
    },
  },
  {
    kind: 'rings',
    permission: 'rings:read',
    table: rings,
    id: rings.id,
    title: rings.name,
    subtitle: null,
    search: rings.search,
    archivedAt: rings.archivedAt,
    scope: { country: rings.countryId, centre: rings.centreId, ring: rings.id },
  },
  {
    kind: 'centres',
    permission: 'centres:read',
    table: centres,
    id: centres.id,
    title: centres.name,
    subtitle: centres.city,
    search: centres.search,
    archivedAt: centres.archivedAt,
    scope: { country: centres.countryId, centre: centres.id },
  },
  {
    kind: 'employees',
    permission: 'employees:read',
    table: employees,
    id: employees.id,
    title: employees.fullName,
    subtitle: employees.job,
    search: employees.search,
    archivedAt: employees.archivedAt,
    scope: { country: employees.countryId, centre: employees.centreId },
  },
  {
    kind: 'guardians',
    permission: 'guardians:read',
    table: guardians,
    id: guardians.id,
    title: guardians.fullName,
    subtitle: guardians.phone,
    search: guardians.search,
    archivedAt: guardians.archivedAt,
    scope: { country: guardians.countryId },
  },
];

/** Escapes LIKE wildcards so a user's % or _ are matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Finds records whose normalised search text contains every word of the query (so "احمد"
 * finds "أَحْمَد"), in each kind the caller may read, inside the caller's scope for it.
 * The trigram index on `search` serves the ILIKE '%word%' conditions.
 */
export async function searchRecords(
  db: Db,
  query: string,
  scopes: Partial<Record<SearchKind, Scope>>,
  limitPerKind: number,
): Promise<SearchHit[]> {
  const words = normalizeArabic(query).split(' ').filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  const hits = await Promise.all(
    SEARCHABLES.filter((s) => scopes[s.kind]).map(async (s) => {
      const conditions: SQL[] = [
        isNull(s.archivedAt),
        scopeCondition(scopes[s.kind]!, s.scope),
        ...words.map((w) => sql`${s.search} like ${`%${likeEscape(w)}%`}`),
      ];
      const rows = await db
        .select({ id: s.id, title: s.title, subtitle: s.subtitle ?? sql<null>`null` })
        .from(s.table)
        .where(and(...conditions))
        .orderBy(s.title)
        .limit(limitPerKind);
      return rows.map((r) => ({
        kind: s.kind,
        id: String(r.id),
        title: String(r.title),
        subtitle: r.subtitle == null ? null : String(r.subtitle),
      }));
    }),
  );
  return hits.flat();
}
