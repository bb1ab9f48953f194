import type { FormDefinition } from '@qc/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The shared form builder's forms (apps/server/src/forms, docs/forms.md): one row per version.
 * A form is a family of versions (`family_id`); the current one is the one new answers use.
 * A version that has answers is never changed (a trigger keeps its definition as it is):
 * editing the form then adds a version, and the answers keep theirs.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    id: id(),
    /** The module whose form it is (`evaluations`, later job forms, polls...). */
    owner: text('owner').notNull(),
    familyId: uuid('family_id').notNull(),
    version: integer('version').notNull(),
    current: boolean('current').notNull().default(true),
    name: text('name').notNull(),
    /** What the owner's form is about (an evaluation's target kind...). */
    subject: text('subject').notNull(),
    allowSelf: boolean('allow_self').notNull().default(false),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    /** Set by the owner when the first answers are saved: the version is frozen from then on. */
    answered: boolean('answered').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_versions_family_version_uq').on(t.familyId, t.version),
    index('form_versions_owner_idx').on(t.owner, t.subject, t.current),
  ],
);
