import { inArray } from 'drizzle-orm';
import type { LocaleCode, MetricDimension } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { centres, countries, projects } from '../../db/schema/index.ts';

/** The names of the groups of a grouped report (countries, centres or projects by id). */
export async function namesOf(
  db: Db,
  dimension: MetricDimension,
  ids: string[],
  locale: LocaleCode,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (dimension !== 'centre') {
    // Countries and projects are named in each language.
    const table = dimension === 'country' ? countries : projects;
    const rows = await db
      .select({ id: table.id, ar: table.nameAr, en: table.nameEn, fr: table.nameFr })
      .from(table)
      .where(inArray(table.id, ids));
    return new Map(rows.map((r) => [r.id, r[locale] || r.ar]));
  }
  const rows = await db
    .select({ id: centres.id, name: centres.name })
    .from(centres)
    .where(inArray(centres.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
