import type { Db } from '../db/client.ts';
import { boundResource } from './resource-binding.ts';
import { listRows, setSearch } from './resource.repository.ts';
import { searchTextFor } from './resource.service.ts';

/**
 * Recomputes the search column of every record of a resource with the engine's own rule
 * (the declared search fields, references by their names in every language). For records
 * written outside the engine: demo data, imports, rows that predate a search field.
 */
export async function reindexSearch(db: Db, resource: string): Promise<number> {
  const b = boundResource(resource);
  if (!b.search) return 0;
  const rows = await listRows(
    db,
    b,
    [...b.def.list.search],
    undefined,
    { sort: { field: 'createdAt', dir: 'asc' } },
    1_000_000,
    0,
  );
  for (const row of rows) {
    const text = await searchTextFor(db, b, row);
    if (text !== undefined) await setSearch(db, b, String(row.id), text);
  }
  return rows.length;
}
