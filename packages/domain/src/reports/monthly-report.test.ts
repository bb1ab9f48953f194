import { describe, expect, it } from 'vitest';
import {
  completenessOf,
  MONTHLY_REPORT_LIFECYCLE,
  monthEnded,
  monthlyReportDue,
} from './monthly-report.ts';

describe('the monthly report', () => {
  it('is due on the fifth of the next month, across the year', () => {
    expect(monthlyReportDue('2026-10')).toBe('2026-11-05');
    expect(monthlyReportDue('2026-12')).toBe('2027-01-05');
  });

  it('exists only for a month that has ended', () => {
    expect(monthEnded('2026-10', '2026-11-01')).toBe(true);
    expect(monthEnded('2026-11', '2026-11-30')).toBe(false);
    expect(monthEnded('2026-12', '2026-11-30')).toBe(false);
  });

  it('stands on time or late by its first submission, missing only after the due day', () => {
    expect(completenessOf('2026-10', '2026-11-05T23:00:00Z', '2026-12-01')).toBe('on-time');
    expect(completenessOf('2026-10', '2026-11-06T08:00:00Z', '2026-12-01')).toBe('late');
    expect(completenessOf('2026-10', null, '2026-11-05')).toBe('pending');
    expect(completenessOf('2026-10', null, '2026-11-06')).toBe('missing');
  });

  it('is locked once approved: only the approver reopens it, with a reason', () => {
    expect(MONTHLY_REPORT_LIFECYCLE.actionsFrom('approved')).toEqual(['reopen']);
    expect(MONTHLY_REPORT_LIFECYCLE.actions.reopen.reasonRequired).toBe(true);
    expect(MONTHLY_REPORT_LIFECYCLE.actions.return.reasonRequired).toBe(true);
    expect(MONTHLY_REPORT_LIFECYCLE.actionsFrom('returned')).toEqual(['submit']);
  });
});
