import { describe, expect, it } from 'vitest';
import {
  canTestTransition,
  retestAllowedFrom,
  TEST_REQUEST_STATES,
  TEST_TRANSITIONS,
  testActionsFrom,
} from './test-lifecycle.ts';

describe('test request lifecycle', () => {
  it('walks requested → approved → scheduled → taken → passed → certified', () => {
    expect(canTestTransition(null, 'request')).toBe(true);
    expect(canTestTransition('requested', 'approve')).toBe(true);
    expect(canTestTransition('approved', 'schedule')).toBe(true);
    expect(canTestTransition('scheduled', 'submit-result')).toBe(true);
    expect(canTestTransition('taken', 'approve-result')).toBe(true);
    expect(canTestTransition('passed', 'issue-certificate')).toBe(true);
  });

  it('refuses skipping a step and any action from a final state', () => {
    expect(canTestTransition('requested', 'schedule')).toBe(false);
    expect(canTestTransition('approved', 'submit-result')).toBe(false);
    expect(canTestTransition('taken', 'issue-certificate')).toBe(false);
    expect(canTestTransition('failed', 'issue-certificate')).toBe(false);
    for (const s of ['rejected', 'failed', 'certified', 'cancelled', 'no-show'] as const)
      expect(testActionsFrom(s)).toEqual([]);
  });

  it('asks a reason for reject, cancel, no-show and return', () => {
    expect(TEST_TRANSITIONS.reject.reasonRequired).toBe(true);
    expect(TEST_TRANSITIONS.cancel.reasonRequired).toBe(true);
    expect(TEST_TRANSITIONS['no-show'].reasonRequired).toBe(true);
    expect(TEST_TRANSITIONS['return-result'].reasonRequired).toBe(true);
    expect(TEST_TRANSITIONS.approve.reasonRequired).toBe(false);
  });

  it('names only known states', () => {
    for (const t of Object.values(TEST_TRANSITIONS)) {
      for (const s of t.to) expect(TEST_REQUEST_STATES).toContain(s);
      for (const s of t.from) if (s !== null) expect(TEST_REQUEST_STATES).toContain(s);
    }
  });

  it('counts the waiting period in days from the test', () => {
    expect(retestAllowedFrom('2026-01-30', 14)).toBe('2026-02-13');
    expect(retestAllowedFrom('2026-01-30', 0)).toBe('2026-01-30');
  });
});
