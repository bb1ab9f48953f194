import type { JobView } from '@qc/domain';
import { describe, expect, it } from 'vitest';
import { jobPercent, laterJobView } from './job-view.ts';

const base: JobView = {
  id: '7d1c3a52-4a8e-4a57-9c55-0a1b2c3d4e5f',
  kind: 'tests.certificates',
  state: 'running',
  done: 10,
  total: 500,
  createdAt: '2026-11-24T22:00:00.000Z',
};

describe('laterJobView', () => {
  it('keeps the furthest progress when a poll answers after an event', () => {
    const event = { ...base, done: 40 };
    const stalePoll = { ...base, done: 12 };
    expect(laterJobView(event, stalePoll).done).toBe(40);
    expect(laterJobView(stalePoll, event).done).toBe(40);
  });

  it('never goes back from a final state', () => {
    const done = { ...base, state: 'succeeded' as const, done: 500, resultName: 'a.pdf' };
    expect(laterJobView(done, { ...base, done: 499 })).toBe(done);
    expect(laterJobView({ ...base, state: 'running' }, { ...base, state: 'queued' }).state).toBe(
      'running',
    );
  });

  it('keeps the result name an event leaves out', () => {
    const polled = { ...base, state: 'succeeded' as const, resultName: 'شهادات.pdf' };
    const event = { ...base, state: 'succeeded' as const };
    expect(laterJobView(polled, event).resultName).toBe('شهادات.pdf');
  });

  it('takes a cancel or a failure over running', () => {
    expect(laterJobView(base, { ...base, state: 'cancelled' }).state).toBe('cancelled');
    expect(laterJobView(base, { ...base, state: 'failed', error: 'jobs.error.failed' }).error).toBe(
      'jobs.error.failed',
    );
  });
});

describe('jobPercent', () => {
  it('is the share done, full once succeeded, 0 without a total', () => {
    expect(jobPercent({ ...base, done: 125, total: 500 })).toBe(25);
    expect(jobPercent({ ...base, state: 'queued', done: 0, total: 0 })).toBe(0);
    expect(jobPercent({ ...base, state: 'succeeded', done: 0, total: 0 })).toBe(100);
  });
});
