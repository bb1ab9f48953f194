import { and, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

/** An upload nobody saved for this long is abandoned (a form left open overnight still works). */
export const ORPHAN_AGE_SECONDS = 24 * 60 * 60;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_SWEEP_MS = 5 * 60 * 1000;

/**
 * Deletes uploads that no record ever claimed and that are older than `olderThanSeconds`
 * (measured by the database clock). Safe because a record claims its files in the same
 * transaction that stores their references (`claimFiles`): an unclaimed file is referenced by
 * nothing, and claimed files (also those only the audit trail still mentions) are never
 * touched. Idempotent, so several server processes may sweep at the same time.
 */
export async function deleteOrphanFiles(
  db: Db,
  olderThanSeconds = ORPHAN_AGE_SECONDS,
): Promise<number> {
  const gone = await db
    .delete(storedFiles)
    .where(
      and(
        isNull(storedFiles.recordId),
        lt(storedFiles.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .returning({ id: storedFiles.id });
  return gone.length;
}

/** Sweeps abandoned uploads a few minutes after start, then every six hours, until close. */
export function scheduleOrphanSweep(app: FastifyInstance, ctx: AppContext): void {
  const sweep = () => {
    deleteOrphanFiles(ctx.db).then(
      (count) => {
        if (count > 0) app.log.info({ count }, 'abandoned uploads deleted');
      },
      (err: unknown) => app.log.warn({ err }, 'abandoned uploads not swept'),
    );
  };
  const first = setTimeout(sweep, FIRST_SWEEP_MS);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
