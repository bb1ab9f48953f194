import { describe, expect, it } from 'vitest';
import {
  EXAM_STATUSES_TAKING_SITTINGS,
  examTakesSittings,
  sittingAllows,
  TRAINING_SITTING_LIFECYCLE,
} from './exam-lifecycle.ts';

/** Pins the rules exam.service.ts checked by hand before the lifecycles were declared. */
describe('training exam and sitting lifecycles', () => {
  it('let trainees sit a scheduled exam only', () => {
    expect(examTakesSittings('scheduled')).toBe(true);
    expect(examTakesSittings('cancelled')).toBe(false);
    expect(examTakesSittings('unknown')).toBe(false);
    expect(EXAM_STATUSES_TAKING_SITTINGS).toEqual(['scheduled']);
  });

  it('answer and hand in a sitting in progress; mark one handed in', () => {
    const allowed = (s: string) =>
      TRAINING_SITTING_LIFECYCLE.actionNames.filter((a) => sittingAllows(s, a));
    expect(allowed('in_progress')).toEqual(['answer', 'submit']);
    expect(allowed('submitted')).toEqual(['mark']);
    expect(allowed('marked')).toEqual(['mark']);
    expect(allowed('unknown')).toEqual([]);
    expect(TRAINING_SITTING_LIFECYCLE.actionsFrom(null)).toEqual(['start']);
  });
});
