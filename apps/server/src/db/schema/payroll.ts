import type { PayslipChange, PayslipLine, PlannedInstalment } from '@qc/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './identity.ts';
import { centreScopeColumns, centres, countryColumn, employees } from './organisation.ts';
import { rings } from './rings.ts';
import { specialCases, students } from './students.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

// ---------------------------------------------------------------------------------------------
// Definitions' tables (written through the resource engine)
// ---------------------------------------------------------------------------------------------

/** Kinds of staff advance (resource advance-types). */
export const advanceTypes = pgTable(
  'advance_types',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    /** Highest amount, minor units of `currency`; null: no ceiling. */
    maxAmount: integer('max_amount'),
    currency: text('currency'),
    maxInstalments: integer('max_instalments').notNull().default(12),
    status: text('status').notNull().default('active'),
    description: text('description'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('advance_types_code_uq').on(t.code),
    searchIndex('advance_types_search_trgm', t.search),
  ],
);

/** The lines of employees' salary profiles (resource salary-components). */
export const salaryComponents = pgTable(
  'salary_components',
  {
    ...recordColumns(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('base'),
    basis: text('basis').notNull().default('fixed'),
    /** Monthly amount or rate per unit, in minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * The days the line pays (inclusive; null: open): a ladder promotion closes the old grade's
     * line the day before its effective date and opens the new one from it.
     */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    index('salary_components_employee_idx').on(t.employeeId),
    index('salary_components_centre_idx').on(t.centreId),
    searchIndex('salary_components_search_trgm', t.search),
  ],
);

/** A centre's monthly fee and sibling discount (resource student-fee-rules). */
export const studentFeeRules = pgTable(
  'student_fee_rules',
  {
    ...recordColumns(),
    ...centreScopeColumns(),
    monthlyFee: integer('monthly_fee').notNull(),
    currency: text('currency').notNull(),
    siblingDiscountPercent: integer('sibling_discount_percent').notNull().default(0),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('student_fee_rules_centre_uq').on(t.centreId),
    searchIndex('student_fee_rules_search_trgm', t.search),
  ],
);

// ---------------------------------------------------------------------------------------------
// Workflows' own tables
// ---------------------------------------------------------------------------------------------

/** A student's fee or stipend of a month; one of each kind per student and month. */
export const studentCharges = pgTable(
  'student_charges',
  {
    id: id(),
    ...centreScopeColumns(),
    ringId: uuid('ring_id').references(() => rings.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    specialCaseId: uuid('special_case_id').references(() => specialCases.id),
    month: text('month').notNull(),
    kind: text('kind').notNull(),
    /** Before the sibling discount; amount = gross - discount. Minor units of `currency`. */
    gross: integer('gross').notNull(),
    discount: integer('discount').notNull().default(0),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Sum of the payments (kept with each payment, in the same transaction). */
    paid: integer('paid').notNull().default(0),
    entryId: uuid('entry_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
    /** Bumped by every write through the workflow kit (apps/server/src/workflow). */
    version: version(),
  },
  (t) => [
    uniqueIndex('student_charges_student_month_kind_uq').on(t.studentId, t.month, t.kind),
    index('student_charges_centre_month_idx').on(t.centreId, t.month),
    index('student_charges_ring_month_idx').on(t.ringId, t.month),
  ],
);

/** A payment against a charge (a family's fee paid, a stipend handed over). Append-only. */
export const studentPayments = pgTable(
  'student_payments',
  {
    id: id(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => studentCharges.id),
    ...centreScopeColumns(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    entryId: uuid('entry_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [index('student_payments_charge_idx').on(t.chargeId)],
);

/** An advance to an employee and the state its plan is derived from (`advancePlan`). */
export const advances = pgTable(
  'advances',
  {
    ...recordColumns(),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    typeId: uuid('type_id')
      .notNull()
      .references(() => advanceTypes.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    grantedOn: date('granted_on', { mode: 'string' }).notNull(),
    instalments: integer('instalments').notNull(),
    startMonth: text('start_month').notNull(),
    outstanding: integer('outstanding').notNull(),
    remainingInstalments: integer('remaining_instalments').notNull(),
    nextMonth: text('next_month').notNull(),
    skippedMonths: text('skipped_months')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by').references(() => users.id),
    search: searchText(),
  },
  (t) => [
    index('advances_employee_idx').on(t.employeeId, t.status),
    index('advances_centre_idx').on(t.centreId),
  ],
);

/** Every change of an advance's plan, with its reason and the plan before and after. Append-only. */
export const advanceEvents = pgTable(
  'advance_events',
  {
    id: id(),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => advances.id),
    kind: text('kind').notNull(),
    month: text('month'),
    amount: integer('amount'),
    reason: text('reason'),
    planBefore: jsonb('plan_before').$type<PlannedInstalment[]>().notNull(),
    planAfter: jsonb('plan_after').$type<PlannedInstalment[]>().notNull(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
  },
  (t) => [index('advance_events_advance_idx').on(t.advanceId, t.at)],
);

/** A repayment of an advance, by salary deduction (a payroll run) or in cash. Append-only. */
export const advanceRepayments = pgTable(
  'advance_repayments',
  {
    id: id(),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => advances.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    month: text('month').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    payrollRunId: uuid('payroll_run_id').references(() => payrollRuns.id),
    entryId: uuid('entry_id'),
    notes: text('notes'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    index('advance_repayments_advance_idx').on(t.advanceId),
    // A run deducts an advance once.
    uniqueIndex('advance_repayments_run_uq')
      .on(t.payrollRunId, t.advanceId)
      .where(sql`payroll_run_id is not null`),
  ],
);

/** A month's payroll of one centre, or of a whole country (centre_id null). */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: id(),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    month: text('month').notNull(),
    fixed30: boolean('fixed_30').notNull().default(false),
    status: text('status').notNull().default('draft'),
    currency: text('currency').notNull(),
    employees: integer('employees').notNull().default(0),
    // Totals of a country's run exceed 32 bits in minor units: 64-bit, read as numbers.
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    deductions: bigint('deductions', { mode: 'number' }).notNull().default(0),
    advanceDeduction: bigint('advance_deduction', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    /** The background job computing a country's run (no foreign key: jobs are swept). */
    jobId: uuid('job_id'),
    entryId: uuid('entry_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
    approvedAt: at('approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id),
    postedAt: at('posted_at'),
    postedBy: uuid('posted_by').references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('payroll_runs_centre_month_uq')
      .on(t.centreId, t.month)
      .where(sql`centre_id is not null`),
    uniqueIndex('payroll_runs_country_month_uq')
      .on(t.countryId, t.month)
      .where(sql`centre_id is null`),
    index('payroll_runs_country_idx').on(t.countryId, t.month),
  ],
);

/** One employee's payslip of a run: the lines computed and what changed since last month. */
export const payslips = pgTable(
  'payslips',
  {
    id: id(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    gross: integer('gross').notNull(),
    deductions: integer('deductions').notNull(),
    advanceDeduction: integer('advance_deduction').notNull(),
    net: integer('net').notNull(),
    previousNet: integer('previous_net'),
    lines: jsonb('lines').$type<PayslipLine[]>().notNull(),
    changes: jsonb('changes').$type<PayslipChange[]>().notNull(),
    advanceTaken: jsonb('advance_taken')
      .$type<Array<{ advanceId: string; amount: number }>>()
      .notNull(),
    serial: text('serial'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payslips_run_employee_uq').on(t.runId, t.employeeId),
    index('payslips_employee_month_idx').on(t.employeeId, t.month),
  ],
);
