import type { AppContext } from '../../app-context.ts';
import { deleteFormFiles } from '../../forms/form-files.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { jobCaller, lockOwned, updateOwned } from '../../workflow/index.ts';
import { APPLICATION_FILES } from './application-files.service.ts';
import { EVERY_ROW, applicationsTable, applicationsToPurge } from './recruitment.repository.ts';

/** The job's caller: no account and no permission; the audit names the job. */
const purgeCaller = (): Caller => jobCaller('recruitment.purge');

/**
 * Erases the personal data of applications rejected or withdrawn more than `days` ago: the
 * name, contacts, identity number, their keys, the answers and the files they sent (the
 * recitation sample); the state, the dates, the
 * posting, the source and the moves stay (the funnel keeps counting them, the status link still
 * says the outcome). Each application in its own short transaction through the kit (audited as
 * `purge`); a run again skips those already erased. Returns how many were erased.
 */
export async function purgeClosedApplications(
  ctx: AppContext,
  days: number,
  progress?: (done: number, total: number) => Promise<void> | void,
): Promise<number> {
  const before = new Date(Date.now() - days * 86_400_000).toISOString();
  let done = 0;
  for (;;) {
    const due = await applicationsToPurge(ctx.db, before);
    if (due.length === 0) return done;
    for (const { id } of due) {
      await withWrites(ctx, purgeCaller(), async (w) => {
        const row = await lockOwned(w, applicationsTable, id, EVERY_ROW);
        if (row.purgedAt) return;
        await updateOwned(
          w,
          applicationsTable,
          row,
          {
            fullName: '—',
            phone: null,
            email: null,
            identityNumber: null,
            phoneKey: null,
            emailKey: null,
            identityKey: null,
            answers: {},
            gender: null,
            purgedAt: new Date().toISOString(),
          },
          { audit: { action: 'purge' } },
        );
        await deleteFormFiles(w.tx, APPLICATION_FILES, id);
      });
      done += 1;
      await progress?.(done, done + due.length);
    }
  }
}
