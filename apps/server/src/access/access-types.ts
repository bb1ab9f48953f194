/**
 * The one permission language: `resource:action` (actions read, create, update, delete,
 * approve, export, ...), granted by role assignments that each carry a scope. The server
 * resolves a signed-in request into an AccessContext; every query of a guarded route is
 * constrained by `scopeFor(permission)`.
 */
export type ScopeLevel = 'organisation' | 'country' | 'centre' | 'ring';

/** Where a permission holds: everywhere, or inside some countries, centres and rings. */
export type Scope =
  | { all: true }
  | {
      all: false;
      countryIds: string[];
      centreIds: string[];
      ringIds: string[];
      /**
       * Single students (a guardian's children, a student's own record). Optional: code that
       * ignores it only ever sees less, never more.
       */
      studentIds?: string[];
    };

/**
 * The level a role assignment is given at. `own` is resolved at request time: a teacher's
 * own rings (rings.teacher_id or assistant_id = their employee record), a guardian's own
 * children, a student's own record.
 */
export type AssignmentScopeLevel = ScopeLevel | 'own';

export const NO_SCOPE: Scope = { all: false, countryIds: [], centreIds: [], ringIds: [] };

export interface AccessContext {
  userId: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId?: string | null;
  /** The employee record linked to the user, if any (teachers, supervisors, ...). */
  employeeId: string | null;
  /** Every permission granted by at least one assignment, whatever its scope. */
  permissions: ReadonlySet<string>;
  can(permission: string): boolean;
  /** The union of the scopes of the assignments that grant the permission. */
  scopeFor(permission: string): Scope;
}

export function isEmptyScope(scope: Scope): boolean {
  return (
    !scope.all &&
    scope.countryIds.length === 0 &&
    scope.centreIds.length === 0 &&
    scope.ringIds.length === 0 &&
    (scope.studentIds?.length ?? 0) === 0
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard for signed-in and permission routes; undefined on public routes. */
    access?: AccessContext;
  }
}
