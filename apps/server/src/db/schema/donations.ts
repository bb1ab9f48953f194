import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText, version } from './columns.ts';
import { financeAccounts, financeFunds, journalEntries } from './finance.ts';
import { users } from './identity.ts';
import { centreScopeColumns, countries, employees } from './organisation.ts';
import { rings } from './rings.ts';
import { specialCases, students } from './students.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const minor = (name: string) => bigint(name, { mode: 'number' });

/** Donation types (resource `donation-types`), each bound to a fund and an income account. */
export const donationTypes = pgTable(
  'donation_types',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    category: text('category').notNull().default('general'),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => financeFunds.id),
    incomeAccountId: uuid('income_account_id')
      .notNull()
      .references(() => financeAccounts.id),
    bankAccountId: uuid('bank_account_id').references(() => financeAccounts.id),
    currency: text('currency').notNull(),
    currencies: text('currencies'),
    suggestedAmounts: text('suggested_amounts'),
    minimumAmount: minor('minimum_amount').notNull().default(100),
    targetAmount: minor('target_amount'),
    monthlyAmount: minor('monthly_amount'),
    isPublic: boolean('is_public').notNull().default(false),
    status: text('status').notNull().default('active'),
    /** What the public giving pages say of the type, in the three languages (Arabic required). */
    descriptionAr: text('description_ar'),
    descriptionEn: text('description_en'),
    descriptionFr: text('description_fr'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('donation_types_code_uq').on(t.code),
    searchIndex('donation_types_search_trgm', t.search),
  ],
);

/**
 * Benefactors (resource `benefactors`). A merged duplicate is archived with `merged_into_id`
 * naming the kept record; its donations move to the kept one and its row stays as history.
 */
export const benefactors = pgTable(
  'benefactors',
  {
    ...recordColumns(),
    kind: text('kind').notNull().default('person'),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    countryId: uuid('country_id').references(() => countries.id),
    language: text('language').notNull().default('ar'),
    contactBy: text('contact_by').notNull().default('phone'),
    consent: boolean('consent').notNull().default(false),
    photoConsent: boolean('photo_consent').notNull().default(false),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    mergedIntoId: uuid('merged_into_id'),
    linkId: uuid('link_id'),
    search: searchText(),
  },
  (t) => [
    index('benefactors_email_idx').on(t.email),
    searchIndex('benefactors_search_trgm', t.search),
  ],
);

/** Registration links for benefactors (resource `benefactor-links`). */
export const benefactorLinks = pgTable(
  'benefactor_links',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    description: text('description'),
    donationTypeId: uuid('donation_type_id').references(() => donationTypes.id),
    askEmail: boolean('ask_email').notNull().default(true),
    askCountry: boolean('ask_country').notNull().default(true),
    quota: integer('quota'),
    expiresOn: date('expires_on', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [searchIndex('benefactor_links_search_trgm', t.search)],
);

/** Sponsorship requests (resource `sponsorship-requests`). */
export const sponsorshipRequests = pgTable(
  'sponsorship_requests',
  {
    ...recordColumns(),
    subjectKind: text('subject_kind').notNull().default('student'),
    title: text('title').notNull(),
    studentId: uuid('student_id').references(() => students.id),
    ringId: uuid('ring_id').references(() => rings.id),
    /** A family's request: the special case of the family (its student's case). */
    specialCaseId: uuid('special_case_id').references(() => specialCases.id),
    /** A teacher's request: the teacher's staff record. */
    teacherId: uuid('teacher_id').references(() => employees.id),
    ...centreScopeColumns(),
    donationTypeId: uuid('donation_type_id')
      .notNull()
      .references(() => donationTypes.id),
    currency: text('currency').notNull(),
    monthlyAmount: minor('monthly_amount').notNull(),
    coveredPercent: integer('covered_percent').notNull().default(0),
    status: text('status').notNull().default('open'),
    needsNote: text('needs_note'),
    search: searchText(),
  },
  (t) => [
    index('sponsorship_requests_centre_idx').on(t.centreId),
    searchIndex('sponsorship_requests_search_trgm', t.search),
  ],
);

/**
 * Donations: a one-off gift (frequency `once`) or a pledge with a schedule. The workflow's own
 * table: written by the donations services only. Lies in the centre that receives it.
 */
export const donations = pgTable(
  'donations',
  {
    id: id(),
    benefactorId: uuid('benefactor_id')
      .notNull()
      .references(() => benefactors.id),
    typeId: uuid('type_id')
      .notNull()
      .references(() => donationTypes.id),
    ...centreScopeColumns(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    frequency: text('frequency').notNull().default('once'),
    instalments: integer('instalments'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('active'),
    sponsorshipRequestId: uuid('sponsorship_request_id').references(() => sponsorshipRequests.id),
    source: text('source').notNull().default('office'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Bumped by every write through the workflow kit (apps/server/src/workflow). */
    version: version(),
  },
  (t) => [
    index('donations_benefactor_idx').on(t.benefactorId),
    index('donations_centre_idx').on(t.centreId),
    check('donations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Expected instalments of a donation, one row each; `paid_payment_id` once paid. */
export const donationInstalments = pgTable(
  'donation_instalments',
  {
    id: id(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    seq: integer('seq').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull().default('due'),
    paidPaymentId: uuid('paid_payment_id'),
    remindedAt: at('reminded_at'),
  },
  (t) => [
    uniqueIndex('donation_instalments_seq_uq').on(t.donationId, t.seq),
    index('donation_instalments_due_idx').on(t.dueOn),
  ],
);

/**
 * Payments of donations. A confirmed payment names its ledger entry (posted with the key
 * `donation-payment:<id>`) and its receipt serial; a refund names the reversing entry.
 */
export const donationPayments = pgTable(
  'donation_payments',
  {
    id: id(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    instalmentId: uuid('instalment_id').references(() => donationInstalments.id),
    ...centreScopeColumns(),
    method: text('method').notNull(),
    provider: text('provider').notNull().default('manual'),
    state: text('state').notNull().default('pending'),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    boxId: uuid('box_id').references(() => financeAccounts.id),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    reversalEntryId: uuid('reversal_entry_id').references(() => journalEntries.id),
    serial: text('serial'),
    receiptLanguage: text('receipt_language'),
    refundReason: text('refund_reason'),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: at('confirmed_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Bumped by every write through the workflow kit (apps/server/src/workflow). */
    version: version(),
  },
  (t) => [
    index('donation_payments_donation_idx').on(t.donationId),
    index('donation_payments_centre_idx').on(t.centreId),
    uniqueIndex('donation_payments_reference_uq').on(t.reference),
    check('donation_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The history of a donation: created, paused, resumed, amount changed, cancelled, paid. */
export const donationEvents = pgTable(
  'donation_events',
  {
    id: id(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    action: text('action').notNull(),
    reason: text('reason'),
    detail: text('detail'),
    actorId: uuid('actor_id').references(() => users.id),
    at: at('at').notNull().defaultNow(),
    /** Done by the donor on their own page (signed link), not by staff. */
    byDonor: boolean('by_donor').notNull().default(false),
  },
  (t) => [index('donation_events_donation_idx').on(t.donationId)],
);

/**
 * The donor's signed link (docs/donations.md, "The donor's page"): one row per benefactor who
 * was sent one. A token names the version it was signed with; revoking raises the version, so
 * every link sent before stops working.
 */
export const donorPortalLinks = pgTable('donor_portal_links', {
  benefactorId: uuid('benefactor_id')
    .primaryKey()
    .references(() => benefactors.id),
  version: integer('version').notNull().default(1),
  sentAt: at('sent_at'),
  sentBy: uuid('sent_by').references(() => users.id),
  revokedAt: at('revoked_at'),
});

/** Impact reports sent: one per sponsor and month, so a retried job never sends twice. */
export const impactReportSends = pgTable(
  'impact_report_sends',
  {
    id: id(),
    benefactorId: uuid('benefactor_id')
      .notNull()
      .references(() => benefactors.id),
    month: text('month').notNull(),
    jobId: uuid('job_id'),
    pagesMemorised: text('pages_memorised'),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('impact_report_sends_uq').on(t.benefactorId, t.month)],
);
