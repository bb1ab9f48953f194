import type { AppContext } from '../app-context.ts';

/** What a handler gets for one run of a job. */
export interface JobRun<P> {
  id: string;
  payload: P;
  ctx: AppContext;
  /** The user who enqueued the job (null for system jobs). */
  createdBy: string | null;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /**
   * Reports how far the job is. Stored (at most about once a second, always the last step)
   * and sent to the job's creator as a `job:progress` event; it also renews the lease and
   * notices a cancel, which then aborts `signal`.
   */
  progress(done: number, total: number): Promise<void>;
  /**
   * Aborted when the job was cancelled, when this process shuts down (the job is then handed
   * back to the queue) or when the lease was lost. A long handler checks it between steps.
   */
  signal: AbortSignal;
}

/** What a handler returns: an optional result file and a small summary. */
export interface JobOutcome {
  resultFile?: { name: string; contentType: string; data: Buffer };
  summary?: Record<string, unknown>;
}

export type JobHandler<P> = (run: JobRun<P>) => Promise<JobOutcome>;

export interface JobDefinition<P> {
  kind: string;
  handler: JobHandler<P>;
  /** How many runs in all before the job fails (default 3). */
  maxAttempts: number;
}

/**
 * Thrown by a handler for a failure that another attempt would not cure (bad payload, record
 * gone): the job fails at once with this translation key instead of being retried.
 */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}

const definitions = new Map<string, JobDefinition<unknown>>();

/**
 * Declares a kind of job and its handler. Called once at module load (from a module's
 * `*.module.ts`); a second definition of the same kind is a programming error.
 */
export function defineJob<P>(
  kind: string,
  handler: JobHandler<P>,
  options: { maxAttempts?: number } = {},
): JobDefinition<P> {
  const existing = definitions.get(kind);
  if (existing && existing.handler !== handler) {
    throw new Error(`job kind defined twice: ${kind}`);
  }
  const definition: JobDefinition<P> = {
    kind,
    handler,
    maxAttempts: Math.max(1, options.maxAttempts ?? 3),
  };
  definitions.set(kind, definition as JobDefinition<unknown>);
  return definition;
}

export function jobDefinition(kind: string): JobDefinition<unknown> | undefined {
  return definitions.get(kind);
}

/** The kinds this process can run (a worker claims only these). */
export function definedJobKinds(): string[] {
  return [...definitions.keys()];
}
