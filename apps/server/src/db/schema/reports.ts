import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { MonthlyFigures, MonthlyReportLevel, MonthlyReportState } from '@qc/domain';
import { id, searchIndex, searchText } from './columns.ts';
import { users } from './identity.ts';
import { centres, countries } from './organisation.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A monthly report: a centre's, a country's or the organisation's, for one month (one row per
 * place and month). Its figures are frozen in `figures` when it is submitted; its narrative is
 * the manager's. Written only through the workflow kit (`MONTHLY_REPORT_LIFECYCLE`).
 */
export const monthlyReports = pgTable(
  'monthly_reports',
  {
    id: id(),
    level: text('level').notNull().$type<MonthlyReportLevel>(),
    month: text('month').notNull(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    state: text('state').notNull().default('draft').$type<MonthlyReportState>(),
    achievements: text('achievements').notNull().default(''),
    problems: text('problems').notNull().default(''),
    needs: text('needs').notNull().default(''),
    /** The registry's figures as they were at the last submission (null before). */
    figures: jsonb('figures').$type<MonthlyFigures>(),
    submittedBy: uuid('submitted_by').references(() => users.id),
    submittedAt: at('submitted_at'),
    /** The first submission, for the completeness board (on time or late). */
    firstSubmittedAt: at('first_submitted_at'),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    /** Why it was last returned or reopened. */
    returnReason: text('return_reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    search: searchText(),
  },
  (t) => [
    unique('monthly_reports_place_uq')
      .on(t.level, t.month, t.countryId, t.centreId)
      .nullsNotDistinct(),
    index('monthly_reports_month_idx').on(t.month, t.state),
    searchIndex('monthly_reports_search_trgm', t.search),
  ],
);

/** Every move of a monthly report (the kit's event rows), append-only. */
export const monthlyReportEvents = pgTable(
  'monthly_report_events',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => monthlyReports.id),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
    reason: text('reason'),
  },
  (t) => [index('monthly_report_events_report_idx').on(t.reportId, t.at)],
);
