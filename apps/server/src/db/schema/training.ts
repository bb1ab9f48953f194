import type { DrawnQuestion, ExamAnswer } from '@qc/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText } from './columns.ts';
import { users } from './identity.ts';
import {
  centreScopeColumns,
  centres,
  countryColumn,
  employees,
  projects,
  type StoredFileRef,
} from './organisation.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const uuids = (name: string) =>
  uuid(name)
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`);
const texts = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Books of the teacher-training programme (resource `training-books`). */
export const trainingBooks = pgTable(
  'training_books',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    author: text('author'),
    kind: text('kind').notNull().default('tajweed'),
    cover: jsonb('cover').$type<StoredFileRef | null>(),
    file: jsonb('file').$type<StoredFileRef | null>(),
    description: text('description'),
    search: searchText(),
  },
  (t) => [searchIndex('training_books_search_trgm', t.search)],
);

/** The maintained list of section names (resource `training-section-names`). */
export const trainingSectionNames = pgTable(
  'training_section_names',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('training_section_names_name_uq').on(t.name),
    searchIndex('training_section_names_search_trgm', t.search),
  ],
);

/** Sections of a book, in order, bound to ring levels (resource `training-sections`). */
export const trainingSections = pgTable(
  'training_sections',
  {
    ...recordColumns(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => trainingBooks.id),
    nameId: uuid('name_id')
      .notNull()
      .references(() => trainingSectionNames.id),
    title: text('title').notNull(),
    position: integer('position').notNull().default(1),
    levels: texts('levels'),
    description: text('description'),
    search: searchText(),
  },
  (t) => [
    index('training_sections_book_idx').on(t.bookId, t.position),
    searchIndex('training_sections_search_trgm', t.search),
  ],
);

/** Trainee teachers per centre and project (resource `trainees`). */
export const trainees = pgTable(
  'trainees',
  {
    ...recordColumns(),
    ...centreScopeColumns(),
    employeeId: uuid('employee_id').references(() => employees.id),
    name: text('name').notNull(),
    projectId: uuid('project_id').references(() => projects.id),
    enrolledOn: date('enrolled_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('enrolled'),
    currentSectionId: uuid('current_section_id').references(() => trainingSections.id),
    completedSectionIds: uuids('completed_section_ids'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('trainees_centre_idx').on(t.centreId, t.status),
    index('trainees_employee_idx').on(t.employeeId),
    searchIndex('trainees_search_trgm', t.search),
  ],
);

/** The question bank (resource `training-questions`). */
export const trainingQuestions = pgTable(
  'training_questions',
  {
    ...recordColumns(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => trainingSections.id),
    kind: text('kind').notNull().default('single'),
    prompt: text('prompt').notNull(),
    choices: text('choices'),
    correct: text('correct'),
    rubric: text('rubric'),
    difficulty: text('difficulty').notNull().default('medium'),
    marks: integer('marks').notNull().default(1),
    search: searchText(),
  },
  (t) => [
    index('training_questions_section_idx').on(t.sectionId, t.difficulty),
    searchIndex('training_questions_search_trgm', t.search),
  ],
);

/** Test forms (resource `training-test-forms`). */
export const trainingTestForms = pgTable(
  'training_test_forms',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    mode: text('mode').notNull().default('rule'),
    sectionIds: uuids('section_ids'),
    easyPerSection: integer('easy_per_section').notNull().default(0),
    mediumPerSection: integer('medium_per_section').notNull().default(0),
    hardPerSection: integer('hard_per_section').notNull().default(0),
    questionIds: uuids('question_ids'),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    passPercent: integer('pass_percent').notNull().default(60),
    search: searchText(),
  },
  (t) => [searchIndex('training_test_forms_search_trgm', t.search)],
);

/** Exams scheduled for the trainees of a centre (resource `training-exams`). */
export const trainingExams = pgTable(
  'training_exams',
  {
    ...recordColumns(),
    ...centreScopeColumns(),
    title: text('title').notNull(),
    testFormId: uuid('test_form_id')
      .notNull()
      .references(() => trainingTestForms.id),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    status: text('status').notNull().default('scheduled'),
    search: searchText(),
  },
  (t) => [
    index('training_exams_centre_idx').on(t.centreId, t.opensAt),
    searchIndex('training_exams_search_trgm', t.search),
  ],
);

/** Lesson plans, tutorials and scientific lessons (resource `lessons`). */
export const lessons = pgTable(
  'lessons',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('plan'),
    summary: text('summary'),
    body: text('body'),
    sectionId: uuid('section_id').references(() => trainingSections.id),
    levels: texts('levels'),
    centreId: uuid('centre_id').references(() => centres.id),
    videoUrl: text('video_url'),
    attachments: jsonb('attachments')
      .$type<StoredFileRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [
    index('lessons_kind_idx').on(t.kind, t.status),
    searchIndex('lessons_search_trgm', t.search),
  ],
);

/** A question as drawn into a sitting (declared in the domain, `DrawnQuestion`). */
export type { DrawnQuestion };

/**
 * A trainee's sitting of an exam (the workflow's own table): the questions drawn for them, when
 * they started and the deadline the server enforces, and the score once marked.
 */
export const trainingSittings = pgTable(
  'training_sittings',
  {
    id: id(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => trainingExams.id),
    traineeId: uuid('trainee_id')
      .notNull()
      .references(() => trainees.id),
    questionIds: uuids('question_ids'),
    startedAt: at('started_at').notNull().defaultNow(),
    deadlineAt: at('deadline_at').notNull(),
    submittedAt: at('submitted_at'),
    status: text('status').notNull().default('in_progress'),
    score: numeric('score', { precision: 8, scale: 2 }),
    maxScore: integer('max_score').notNull(),
    /**
     * What each drawn question was worth and its answer key when it was drawn: the bank may be
     * edited later without changing how this sitting is marked.
     */
    drawn: jsonb('drawn')
      .$type<DrawnQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('training_sittings_exam_trainee_uq').on(t.examId, t.traineeId),
    index('training_sittings_trainee_idx').on(t.traineeId),
  ],
);

/** One answer of a sitting, with its automatic or human mark. */
export const trainingAnswers = pgTable(
  'training_answers',
  {
    id: id(),
    sittingId: uuid('sitting_id')
      .notNull()
      .references(() => trainingSittings.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => trainingQuestions.id),
    answer: jsonb('answer').$type<ExamAnswer | null>(),
    marks: numeric('marks', { precision: 6, scale: 2 }),
    /** The question's marks in this sitting (from the sitting's snapshot). */
    maxMarks: integer('max_marks').notNull(),
    markedBy: uuid('marked_by').references(() => users.id),
    markedAt: at('marked_at'),
    comment: text('comment'),
    answeredAt: at('answered_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_answers_sitting_question_uq').on(t.sittingId, t.questionId)],
);

/** Thank certificates issued (serial in the issued-documents register). Append-only. */
export const trainingThankCertificates = pgTable(
  'training_thank_certificates',
  {
    id: id(),
    serial: text('serial').notNull(),
    kind: text('kind').notNull(),
    traineeId: uuid('trainee_id').references(() => trainees.id),
    holder: text('holder').notNull(),
    language: text('language').notNull(),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    issuedAt: at('issued_at').notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('training_thank_certificates_serial_uq').on(t.serial),
    index('training_thank_certificates_country_idx').on(t.countryId, t.centreId),
  ],
);
