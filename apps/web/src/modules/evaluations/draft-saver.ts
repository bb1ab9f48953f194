/**
 * The draft of an evaluation, saved as it is filled: a while after the last change, at once
 * when asked (leaving the sheet, the page hidden or closed, before submitting), one save after
 * another so that each sends the version the previous one returned (two overlapping saves
 * would otherwise race, and the server refuses a stale version with 409 instead of losing
 * marks). Only the latest answers are sent; nothing is sent when nothing changed.
 */
export interface DraftSaverOptions<A> {
  /** The version the sheet was read at. */
  version: number;
  /** Sends one save; resolves with the stored version. */
  save: (answers: A, version: number, how: { keepalive: boolean }) => Promise<{ version: number }>;
  /** Wait after the last change (ms). */
  delay: number;
  onState?: (state: 'saving' | 'saved' | 'failed', error?: unknown) => void;
}

export interface DraftSaver<A> {
  /** New answers: saved after the delay unless more come. */
  change(answers: A): void;
  /** Saves what is pending now (keepalive: the page may be going away); resolves when done. */
  flush(how?: { keepalive: boolean }): Promise<void>;
  /** The version the last save returned (for the submission). */
  version(): number;
  /** Another action changed the stored version (a submission, a photo's save). */
  setVersion(version: number): void;
}

export function draftSaver<A>(o: DraftSaverOptions<A>): DraftSaver<A> {
  let version = o.version;
  let pending: { answers: A } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let queue: Promise<void> = Promise.resolve();

  const flush = (how = { keepalive: false }): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return queue;
    const { answers } = pending;
    pending = null;
    queue = queue.then(async () => {
      o.onState?.('saving');
      try {
        version = (await o.save(answers, version, how)).version;
        o.onState?.('saved');
      } catch (error) {
        o.onState?.('failed', error);
      }
    });
    return queue;
  };

  return {
    change(answers) {
      pending = { answers };
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), o.delay);
    },
    flush,
    version: () => version,
    setVersion(v) {
      version = v;
    },
  };
}
