import { and, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../access/access-types.ts';
import { recordInScope, scopeCondition, type ScopeColumns } from '../access/scope-condition.ts';
import { centres, rings, students } from '../db/schema/index.ts';
import type { BoundResource } from './resource-binding.ts';

/**
 * The rows of a resource a caller may READ under a scope, as a WHERE condition (undefined: no
 * condition). Unscoped resources are readable by anyone holding the permission. With
 * `visibleBelow`, records at a level above the caller are readable too: the country of a
 * centre manager's centre, country-wide and organisation-wide holidays, a teacher's centre.
 */
export function readCondition(b: BoundResource, scope: Scope, mayEdit: boolean): SQL | undefined {
  const parts = [rowsCondition(b), scopedReadCondition(b, scope)];
  if (!mayEdit) parts.push(valuesCondition(b, b.def.readersSee));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? undefined : present.length === 1 ? present[0] : and(...present);
}

/**
 * The rows of its table a resource covers (`def.where`, e.g. teachers among staff records),
 * as a condition on every read and write of that resource; undefined for whole tables.
 */
export function rowsCondition(b: BoundResource): SQL | undefined {
  return valuesCondition(b, b.def.where);
}

/** Enum fields restricted to some values, as one condition (undefined: no restriction). */
function valuesCondition(
  b: BoundResource,
  allowed: Partial<Record<string, readonly string[]>> | undefined,
): SQL | undefined {
  const parts = Object.entries(allowed ?? {}).flatMap(([field, values]) => {
    const column = b.columns[field];
    return column && values ? [inArray(column, [...values])] : [];
  });
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Does a record's values lie among the rows the resource covers (`def.where`)? */
export function withinRows(b: BoundResource, record: Record<string, unknown>): boolean {
  return Object.entries(b.def.where ?? {}).every(
    ([field, values]) => !values || values.includes(String(record[field])),
  );
}

/**
 * The scope columns of a resource, with the student a row belongs to: the students table's own
 * id, or a `studentId` field. So `own` means on the generic routes what it means everywhere
 * else: a guardian's children and a student's own record are in scope (scope-condition.ts).
 */
export function resourceScopeColumns(b: BoundResource): ScopeColumns | undefined {
  if (!b.scope) return undefined;
  const student = b.def.table === 'students' ? b.id : b.columns['studentId'];
  return student ? { ...b.scope, student } : b.scope;
}

/** The strict scope of a write as a condition (no upward visibility), within `def.where`. */
export function writeCondition(b: BoundResource, scope: Scope): SQL | undefined {
  const fixed = rowsCondition(b);
  const columns = resourceScopeColumns(b);
  if (scope.all || !columns) return fixed;
  const scoped = scopeCondition(scope, columns);
  return fixed ? and(fixed, scoped) : scoped;
}

function scopedReadCondition(b: BoundResource, scope: Scope): SQL | undefined {
  const columns = resourceScopeColumns(b);
  if (!columns || scope.all) return undefined;
  const base = scopeCondition(scope, columns);
  const studentIds = scope.studentIds ?? [];
  // The ring of a caller's own students (a guardian's child's ring) is readable too.
  const childRings =
    columns.ring && !columns.student && studentIds.length > 0
      ? inArray(
          columns.ring,
          sql`(select ${students.ringId} from ${students} where ${inArray(students.id, studentIds)})`,
        )
      : undefined;
  if (!b.def.scope?.visibleBelow) return childRings ? or(base, childRings) : base;

  const { country, centre, ring } = b.scope!;
  const parts: SQL[] = childRings ? [base, childRings] : [base];
  const { centreIds, ringIds, countryIds } = scope;
  // Centres above the caller's rings.
  if (centre && ringIds.length > 0) {
    const upCentres = sql`(select ${rings.centreId} from ${rings} where ${inArray(rings.id, ringIds)})`;
    parts.push(and(ring ? isNull(ring) : sql`true`, inArray(centre, upCentres))!);
  }
  // Countries above the caller's centres and rings (country-level rows only).
  if (country && (centreIds.length > 0 || ringIds.length > 0)) {
    const upCountries: SQL[] = [];
    if (centreIds.length > 0)
      upCountries.push(
        inArray(
          country,
          sql`(select ${centres.countryId} from ${centres} where ${inArray(centres.id, centreIds)})`,
        ),
      );
    if (ringIds.length > 0)
      upCountries.push(
        inArray(
          country,
          sql`(select ${rings.countryId} from ${rings} where ${inArray(rings.id, ringIds)})`,
        ),
      );
    parts.push(
      and(
        centre ? isNull(centre) : sql`true`,
        ring ? isNull(ring) : sql`true`,
        or(...upCountries),
      )!,
    );
  }
  // Organisation-wide rows (no scope column set) are visible to anyone holding the permission.
  const cols = [country, centre, ring].filter((c) => c !== undefined);
  if (countryIds.length + centreIds.length + ringIds.length > 0 && cols.length > 0)
    parts.push(and(...cols.map((c) => isNull(c)))!);
  return or(...parts);
}

/** The scope ids of a record of this resource (from its field values, or its own id). */
export function scopeValues(b: BoundResource, record: Record<string, unknown>) {
  const pick = (f: string | undefined) => {
    if (!f) return null;
    const v = record[f];
    return typeof v === 'string' ? v : null;
  };
  const s = b.def.scope;
  return {
    countryId: pick(s?.country),
    centreId: pick(s?.centre),
    ringId: pick(s?.ring),
    studentId:
      b.def.table === 'students'
        ? pick('id')
        : pick('studentId' in b.columns ? 'studentId' : undefined),
  };
}

/**
 * May a caller WRITE this record under a scope? Unscoped resources need the permission
 * organisation-wide; scoped ones need the record's country, centre or ring in scope.
 */
export function writeAllowed(b: BoundResource, scope: Scope, record: Record<string, unknown>) {
  if (!withinRows(b, record)) return false;
  if (scope.all) return true;
  if (!b.def.scope) return false;
  return recordInScope(scope, scopeValues(b, record));
}
