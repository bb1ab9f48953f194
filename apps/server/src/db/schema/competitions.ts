import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Aggregation,
  FormAnswers,
  CompetitionScope,
  CompetitionState,
  EligibilityRule,
  NominationState,
  QuranRange,
  RegistrationLinkState,
  RegistrationState,
  RuleSet,
  SheetEvent,
  SheetState,
  TieBreak,
} from '@qc/domain';
import { id, searchIndex, searchText } from './columns.ts';
import { users } from './identity.ts';
import { centres, countries, countryColumn, projects } from './organisation.ts';
import { rings } from './rings.ts';
import { students } from './students.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const owned = () => ({
  id: id(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/**
 * A competition (a season's Quran competition, or the Maher project's contest: the same engine,
 * told apart by its project). Its place: the organisation (no country), a country, or a centre.
 */
export const competitions = pgTable(
  'competitions',
  {
    ...owned(),
    scope: text('scope').notNull().$type<CompetitionScope>(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    /** The Maher project for the Maher contest; null for the organisation's competitions. */
    projectId: uuid('project_id').references(() => projects.id),
    name: text('name').notNull(),
    season: text('season').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('draft').$type<CompetitionState>(),
    aggregation: text('aggregation').notNull().default('mean').$type<Aggregation>(),
    tieBreaks: jsonb('tie_breaks').notNull().$type<TieBreak[]>(),
    divergenceMargin: doublePrecision('divergence_margin').notNull().default(10),
    excludePreviousWinners: boolean('exclude_previous_winners').notNull().default(true),
    perCentreCap: integer('per_centre_cap'),
    /** Prize per rank in minor units of `currency` ([first, second, …]). */
    prizes: jsonb('prizes').notNull().default([]).$type<number[]>(),
    currency: text('currency'),
    publicResults: boolean('public_results').notNull().default(true),
    /** The live hall shows the ranking while judging (otherwise only once approved). */
    liveHall: boolean('live_hall').notNull().default(false),
    /** The public registration link: never opened, open, closed by hand. */
    registrationLink: text('registration_link')
      .notNull()
      .default('draft')
      .$type<RegistrationLinkState>(),
    /** The seed of the draw (numbers and passages), logged when judging starts. */
    drawSeed: text('draw_seed'),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    publishedAt: at('published_at'),
    closedAt: at('closed_at'),
    search: searchText(),
  },
  (t) => [
    index('competitions_place_idx').on(t.countryId, t.centreId),
    index('competitions_season_idx').on(t.season, t.state),
    searchIndex('competitions_search_trgm', t.search),
  ],
);

/** Every move of a competition, a nomination or a sheet (one table, told apart by kind). Append-only. */
export const competitionEvents = pgTable(
  'competition_events',
  {
    id: id(),
    recordKind: text('record_kind').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
    reason: text('reason'),
    /** What the move fixed (the draw's seed, a revision). */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('competition_events_record_idx').on(t.recordId, t.at)],
);

/** A category: its portion (juz range), ages at a reference date, gender and its rule set. */
export const competitionCategories = pgTable(
  'competition_categories',
  {
    ...owned(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    name: text('name').notNull(),
    fromJuz: smallint('from_juz').notNull(),
    toJuz: smallint('to_juz').notNull(),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    referenceDate: date('reference_date', { mode: 'string' }).notNull(),
    gender: text('gender').$type<'male' | 'female'>(),
    ruleSet: jsonb('rule_set').notNull().$type<RuleSet>(),
    /** The criteria form (a form family of the shared storage, owner `competitions`), if any. */
    formFamilyId: uuid('form_family_id'),
    passages: smallint('passages').notNull().default(3),
    passageLength: smallint('passage_length').notNull().default(5),
    search: searchText(),
  },
  (t) => [index('competition_categories_competition_idx').on(t.competitionId)],
);

/** A judge of a category's panel; the head judge approves corrections and resolves divergences. */
export const competitionJudges = pgTable(
  'competition_judges',
  {
    ...owned(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => competitionCategories.id),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    head: boolean('head').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('competition_judges_uq').on(t.categoryId, t.userId),
    index('competition_judges_user_idx').on(t.userId),
  ],
);

/** A student nominated by their centre into a category; placed where the student lives. */
export const competitionNominations = pgTable(
  'competition_nominations',
  {
    ...owned(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => competitionCategories.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    ringId: uuid('ring_id').references(() => rings.id),
    state: text('state').notNull().default('accepted').$type<NominationState>(),
    nominatedBy: uuid('nominated_by').references(() => users.id),
    overriddenRules: jsonb('overridden_rules').notNull().default([]).$type<EligibilityRule[]>(),
    overrideReason: text('override_reason'),
    overriddenBy: uuid('overridden_by').references(() => users.id),
    drawNumber: integer('draw_number'),
    /** The passages drawn for the contestant (seed: the competition's and the draw number). */
    passages: jsonb('passages').$type<QuranRange[]>(),
    divergenceNote: text('divergence_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    /** The head judge's recorded order between tied contestants (1 first). */
    tieOrder: integer('tie_order'),
    /** Frozen at approval. */
    score: doublePrecision('score'),
    rank: integer('rank'),
    tied: boolean('tied').notNull().default(false),
    /**
     * The guardian agreed that the contestant's first name and centre appear on the public
     * results page (when and through whom: the nomination's audit entry).
     */
    publicConsent: boolean('public_consent').notNull().default(false),
    /** The prize reward proposed for this rank, once. */
    rewardId: uuid('reward_id'),
    /** The certificate's serial, once issued. */
    certificateSerial: text('certificate_serial'),
    closedAt: at('closed_at'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('competition_nominations_student_uq')
      .on(t.competitionId, t.studentId)
      .where(sql`${t.state} = 'accepted'`),
    index('competition_nominations_category_idx').on(t.categoryId, t.state),
    index('competition_nominations_centre_idx').on(t.centreId),
    index('competition_nominations_student_idx').on(t.studentId),
    searchIndex('competition_nominations_search_trgm', t.search),
  ],
);

/** A judge's sheet for one contestant: its mistake events, marks and total. */
export const competitionSheets = pgTable(
  'competition_sheets',
  {
    ...owned(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => competitionCategories.id),
    nominationId: uuid('nomination_id')
      .notNull()
      .references(() => competitionNominations.id),
    judgeUserId: uuid('judge_user_id')
      .notNull()
      .references(() => users.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    state: text('state').notNull().default('draft').$type<SheetState>(),
    events: jsonb('events').notNull().default([]).$type<SheetEvent[]>(),
    marks: jsonb('marks').notNull().default({}).$type<Record<string, number>>(),
    /** Answers to the category's criteria form, on the form version they were given on. */
    formVersionId: uuid('form_version_id'),
    formAnswers: jsonb('form_answers').notNull().default({}).$type<FormAnswers>(),
    criteria: jsonb('criteria').notNull().default({}).$type<Record<string, number>>(),
    total: doublePrecision('total'),
    memorisationMistakes: integer('memorisation_mistakes').notNull().default(0),
    /** 1 when first submitted, +1 for each approved correction. */
    revision: integer('revision').notNull().default(0),
    pendingEvents: jsonb('pending_events').$type<SheetEvent[]>(),
    pendingMarks: jsonb('pending_marks').$type<Record<string, number>>(),
    pendingFormAnswers: jsonb('pending_form_answers').$type<FormAnswers>(),
    pendingReason: text('pending_reason'),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    uniqueIndex('competition_sheets_uq').on(t.nominationId, t.judgeUserId),
    index('competition_sheets_category_idx').on(t.categoryId),
  ],
);

/** Every submitted revision of a sheet, as it was. Append-only. */
export const competitionSheetRevisions = pgTable(
  'competition_sheet_revisions',
  {
    id: id(),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => competitionSheets.id),
    revision: integer('revision').notNull(),
    events: jsonb('events').notNull().$type<SheetEvent[]>(),
    marks: jsonb('marks').notNull().$type<Record<string, number>>(),
    formAnswers: jsonb('form_answers').notNull().default({}).$type<FormAnswers>(),
    total: doublePrecision('total').notNull(),
    reason: text('reason'),
    byUserId: uuid('by_user_id').references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('competition_sheet_revisions_uq').on(t.sheetId, t.revision)],
);

/**
 * A registration through the competition's public link, waiting for the manager: the registrant
 * as typed, the student they were matched to (null: unmatched) and where that student is, and,
 * once approved, the nomination it became.
 */
export const competitionRegistrations = pgTable(
  'competition_registrations',
  {
    ...owned(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => competitionCategories.id),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    ringId: uuid('ring_id').references(() => rings.id),
    studentId: uuid('student_id').references(() => students.id),
    fullName: text('full_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').notNull().$type<'male' | 'female'>(),
    phone: text('phone').notNull(),
    identityNumber: text('identity_number'),
    /** One registration per contact on the link: the phone's key and the name's. */
    contact: text('contact').notNull(),
    publicConsent: boolean('public_consent').notNull().default(false),
    language: text('language').notNull().default('ar'),
    state: text('state').notNull().default('pending').$type<RegistrationState>(),
    nominationId: uuid('nomination_id').references(() => competitionNominations.id),
    closedAt: at('closed_at'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('competition_registrations_contact_uq').on(t.competitionId, t.contact),
    index('competition_registrations_competition_idx').on(t.competitionId, t.state),
    searchIndex('competition_registrations_search_trgm', t.search),
  ],
);
