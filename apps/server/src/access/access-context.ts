import { permits } from '@qc/domain';
import type { AccessContext, AssignmentScopeLevel, Scope } from './access-types.ts';

/** One role assignment, resolved: what it grants and where. */
export interface Grant {
  permissions: readonly string[];
  level: AssignmentScopeLevel;
  countryId: string | null;
  centreId: string | null;
  ringId: string | null;
  /** For `own` grants: the rings and students resolved at request time. */
  ownRingIds?: readonly string[];
  ownStudentIds?: readonly string[];
}

function addUnique(list: string[], value: string | null | undefined) {
  if (value && !list.includes(value)) list.push(value);
}

/** The union of the scopes of the grants. */
export function unionScope(grants: readonly Grant[]): Scope {
  const countryIds: string[] = [];
  const centreIds: string[] = [];
  const ringIds: string[] = [];
  const studentIds: string[] = [];
  for (const g of grants) {
    switch (g.level) {
      case 'organisation':
        return { all: true };
      case 'country':
        addUnique(countryIds, g.countryId);
        break;
      case 'centre':
        addUnique(centreIds, g.centreId);
        break;
      case 'ring':
        addUnique(ringIds, g.ringId);
        break;
      case 'own':
        for (const r of g.ownRingIds ?? []) addUnique(ringIds, r);
        for (const s of g.ownStudentIds ?? []) addUnique(studentIds, s);
        break;
    }
  }
  return { all: false, countryIds, centreIds, ringIds, studentIds };
}

/**
 * Builds the request's AccessContext from the user's grants. Nothing is cached beyond the
 * request: a role edited or an assignment removed counts from the next request on.
 */
export function buildAccessContext(
  userId: string,
  employeeId: string | null,
  grants: readonly Grant[],
  sessionId: string | null = null,
): AccessContext & { sessionId: string | null; grants: readonly Grant[] } {
  const permissions = new Set<string>();
  for (const g of grants) for (const p of g.permissions) permissions.add(p);
  const scopes = new Map<string, Scope>();
  return {
    userId,
    employeeId,
    sessionId,
    grants,
    permissions,
    can: (permission) => permits(permissions, permission),
    scopeFor(permission) {
      let scope = scopes.get(permission);
      if (!scope) {
        scope = unionScope(grants.filter((g) => permits(g.permissions, permission)));
        scopes.set(permission, scope);
      }
      return scope;
    },
  };
}
