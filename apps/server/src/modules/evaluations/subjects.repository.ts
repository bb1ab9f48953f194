import { evaluationTarget, tokenize, type EvaluationTargetKind } from '@qc/domain';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/index.ts';
import { boundResource, type BoundResource } from '../../resources/resource-binding.ts';
import {
  resourceScopeColumns,
  rowsCondition,
  scopeValues,
} from '../../resources/resource-scope.ts';

/**
 * The records evaluations are about, read through the resource engine's bindings: a target is
 * configuration (`EVALUATION_TARGETS`: a resource, its name field, who self-evaluates), so the
 * same code finds a centre, a ring, an employee or a teacher, with the definition's own row
 * subset (teachers among staff) and scope columns.
 */
export interface Subject {
  id: string;
  name: string;
  countryId: string;
  centreId: string | null;
  ringId: string | null;
  /** The employee who self-evaluates, when the target has one. */
  selfEmployeeId: string | null;
}

function binding(target: EvaluationTargetKind) {
  const t = evaluationTarget(target);
  const b = boundResource(t.resource);
  const scopeFields = Object.values(b.def.scope ?? {}).filter(
    (f): f is string => typeof f === 'string' && f !== 'id',
  );
  const fields = [
    ...new Set([
      t.nameField,
      ...scopeFields,
      ...(t.selfEmployee && t.selfEmployee !== 'id' ? [t.selfEmployee] : []),
    ]),
  ];
  return { t, b, fields };
}

function columns(b: BoundResource, fields: readonly string[]): Record<string, PgColumn> {
  const out: Record<string, PgColumn> = { id: b.id };
  for (const f of fields) out[f] = b.columns[f]!;
  return out;
}

function toSubject(target: EvaluationTargetKind, row: Record<string, unknown>): Subject {
  const { t, b } = binding(target);
  const place = scopeValues(b, row);
  const self =
    t.selfEmployee === null
      ? null
      : t.selfEmployee === 'id'
        ? String(row['id'])
        : ((row[t.selfEmployee] as string | null) ?? null);
  return {
    id: String(row['id']),
    name: String(row[t.nameField] ?? ''),
    countryId: place.countryId ?? '',
    centreId: place.centreId,
    ringId: place.ringId,
    selfEmployeeId: self,
  };
}

function baseWhere(b: BoundResource, scope: Scope | null): SQL | undefined {
  const cols = resourceScopeColumns(b);
  return and(
    isNull(b.archivedAt),
    rowsCondition(b),
    scope && cols ? scopeCondition(scope, cols) : undefined,
  );
}

/** One record of a target (not archived), or null. `scope`: only within it. */
export async function findSubject(
  db: Db,
  target: EvaluationTargetKind,
  id: string,
  scope: Scope | null,
): Promise<Subject | null> {
  const { b, fields } = binding(target);
  const [row] = await db
    .select(columns(b, fields))
    .from(b.table)
    .where(and(eq(b.id, id), baseWhere(b, scope)))
    .limit(1);
  return row ? toSubject(target, row) : null;
}

/**
 * Every active record of a target in a centre or a country, within the scope (a bulk
 * request), at most `limit` (the caller asks for one more than it accepts, to refuse more).
 */
export async function subjectsIn(
  db: Db,
  target: EvaluationTargetKind,
  place: { centreId?: string | undefined; countryId?: string | undefined },
  scope: Scope | null,
  limit: number,
): Promise<Subject[]> {
  const { b, fields } = binding(target);
  const cols = resourceScopeColumns(b);
  const status = b.columns['status'];
  const rows = await db
    .select(columns(b, fields))
    .from(b.table)
    .where(
      and(
        baseWhere(b, scope),
        status ? eq(status, 'active') : undefined,
        place.centreId && cols?.centre ? eq(cols.centre, place.centreId) : undefined,
        place.countryId && cols?.country ? eq(cols.country, place.countryId) : undefined,
      ),
    )
    .orderBy(asc(b.columns[binding(target).t.nameField]!), asc(b.id))
    .limit(limit);
  return rows.map((r) => toSubject(target, r));
}

/** Records of a target matching words of their name, within the scope (a picker: 20 at most). */
export async function searchSubjects(
  db: Db,
  target: EvaluationTargetKind,
  q: string,
  scope: Scope,
): Promise<Subject[]> {
  const { t, b, fields } = binding(target);
  const words = tokenize(q);
  const rows = await db
    .select(columns(b, fields))
    .from(b.table)
    .where(
      and(
        baseWhere(b, scope),
        ...words.map((w) => (b.search ? sql`(' ' || ${b.search}) like ${`% ${w}%`}` : undefined)),
      ),
    )
    .orderBy(asc(b.columns[t.nameField]!), asc(b.id))
    .limit(20);
  return rows.map((r) => toSubject(target, r));
}

/** The user account of an employee, if they have one. */
export async function userOfEmployee(db: Db, employeeId: string | null): Promise<string | null> {
  if (!employeeId) return null;
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row?.userId ?? null;
}
