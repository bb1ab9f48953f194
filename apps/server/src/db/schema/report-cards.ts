import { sql } from 'drizzle-orm';
import {
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
import type {
  CardData,
  CardStyle,
  ConductGrade,
  LocaleCode,
  Placement,
  RemarkState,
} from '@qc/domain';
import { archivedAt, id, searchIndex, searchText, timestamps, version } from './columns.ts';
import { users } from './identity.ts';
import { centres, countries, countryColumn } from './organisation.ts';
import { rings } from './rings.ts';
import { students } from './students.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A saved card style (colours, text sizes, frame and borders), placed at the organisation (no
 * country), a country or a centre. Templates point at one; each template version copies it.
 */
export const reportCardStyles = pgTable(
  'report_card_styles',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    name: text('name').notNull(),
    style: jsonb('style').notNull().$type<CardStyle>(),
    archivedAt: archivedAt(),
    search: searchText(),
  },
  (t) => [
    index('report_card_styles_place_idx').on(t.countryId, t.centreId),
    searchIndex('report_card_styles_search_trgm', t.search),
  ],
);

/** A card template: its current layout and style, and the number of its current version. */
export const reportCardTemplates = pgTable(
  'report_card_templates',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    name: text('name').notNull(),
    title: text('title').notNull(),
    styleId: uuid('style_id')
      .notNull()
      .references(() => reportCardStyles.id),
    currentVersion: integer('current_version').notNull().default(1),
    layout: jsonb('layout').notNull().$type<Placement[]>(),
    archivedAt: archivedAt(),
    search: searchText(),
  },
  (t) => [
    index('report_card_templates_place_idx').on(t.countryId, t.centreId),
    index('report_card_templates_style_idx').on(t.styleId),
    searchIndex('report_card_templates_search_trgm', t.search),
  ],
);

/**
 * Every saved version of a template as it was (layout, title, the style copied): an issued card
 * points at the version it was drawn with, so reprinting it gives the same card. Append-only.
 */
export const reportCardTemplateVersions = pgTable(
  'report_card_template_versions',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => reportCardTemplates.id),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    layout: jsonb('layout').notNull().$type<Placement[]>(),
    styleId: uuid('style_id')
      .notNull()
      .references(() => reportCardStyles.id),
    style: jsonb('style').notNull().$type<CardStyle>(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_card_template_versions_uq').on(t.templateId, t.number)],
);

/**
 * A student's remark for a term (the teacher's comment and the conduct grade): recorded as a
 * draft by the teacher, approved by a manager; only an approved remark is printed.
 */
export const reportCardRemarks = pgTable(
  'report_card_remarks',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    countryId: countryColumn(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    ringId: uuid('ring_id').references(() => rings.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    termFrom: date('term_from', { mode: 'string' }).notNull(),
    termTo: date('term_to', { mode: 'string' }).notNull(),
    comment: text('comment').notNull(),
    conduct: text('conduct').notNull().$type<ConductGrade>(),
    state: text('state').notNull().default('draft').$type<RemarkState>(),
    writtenBy: uuid('written_by').references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('report_card_remarks_term_uq').on(t.studentId, t.termFrom, t.termTo),
    index('report_card_remarks_ring_idx').on(t.ringId, t.termFrom),
  ],
);

/**
 * An issued report card: the student, the template version and style it was drawn with, the
 * term, the figures and records frozen at issue (`data`), its serial (in the register of issued
 * documents) and the guardian's private link token. Append-only in the database: the only
 * change allowed is one revocation.
 */
export const reportCards = pgTable(
  'report_cards',
  {
    id: id(),
    serial: text('serial').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => reportCardTemplates.id),
    templateVersion: integer('template_version').notNull(),
    styleId: uuid('style_id')
      .notNull()
      .references(() => reportCardStyles.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    ringId: uuid('ring_id').references(() => rings.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    termLabel: text('term_label').notNull(),
    termFrom: date('term_from', { mode: 'string' }).notNull(),
    termTo: date('term_to', { mode: 'string' }).notNull(),
    language: text('language').notNull().$type<LocaleCode>(),
    data: jsonb('data').notNull().$type<CardData>(),
    /** The guardian's private link: 32 random bytes, base64url. */
    accessToken: text('access_token').notNull(),
    issuedBy: uuid('issued_by').references(() => users.id),
    issuedAt: at('issued_at').notNull().defaultNow(),
    /** The background job that issued it (a ring's or centre's cards), if any. */
    jobId: uuid('job_id'),
    revokedAt: at('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('report_cards_serial_uq').on(t.serial),
    uniqueIndex('report_cards_token_uq').on(t.accessToken),
    // One valid card per student, template and term: issuing again (a job run twice) skips it.
    uniqueIndex('report_cards_one_uq')
      .on(t.studentId, t.templateId, t.termFrom, t.termTo)
      .where(sql`${t.revokedAt} is null`),
    index('report_cards_style_idx').on(t.styleId, t.issuedAt),
    index('report_cards_ring_idx').on(t.ringId, t.termFrom),
    index('report_cards_job_idx').on(t.jobId),
    index('report_cards_student_idx').on(t.studentId),
  ],
);
