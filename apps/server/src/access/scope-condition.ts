import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { centres, rings, students } from '../db/schema/index.ts';
import type { Scope } from './access-types.ts';

/** The scope columns a table carries (any subset). */
export interface ScopeColumns {
  country?: PgColumn;
  centre?: PgColumn;
  ring?: PgColumn;
  /** The student the row belongs to (for the students table itself: students.id). */
  student?: PgColumn;
}

/**
 * The one row-visibility rule, as a Drizzle condition for WHERE clauses of lists, single
 * records, exports and reports. A row is in scope when
 *   - its country is one of countryIds (a country manager sees every centre and ring in it),
 *   - or its centre is one of centreIds (a centre manager sees every ring in the centre),
 *   - or its ring is one of ringIds (a teacher sees only their rings),
 *   - or its student is one of studentIds (a guardian sees only their children).
 * When the table lacks the column for a level, the level is reached through the hierarchy
 * (a centre column answers for countries; a ring column for centres and countries; a student
 * column for rings, centres and countries). No scope at all is `false`: nothing is returned.
 */
export function scopeCondition(scope: Scope, columns: ScopeColumns): SQL {
  if (scope.all) return sql`true`;
  const parts: SQL[] = [];
  const { country, centre, ring, student } = columns;
  const { countryIds, centreIds, ringIds } = scope;
  const studentIds = scope.studentIds ?? [];

  if (countryIds.length > 0) {
    if (country) parts.push(inArray(country, countryIds));
    else if (centre)
      parts.push(
        inArray(
          centre,
          sql`(select ${centres.id} from ${centres} where ${inArray(centres.countryId, countryIds)})`,
        ),
      );
    else if (ring)
      parts.push(
        inArray(
          ring,
          sql`(select ${rings.id} from ${rings} where ${inArray(rings.countryId, countryIds)})`,
        ),
      );
    else if (student)
      parts.push(
        inArray(
          student,
          sql`(select ${students.id} from ${students} where ${inArray(students.countryId, countryIds)})`,
        ),
      );
  }
  if (centreIds.length > 0) {
    if (centre) parts.push(inArray(centre, centreIds));
    else if (ring)
      parts.push(
        inArray(
          ring,
          sql`(select ${rings.id} from ${rings} where ${inArray(rings.centreId, centreIds)})`,
        ),
      );
    else if (student)
      parts.push(
        inArray(
          student,
          sql`(select ${students.id} from ${students} where ${inArray(students.centreId, centreIds)})`,
        ),
      );
  }
  if (ringIds.length > 0) {
    if (ring) parts.push(inArray(ring, ringIds));
    else if (student)
      parts.push(
        inArray(
          student,
          sql`(select ${students.id} from ${students} where ${inArray(students.ringId, ringIds)})`,
        ),
      );
  }
  if (studentIds.length > 0 && student) parts.push(inArray(student, studentIds));

  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

/** The scope ids of one record (for checks before a create, or on a record already read). */
export interface ScopedRecord {
  countryId?: string | null;
  centreId?: string | null;
  ringId?: string | null;
  studentId?: string | null;
}

/**
 * Is a record (carrying its country, centre and ring, as every scoped table does) inside the
 * scope? Use before creating a record, or when moving one: both the old and the new place
 * must be in scope.
 */
export function recordInScope(scope: Scope, record: ScopedRecord): boolean {
  if (scope.all) return true;
  const has = (list: readonly string[] | undefined, id: string | null | undefined) =>
    !!id && !!list && list.includes(id);
  return (
    has(scope.countryIds, record.countryId) ||
    has(scope.centreIds, record.centreId) ||
    has(scope.ringIds, record.ringId) ||
    has(scope.studentIds, record.studentId)
  );
}
