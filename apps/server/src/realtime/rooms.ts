import type { Grant } from '../access/access-context.ts';
import type { ScopedRecord } from '../access/scope-condition.ts';

/**
 * Socket rooms. Every socket joins its user's room, and one room per (read permission pattern,
 * place) its grants give: `can:<pattern>@<place>` where the pattern is a granted one that can
 * mean `<resource>:read` (`*`, `res:*`, `*:read`, `res:read`) and the place is where it holds
 * (`org`, `country:<id>`, `centre:<id>`, `ring:<id>`, `student:<id>`, mirroring `unionScope`),
 * plus `@any` for "anywhere at all".
 *
 * A change of a record of resource R at places P is sent to the rooms (patterns that grant
 * R:read) × (org and each place of the record), so it reaches exactly the sockets whose
 * `scopeFor('R:read')` covers the record (`recordInScope`), whichever process holds them, with
 * one broadcast and no per-socket checks. A change with no place (organisation-wide data such
 * as countries or books) goes to `@any`: everyone who may read R somewhere.
 */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every authenticated socket, for changes every signed-in user must hear of. */
export const EVERYONE_ROOM = 'signed-in';

/** Granted patterns that can stand for `<something>:read`. */
function readPatterns(permissions: readonly string[]): string[] {
  return permissions.filter((p) => p === '*' || p.endsWith(':read') || p.endsWith(':*'));
}

/** Where a grant holds, as room place names (the same resolution as unionScope). */
function placesOf(grant: Grant): string[] {
  switch (grant.level) {
    case 'organisation':
      return ['org'];
    case 'country':
      return grant.countryId ? [`country:${grant.countryId}`] : [];
    case 'centre':
      return grant.centreId ? [`centre:${grant.centreId}`] : [];
    case 'ring':
      return grant.ringId ? [`ring:${grant.ringId}`] : [];
    case 'own':
      return [
        ...(grant.ownRingIds ?? []).map((id) => `ring:${id}`),
        ...(grant.ownStudentIds ?? []).map((id) => `student:${id}`),
      ];
    default:
      return [];
  }
}

/** The rooms a user's socket joins (besides its user room) for its grants. */
export function roomsForGrants(grants: readonly Grant[]): Set<string> {
  const rooms = new Set<string>();
  for (const grant of grants) {
    const places = placesOf(grant);
    for (const pattern of readPatterns(grant.permissions)) {
      rooms.add(`can:${pattern}@any`);
      for (const place of places) rooms.add(`can:${pattern}@${place}`);
    }
  }
  return rooms;
}

/** The places of a record: the organisation, and each level it names. */
function placesOfRecord(scope: ScopedRecord): string[] {
  const places = ['org'];
  if (scope.countryId) places.push(`country:${scope.countryId}`);
  if (scope.centreId) places.push(`centre:${scope.centreId}`);
  if (scope.ringId) places.push(`ring:${scope.ringId}`);
  if (scope.studentId) places.push(`student:${scope.studentId}`);
  return places;
}

/** Does a record's scope name any place at all? */
function namesAPlace(scope: ScopedRecord | undefined): scope is ScopedRecord {
  return !!(scope && (scope.countryId || scope.centreId || scope.ringId || scope.studentId));
}

/**
 * The rooms a change of `resource` (or of any of several resources: whoever may read one of
 * them) at `scope` goes to; without a place (no scope, or one whose
 * ids are all empty: organisation-wide data), to whoever may read the resource anywhere.
 */
export function roomsForChange(
  resource: string | readonly string[],
  scope?: ScopedRecord,
): string[] {
  const resources = typeof resource === 'string' ? [resource] : resource;
  const patterns = [
    ...new Set(['*', '*:*', '*:read', ...resources.flatMap((r) => [`${r}:*`, `${r}:read`])]),
  ];
  const places = namesAPlace(scope) ? placesOfRecord(scope) : ['any'];
  return patterns.flatMap((pattern) => places.map((place) => `can:${pattern}@${place}`));
}
