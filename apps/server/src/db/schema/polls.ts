import type { FormAnswers } from '@qc/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText, version } from './columns.ts';
import { formVersions } from './forms.ts';
import { users } from './identity.ts';
import { centres, countries } from './organisation.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Polls and forms with a public link (route module `forms`, docs/polls.md). The questions are a
 * shared form builder family (`form_versions`, owner `polls`); this row is the campaign around
 * it: its place (the whole organisation when country and centre are empty, a country, or a
 * centre), its open period, its answer limit and whether a phone or e-mail may answer once.
 * The public address is `/pull-registration-link/<id>`: the id is a random UUID.
 */
export const polls = pgTable(
  'polls',
  {
    ...recordColumns(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    /** The form builder family whose current version new answers use. */
    familyId: uuid('family_id').notNull(),
    kind: text('kind').$type<'poll' | 'registration'>().notNull().default('poll'),
    title: text('title').notNull(),
    description: text('description'),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    answerLimit: integer('answer_limit'),
    /** One answer per phone or e-mail: the first phone/e-mail question's answer is the key. */
    onePerContact: boolean('one_per_contact').notNull().default(false),
    /** draft (not reachable), open (published), closed. */
    status: text('status').$type<'draft' | 'open' | 'closed'>().notNull().default('draft'),
    publishedAt: at('published_at'),
    createdBy: uuid('created_by').references(() => users.id),
    search: searchText(),
  },
  (t) => [
    index('polls_centre_idx').on(t.centreId),
    index('polls_country_idx').on(t.countryId),
    searchIndex('polls_search_trgm', t.search),
  ],
);

/**
 * One answer received through a poll's public link, with the form version it was given on
 * (frozen from then on) and the poll's place copied for the scope of lists.
 */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    id: id(),
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    formVersionId: uuid('form_version_id')
      .notNull()
      .references(() => formVersions.id),
    answers: jsonb('answers')
      .$type<FormAnswers>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The normalised phone or e-mail when the poll takes one answer per contact. */
    contact: text('contact'),
    /** The answer's first short text (a name), shown in lists. */
    respondent: text('respondent'),
    language: text('language').notNull().default('ar'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    search: searchText(),
    /** Written through the workflow kit, which versions every row it writes. */
    version: version(),
  },
  (t) => [
    index('poll_answers_poll_idx').on(t.pollId, t.submittedAt),
    index('poll_answers_centre_idx').on(t.centreId),
    uniqueIndex('poll_answers_contact_uq')
      .on(t.pollId, t.contact)
      .where(sql`${t.contact} is not null`),
    searchIndex('poll_answers_search_trgm', t.search),
  ],
);
