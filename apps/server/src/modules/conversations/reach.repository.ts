import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roleAssignments, roles, users } from '../../db/schema/index.ts';

/**
 * Who may talk to whom (docs/decisions/0007-conversations-reach.md). A user's "places" are the
 * role assignments whose role allows conversations: the organisation, a country, a centre (in
 * its country), a ring (in its centre and country), or for a teacher (`own`) their centre.
 * Two users may talk when a place of one contains a place of the other (the same centre, a
 * centre inside the other's country, ...); organisation-wide users reach, and are reached by,
 * everyone. Only active users who may read conversations can be reached.
 */
export interface Place {
  level: string;
  countryId: string | null;
  centreId: string | null;
  ringId: string | null;
}

const patterns = (action: string) => [
  '*',
  '*:*',
  'conversations:*',
  `*:${action}`,
  `conversations:${action}`,
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Roles (not archived) whose permissions allow `conversations:<action>`. */
const roleAllows = (action: string) =>
  and(isNull(roles.archivedAt), sql`${roles.permissions} ?| ${textArray(patterns(action))}`);

/** The places where the user may start conversations. */
export async function placesOf(db: Db, userId: string): Promise<Place[]> {
  return db
    .select({
      level: roleAssignments.scopeLevel,
      countryId: roleAssignments.countryId,
      centreId: roleAssignments.centreId,
      ringId: roleAssignments.ringId,
    })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(and(eq(roleAssignments.userId, userId), roleAllows('create')));
}

const ra = alias(roleAssignments, 'their_assignment');

/** The SQL condition "their assignment `ra` shares a place with one of mine", or null = all. */
function sharesPlace(mine: readonly Place[]): SQL | null {
  if (mine.some((p) => p.level === 'organisation')) return null;
  const parts: SQL[] = [sql`${ra.scopeLevel} = 'organisation'`];
  for (const p of mine) {
    // A place without a country (an `own` grant with no employee record) is nowhere.
    if (!p.countryId) continue;
    const inside = [eq(ra.countryId, p.countryId)];
    if (p.centreId) inside.push(eq(ra.centreId, p.centreId));
    if (p.ringId) inside.push(eq(ra.ringId, p.ringId));
    parts.push(and(...inside)!);
    const around = [
      eq(ra.countryId, p.countryId),
      p.centreId ? or(isNull(ra.centreId), eq(ra.centreId, p.centreId))! : isNull(ra.centreId),
      p.ringId ? or(isNull(ra.ringId), eq(ra.ringId, p.ringId))! : isNull(ra.ringId),
    ];
    parts.push(and(...around)!);
  }
  return or(...parts)!;
}

/**
 * Active users other than `me` that the places `mine` reach, by display name; `only` limits
 * the answer to some user ids (to check a list), `limit` caps it.
 */
export async function reachableUsers(
  db: Db,
  me: string,
  mine: readonly Place[],
  options: { only?: readonly string[]; limit: number },
) {
  if (mine.length === 0) return [];
  const shared = sharesPlace(mine);
  return db
    .selectDistinct({ id: users.id, displayName: users.displayName })
    .from(users)
    .innerJoin(ra, eq(ra.userId, users.id))
    .innerJoin(roles, eq(roles.id, ra.roleId))
    .where(
      and(
        eq(users.status, 'active'),
        isNull(users.archivedAt),
        ne(users.id, me),
        roleAllows('read'),
        shared ?? undefined,
        options.only ? inArray(users.id, [...options.only]) : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(options.limit);
}
