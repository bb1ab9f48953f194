import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';

/**
 * The finance rows a scope reaches through their centre column: a centre accountant sees
 * their centre's, a country role the centres of its countries, the organisation everything.
 * Rows without a centre (organisation-wide entries) only for an organisation-wide scope.
 */
export function centreCondition(scope: Scope, centre: PgColumn, country?: PgColumn): SQL {
  if (scope.all) return sql`true`;
  const base = scopeCondition(scope, { centre });
  return country && scope.countryIds.length > 0
    ? (or(base, scopeCondition({ ...scope, centreIds: [], ringIds: [] }, { country })) ?? base)
    : base;
}
