import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

/**
 * Background jobs: a durable queue in the database (no other server needed). A worker claims
 * a due job with `FOR UPDATE SKIP LOCKED` and holds it by a lease (`locked_by`,
 * `lease_until`) that it renews while the handler runs; a job whose lease ran out (its process
 * died) is claimed again, at most `max_attempts` times in all. The result file lives in
 * `stored_files` (resource `background-jobs`, record = the job), so backups carry it.
 * The table is named `background_jobs` because `jobs` is the employment resource.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** queued | running | succeeded | failed | cancelled */
    state: text('state').notNull().default('queued'),
    createdBy: uuid('created_by'),
    scopeLabel: text('scope_label'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this time (delayed jobs, the pause before a retry). */
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true, mode: 'string' }),
    /** A translation key for the user; `error_detail` keeps the technical message for logs. */
    error: text('error'),
    errorDetail: text('error_detail'),
    resultFileId: uuid('result_file_id'),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    // The claim looks at due queued jobs and at running ones whose lease ran out.
    index('background_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`state in ('queued', 'running')`),
    index('background_jobs_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);
