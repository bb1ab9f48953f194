import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/db/client.ts';

/**
 * For testing one migration on the data an earlier database held: an empty embedded database
 * migrated up to (not including) `tag`; the test inserts its rows, then `migrateRest` applies
 * the rest. `close` removes the copy of the migrations folder.
 */
export async function databaseBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const path = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`migration ${tag} does not exist`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path, JSON.stringify(journal));
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: dir });
  return {
    client,
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
