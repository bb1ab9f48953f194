import type { Db } from '../../db/client.ts';

/**
 * The demo polls, loaded in their own unit of work (a savepoint inside the demo's load): each
 * poll's form, its row and its answers, all or nothing.
 */
export async function inDemoPollsUnit(db: Db, load: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => load(tx));
}
