import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  checkStatusChange,
  isFinalStatus,
  STUDENT_LIFECYCLE,
  STUDENT_STATUS_CHANGE_PERMISSION,
  STUDENT_STATUSES,
  studentActionFor,
} from './student-lifecycle.ts';

describe('student lifecycle', () => {
  it('follows applicant → accepted → active ⇄ suspended → graduated | withdrawn', () => {
    expect(checkStatusChange('applicant', 'accepted', 'interview passed')).toEqual({
      ok: true,
      action: 'accept',
    });
    expect(checkStatusChange('accepted', 'active', 'placed in ring')).toEqual({
      ok: true,
      action: 'start',
    });
    expect(checkStatusChange('active', 'suspended', 'travelling')).toEqual({
      ok: true,
      action: 'suspend',
    });
    expect(checkStatusChange('suspended', 'active', 'back home')).toEqual({
      ok: true,
      action: 'resume',
    });
    expect(checkStatusChange('active', 'graduated', 'completed the Quran')).toEqual({
      ok: true,
      action: 'graduate',
    });
    expect(checkStatusChange('suspended', 'withdrawn', 'moved away')).toEqual({
      ok: true,
      action: 'withdraw',
    });
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
  it('is declared once: the changes offered from each status are the former table', () => {
    expect(Object.fromEntries(STUDENT_STATUSES.map((s) => [s, allowedTransitions(s)]))).toEqual({
      applicant: ['accepted', 'withdrawn'],
      accepted: ['active', 'withdrawn'],
      active: ['suspended', 'graduated', 'withdrawn'],
      suspended: ['active', 'graduated', 'withdrawn'],
      graduated: [],
      withdrawn: [],
    });
    for (const from of STUDENT_STATUSES)
      for (const to of STUDENT_STATUSES) {
        const through = STUDENT_LIFECYCLE.actionsFrom(from).filter((a) =>
          STUDENT_LIFECYCLE.leadsTo(a, to),
        );
        expect(through.length, `${from} → ${to}`).toBeLessThanOrEqual(1);
        expect(studentActionFor(from, to)).toBe(through[0] ?? null);
      }
  });
  it('asks every change for a reason and the permission of the status route', () => {
    for (const a of STUDENT_LIFECYCLE.actionNames) {
      if (STUDENT_LIFECYCLE.can(null, a)) continue;
      expect(STUDENT_LIFECYCLE.actions[a]).toMatchObject({
        permission: STUDENT_STATUS_CHANGE_PERMISSION,
        reasonRequired: true,
      });
    }
    expect(allowedTransitions('active', () => false)).toEqual([]);
    expect(allowedTransitions('active', (p) => p === STUDENT_STATUS_CHANGE_PERMISSION)).toEqual([
      'suspended',
      'graduated',
      'withdrawn',
    ]);
  });
});
