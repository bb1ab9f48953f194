import { normalizeArabic, type Place, type PlaceLevel } from '@qc/domain';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { centres, countries, rings } from '../../db/schema/index.ts';

export interface PlaceQuery {
  level: PlaceLevel;
  countryId?: string | undefined;
  centreId?: string | undefined;
  q?: string | undefined;
  limit: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A name matches the typed text, Arabic-aware when the record's search text is filled. */
function matches(name: PgColumn, search: PgColumn, q?: string): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const normal = normalizeArabic(term);
  return or(
    ilike(name, `%${likeEscape(term)}%`),
    normal ? sql`${search} like ${`%${likeEscape(normal)}%`}` : undefined,
  );
}

/**
 * The places (countries, centres, rings) a caller may give a role at: inside their scope for
 * the permission that guards assignments. A country is offered only to a caller whose scope
 * covers the whole country, as the assignment check requires.
 */
export async function listPlaces(db: Db, scope: Scope, q: PlaceQuery): Promise<Place[]> {
  if (q.level === 'country') {
    if (!scope.all && scope.countryIds.length === 0) return [];
    const rows = await db
      .select({
        id: countries.id,
        ar: countries.nameAr,
        en: countries.nameEn,
        fr: countries.nameFr,
      })
      .from(countries)
      .where(
        and(
          isNull(countries.archivedAt),
          scope.all ? undefined : inArray(countries.id, scope.countryIds),
          q.q
            ? or(
                matches(countries.nameAr, countries.search, q.q),
                ilike(countries.nameEn, `%${likeEscape(q.q.trim())}%`),
                ilike(countries.nameFr, `%${likeEscape(q.q.trim())}%`),
              )
            : undefined,
        ),
      )
      .orderBy(asc(countries.nameAr))
      .limit(q.limit);
    return rows.map((r) => ({
      id: r.id,
      name: r.ar,
      names: { ar: r.ar, en: r.en, fr: r.fr },
      countryId: r.id,
      centreId: null,
    }));
  }
  if (q.level === 'centre') {
    return db
      .select({
        id: centres.id,
        name: centres.name,
        countryId: centres.countryId,
        centreId: centres.id,
      })
      .from(centres)
      .where(
        and(
          isNull(centres.archivedAt),
          scopeCondition(scope, { country: centres.countryId, centre: centres.id }),
          q.countryId ? eq(centres.countryId, q.countryId) : undefined,
          matches(centres.name, centres.search, q.q),
        ),
      )
      .orderBy(asc(centres.name))
      .limit(q.limit);
  }
  return db
    .select({
      id: rings.id,
      name: rings.name,
      countryId: rings.countryId,
      centreId: rings.centreId,
      centreName: centres.name,
    })
    .from(rings)
    .innerJoin(centres, eq(centres.id, rings.centreId))
    .where(
      and(
        isNull(rings.archivedAt),
        scopeCondition(scope, { country: rings.countryId, centre: rings.centreId, ring: rings.id }),
        q.countryId ? eq(rings.countryId, q.countryId) : undefined,
        q.centreId ? eq(rings.centreId, q.centreId) : undefined,
        matches(rings.name, rings.search, q.q),
      ),
    )
    .orderBy(asc(centres.name), asc(rings.name))
    .limit(q.limit);
}
