import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../http/errors.ts';
import { definedJobKinds, jobDefinition, PermanentJobError } from './job-registry.ts';
import { announceJob } from './job-view.ts';
import {
  claimNextJob,
  completeJob,
  deleteFinishedJobs,
  failJobRun,
  reapExpiredJobs,
  releaseJob,
  renewLease,
  type JobRow,
} from './jobs.repository.ts';

export interface JobWorkerOptions {
  /** Names this worker in `locked_by` (default: host, process id and a random suffix). */
  workerId?: string;
  /** How long a claim holds without renewal; renewed every third of it while running. */
  leaseMs?: number;
  /** The pause of the loop when no job is due. */
  pollMs?: number;
  /** Progress is stored and announced at most this often (the last step always). */
  progressEveryMs?: number;
  /** The pause before retry number `attempt` (default 10 s, 40 s, 90 s, ...). */
  retryDelayMs?: (attempt: number) => number;
  /** How long `stop()` waits for running handlers to honour their abort signal. */
  shutdownGraceMs?: number;
  log?: FastifyBaseLogger | undefined;
}

/** How a run ended. */
export type RunResult = { id: string; state: string } | null;

class StopReason extends Error {
  constructor(readonly why: 'cancelled' | 'shutdown' | 'lost') {
    super(`job ${why}`);
  }
}

/**
 * Runs background jobs of this process: claims due jobs one at a time (`runNextJob`), runs
 * their handler with a renewed lease, and records the outcome. `start()` polls in a loop until
 * `stop()`; tests call `runNextJob()` / `drain()` instead, with no timers involved.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly progressEveryMs: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly shutdownGraceMs: number;
  private readonly running = new Map<
    string,
    { controller: AbortController; done: Promise<void> }
  >();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly ctx: AppContext,
    options: JobWorkerOptions = {},
  ) {
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1000;
    this.progressEveryMs = options.progressEveryMs ?? 1000;
    this.retryDelayMs = options.retryDelayMs ?? ((attempt) => 10_000 * attempt * attempt);
    this.shutdownGraceMs = options.shutdownGraceMs ?? 5000;
    this.log = options.log;
  }

  private readonly log: FastifyBaseLogger | undefined;

  /**
   * Ends jobs abandoned for good, then claims one due job and runs it to its end. Null when
   * no job was due.
   */
  async runNextJob(): Promise<RunResult> {
    for (const row of await reapExpiredJobs(this.ctx.db)) {
      this.log?.warn({ job: row.id, kind: row.kind, state: row.state }, 'job abandoned');
      announceJob(this.ctx, row);
    }
    const row = await claimNextJob(this.ctx.db, this.workerId, definedJobKinds(), this.leaseMs);
    if (!row) return null;
    return this.run(row);
  }

  /** Runs due jobs until none is left (at most `max`); returns how many ran. */
  async drain(max = 1000): Promise<number> {
    let count = 0;
    while (count < max && (await this.runNextJob())) count += 1;
    return count;
  }

  private async run(row: JobRow): Promise<RunResult> {
    const controller = new AbortController();
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    this.running.set(row.id, { controller, done });
    announceJob(this.ctx, row);
    const stop = (why: StopReason['why']) => {
      if (!controller.signal.aborted) controller.abort(new StopReason(why));
    };
    // Keeps the lease while the handler works without reporting progress.
    const renewal = setInterval(
      () => {
        renewLease(this.ctx.db, row.id, this.workerId, this.leaseMs).then(
          (held) => {
            if (!held) stop('lost');
            else if (held.cancelRequested) stop('cancelled');
          },
          (err: unknown) => this.log?.warn({ err, job: row.id }, 'job lease not renewed'),
        );
      },
      Math.max(1000, Math.floor(this.leaseMs / 3)),
    );
    renewal.unref();
    try {
      const definition = jobDefinition(row.kind);
      if (!definition) throw new PermanentJobError('jobs.error.unknownKind');
      let lastStored = 0;
      const progress = async (doneCount: number, total: number) => {
        const now = Date.now();
        const value = {
          done: Math.max(0, Math.min(Math.floor(doneCount), Math.floor(total))),
          total: Math.max(0, Math.floor(total)),
        };
        const last = value.done >= value.total;
        if (!last && lastStored !== 0 && now - lastStored < this.progressEveryMs) return;
        lastStored = now;
        const held = await renewLease(this.ctx.db, row.id, this.workerId, this.leaseMs, value);
        if (!held) return stop('lost');
        if (held.cancelRequested) return stop('cancelled');
        announceJob(this.ctx, { ...row, ...value, state: 'running' });
      };
      const outcome = await definition.handler({
        id: row.id,
        payload: row.payload,
        ctx: this.ctx,
        createdBy: row.createdBy,
        attempt: row.attempts,
        progress,
        signal: controller.signal,
      });
      const reason: unknown = controller.signal.reason;
      if (reason instanceof StopReason && reason.why === 'shutdown') {
        return await this.released(row);
      }
      const ended = await completeJob(this.ctx.db, row.id, this.workerId, outcome);
      if (!ended) {
        this.log?.warn({ job: row.id }, 'job finished after its lease was lost; result dropped');
        return { id: row.id, state: 'lost' };
      }
      announceJob(this.ctx, ended, outcome.resultFile?.name);
      return { id: row.id, state: ended.state };
    } catch (err) {
      const reason: unknown = controller.signal.reason;
      if (reason instanceof StopReason && reason.why === 'shutdown') {
        return await this.released(row);
      }
      const permanent = err instanceof PermanentJobError;
      const code = permanent
        ? err.code
        : err instanceof AppError && err.statusCode < 500
          ? err.code
          : 'jobs.error.failed';
      const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
      const ended = await failJobRun(this.ctx.db, row.id, this.workerId, {
        code,
        detail,
        retry: !permanent && !(err instanceof AppError && err.statusCode < 500),
        retryDelayMs: this.retryDelayMs(row.attempts),
      });
      if (!ended) return { id: row.id, state: 'lost' };
      if (ended.state !== 'cancelled') {
        this.log?.warn({ err, job: row.id, kind: row.kind, state: ended.state }, 'job run failed');
      }
      announceJob(this.ctx, ended);
      return { id: row.id, state: ended.state };
    } finally {
      clearInterval(renewal);
      this.running.delete(row.id);
      finished();
    }
  }

  private async released(row: JobRow): Promise<RunResult> {
    const ended = await releaseJob(this.ctx.db, row.id, this.workerId);
    if (ended) announceJob(this.ctx, ended);
    return { id: row.id, state: ended?.state ?? 'lost' };
  }

  /** Whether the polling loop runs (`start()` called and not stopped). */
  get started(): boolean {
    return this.loop !== null && !this.stopping;
  }

  /** Polls for due jobs until `stop()`. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = (async () => {
      let swept = 0;
      while (!this.stopping) {
        // Old finished jobs and their files go, at most once an hour per process.
        if (Date.now() - swept > 3600_000) {
          swept = Date.now();
          await deleteFinishedJobs(this.ctx.db).then(
            (count) => count > 0 && this.log?.info({ count }, 'old background jobs deleted'),
            (err: unknown) => this.log?.warn({ err }, 'old background jobs not deleted'),
          );
        }
        let ran: RunResult = null;
        try {
          ran = await this.runNextJob();
        } catch (err) {
          this.log?.error({ err }, 'job worker step failed');
        }
        if (!ran && !this.stopping) await this.pause();
      }
    })();
  }

  /** Nudges a waiting loop to look for jobs now (after an enqueue in this process). */
  poke(): void {
    this.wake?.();
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  /**
   * Stops claiming, asks running handlers to stop (their jobs go back to the queue without
   * counting the attempt) and waits a little for them; a handler that ignores its signal keeps
   * its job until the lease runs out, and another process then takes it.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    for (const { controller } of this.running.values()) {
      if (!controller.signal.aborted) controller.abort(new StopReason('shutdown'));
    }
    const all = Promise.all([
      this.loop ?? Promise.resolve(),
      ...[...this.running.values()].map((r) => r.done),
    ]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      all,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.shutdownGraceMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    this.loop = null;
  }

  /** Aborts the run of one job in this process (a cancel seen by the API here). */
  cancelLocal(id: string): void {
    const run = this.running.get(id);
    if (run && !run.controller.signal.aborted) run.controller.abort(new StopReason('cancelled'));
  }
}
