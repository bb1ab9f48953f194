import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  checkStatusChange,
  isFinalStatus,
  STUDENT_STATUSES,
} from './student-lifecycle.ts';

describe('student lifecycle', () => {
  it('follows applicant → accepted → active ⇄ suspended → graduated | withdrawn', () => {
    expect(checkStatusChange('applicant', 'accepted', 'interview passed')).toEqual({ ok: true });
    expect(checkStatusChange('accepted', 'active', 'placed in ring')).toEqual({ ok: true });
    expect(checkStatusChange('active', 'suspended', 'travelling')).toEqual({ ok: true });
    expect(checkStatusChange('suspended', 'active', 'back home')).toEqual({ ok: true });
    expect(checkStatusChange('active', 'graduated', 'completed the Quran')).toEqual({ ok: true });
    expect(checkStatusChange('suspended', 'withdrawn', 'moved away')).toEqual({ ok: true });
  });
  it('refuses skipping steps and leaving final states', () => {
    expect(checkStatusChange('applicant', 'active', 'why not')).toMatchObject({
      code: 'students.statusTransitionRefused',
    });
    expect(checkStatusChange('graduated', 'active', 'again')).toMatchObject({ ok: false });
    expect(checkStatusChange('withdrawn', 'accepted', 'again')).toMatchObject({ ok: false });
    expect(checkStatusChange('applicant', 'graduated', 'no')).toMatchObject({ ok: false });
  });
  it('requires a reason, a real status and a change', () => {
    expect(checkStatusChange('active', 'suspended', '  ')).toMatchObject({
      code: 'students.reasonRequired',
    });
    expect(checkStatusChange('active', 'sleeping', 'x y z')).toMatchObject({
      code: 'students.statusUnknown',
    });
    expect(checkStatusChange('active', 'active', 'x y z')).toMatchObject({
      code: 'students.statusUnchanged',
    });
  });
  it('has exactly two final states', () => {
    expect(STUDENT_STATUSES.filter(isFinalStatus)).toEqual(['graduated', 'withdrawn']);
    expect(allowedTransitions('active')).toContain('suspended');
  });
});
