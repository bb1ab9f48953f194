import type { ImportProgress } from '@qc/domain';
import type { SharedStore } from '../../shared-store/shared-store.ts';

/**
 * How far each running import is (rows done of rows to import), kept in the shared store while
 * the import's transaction runs, so the screen can show a progress bar whichever server
 * process its poll reaches (Redis with several processes; this process's memory without
 * Redis). Kept an hour while running, a minute after it ended; losing it is harmless (the
 * import itself is one transaction, so it is either fully done or not done at all, and the
 * route then answers from the import's record).
 */
const RUNNING_TTL_SECONDS = 60 * 60;
const ENDED_TTL_SECONDS = 60;

export type { ImportProgress };

const keyOf = (id: string) => `import-progress:${id}`;

/**
 * Records progress without holding the import up: a failed write (Redis away) only leaves the
 * progress bar behind, so it is reported to `onError` and otherwise ignored.
 */
export function importProgressed(
  store: SharedStore,
  id: string,
  progress: ImportProgress,
  ended: boolean,
  onError: (err: unknown) => void,
): void {
  store
    .put(keyOf(id), JSON.stringify(progress), ended ? ENDED_TTL_SECONDS : RUNNING_TTL_SECONDS)
    .catch(onError);
}

export async function importProgress(
  store: SharedStore,
  id: string,
): Promise<ImportProgress | null> {
  const raw = await store.get(keyOf(id)).catch(() => null);
  if (!raw) return null;
  const value = JSON.parse(raw) as Partial<ImportProgress>;
  return typeof value.done === 'number' && typeof value.total === 'number'
    ? { done: value.done, total: value.total }
    : null;
}
