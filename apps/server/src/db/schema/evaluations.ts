import type { FormAnswers } from '@qc/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText, timestamps, version } from './columns.ts';
import { formVersions } from './forms.ts';
import { users } from './identity.ts';
import { centres, countryColumn } from './organisation.ts';
import { rings } from './rings.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Criteria of evaluation (resource `evaluation-paragraphs`). */
export const evaluationParagraphs = pgTable(
  'evaluation_paragraphs',
  {
    ...recordColumns(),
    target: text('target').notNull(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('mark'),
    maxMark: integer('max_mark').default(10),
    scaleLabels: text('scale_labels'),
    weight: numeric('weight', { precision: 6, scale: 2 }).notNull().default('1'),
    required: boolean('required').notNull().default(true),
    hint: text('hint'),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    index('evaluation_paragraphs_target_idx').on(t.target),
    searchIndex('evaluation_paragraphs_search_trgm', t.search),
  ],
);

/**
 * One evaluation: a target record evaluated with a form version by an evaluator before a
 * date, with the evaluator's answers, the self-evaluation when the form allows it, and the
 * score computed by the server. Its place (country, centre, ring) is the target record's.
 */
export const evaluationRequests = pgTable(
  'evaluation_requests',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    target: text('target').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectName: text('subject_name').notNull(),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    ringId: uuid('ring_id').references(() => rings.id),
    /** The user who fills the self-evaluation (none when the form or target has none). */
    selfUserId: uuid('self_user_id').references(() => users.id),
    formVersionId: uuid('form_version_id')
      .notNull()
      .references(() => formVersions.id),
    evaluatorId: uuid('evaluator_id')
      .notNull()
      .references(() => users.id),
    requestedBy: uuid('requested_by').references(() => users.id),
    period: text('period').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('requested'),
    answers: jsonb('answers')
      .$type<FormAnswers>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    selfAnswers: jsonb('self_answers').$type<FormAnswers>(),
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    note: text('note'),
    total: numeric('total', { precision: 9, scale: 2 }),
    maxTotal: numeric('max_total', { precision: 9, scale: 2 }),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    returnReason: text('return_reason'),
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id),
    search: searchText(),
  },
  (t) => [
    index('evaluation_requests_target_idx').on(t.target, t.state),
    index('evaluation_requests_subject_idx').on(t.subjectId, t.period),
    index('evaluation_requests_centre_idx').on(t.centreId),
    index('evaluation_requests_evaluator_idx').on(t.evaluatorId, t.state),
    searchIndex('evaluation_requests_search_trgm', t.search),
  ],
);

/** Follow-up actions decided from a result, shown on the target's page until done. */
export const evaluationActions = pgTable(
  'evaluation_actions',
  {
    id: id(),
    ...timestamps(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => evaluationRequests.id),
    title: text('title').notNull(),
    ownerName: text('owner_name').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    doneAt: at('done_at'),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [index('evaluation_actions_request_idx').on(t.requestId)],
);
