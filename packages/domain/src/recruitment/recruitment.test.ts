import { describe, expect, it } from 'vitest';
import { checkAnswers } from '../forms/scoring.ts';
import {
  APPLICATION_LIFECYCLE,
  APPLICATION_STATES,
  POSTING_LIFECYCLE,
} from './recruitment-lifecycle.ts';
import {
  applicantKeys,
  applicationTemplate,
  computeFunnel,
  rankCandidates,
  roundScore,
  scoreSheetTemplate,
} from './recruitment.ts';
import { formDefinitionSchema } from '../forms/form-definition.ts';
import { scoreForm } from '../forms/scoring.ts';

describe('recruitment rules', () => {
  it('keys one phone or e-mail typed two ways as one contact, and the identity number', () => {
    expect(
      applicantKeys({ phone: '+٩٠ ٥٣٢-١١١ ٠٠٠١', email: ' A@B.org ', identityNumber: 'tr 12-34' }),
    ).toEqual({
      phoneKey: '+905321110001',
      emailKey: 'a@b.org',
      identityKey: 'TR1234',
    });
    expect(applicantKeys({ phone: '00905321110001' }).phoneKey).toBe('+905321110001');
  });

  it('moves applications only as the pipeline allows', () => {
    expect(APPLICATION_LIFECYCLE.actionsFrom('new')).toEqual(['shortlist', 'reject', 'withdraw']);
    expect(APPLICATION_LIFECYCLE.can('new', 'accept')).toBe(false);
    expect(APPLICATION_LIFECYCLE.can('shortlisted', 'hire')).toBe(false);
    expect(APPLICATION_LIFECYCLE.can('accepted', 'hire')).toBe(true);
    for (const s of ['hired', 'rejected', 'withdrawn'] as const)
      expect(APPLICATION_LIFECYCLE.actionsFrom(s)).toEqual([]);
    expect(APPLICATION_LIFECYCLE.actions.reject.reasonRequired).toBe(true);
    expect(POSTING_LIFECYCLE.actionsFrom('filled')).toEqual([]);
  });

  it('starts from templates the form builder accepts, the recitation test weighing most', () => {
    for (const lang of ['ar', 'en', 'fr'] as const) {
      expect(formDefinitionSchema.safeParse(applicationTemplate(lang)).success).toBe(true);
      expect(formDefinitionSchema.safeParse(scoreSheetTemplate(lang)).success).toBe(true);
    }
    const sheet = scoreSheetTemplate('en');
    const full = {
      recitation: { value: 10 },
      tajweed: { value: 0 },
      teaching: { value: 0 },
      conduct: { value: 0 },
    };
    // Weights 3, 2, 2, 1: a perfect recitation alone is 3/8 of the score.
    expect(scoreForm(sheet, full).percent).toBe(37.5);
    expect(
      checkAnswers(applicationTemplate('en'), {}, { complete: true }).map((i) => i.questionId),
    ).toEqual(['juz', 'ijazah', 'riwaya', 'consent']);
  });

  it('scores a round as the mean of the submitted sheets and ranks with shared places', () => {
    expect(roundScore([])).toBeNull();
    expect(roundScore([80, 70, 75.5])).toBe(75.17);
    const ranked = rankCandidates([
      { applicationId: 'c', score: 70 },
      { applicationId: 'a', score: null },
      { applicationId: 'b', score: 90 },
      { applicationId: 'd', score: 70 },
    ]);
    expect(ranked.map((r) => [r.applicationId, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['a', null],
    ]);
  });

  it('counts a posting’s funnel: states, reached, days in each, sources', () => {
    const f = computeFunnel(
      {
        applications: [
          { id: '1', state: 'hired', submittedAt: '2026-01-01T00:00:00Z', source: 'site' },
          { id: '2', state: 'new', submittedAt: '2026-01-05T00:00:00Z', source: 'poster' },
          { id: '3', state: 'rejected', submittedAt: '2026-01-01T00:00:00Z', source: 'site' },
        ],
        events: [
          { applicationId: '1', toState: 'shortlisted', at: '2026-01-03T00:00:00Z' },
          { applicationId: '1', toState: 'interview', at: '2026-01-04T00:00:00Z' },
          { applicationId: '1', toState: 'accepted', at: '2026-01-08T00:00:00Z' },
          { applicationId: '1', toState: 'hired', at: '2026-01-09T00:00:00Z' },
          { applicationId: '3', toState: 'rejected', at: '2026-01-02T00:00:00Z' },
        ],
        now: '2026-01-07T00:00:00Z',
      },
      APPLICATION_STATES,
    );
    expect(f.total).toBe(3);
    expect(f.byState).toMatchObject({ hired: 1, new: 1, rejected: 1, shortlisted: 0 });
    expect(f.reached).toMatchObject({
      new: 3,
      shortlisted: 1,
      interview: 1,
      hired: 1,
      rejected: 1,
    });
    // new: 2 days (1), 2 days (2, until now), 1 day (3) → 1.7; interview: 4 days.
    expect(f.meanDays.new).toBe(1.7);
    expect(f.meanDays.interview).toBe(4);
    expect(f.meanDays.hired).toBeNull();
    expect(f.sources).toEqual([
      { source: 'site', count: 2 },
      { source: 'poster', count: 1 },
    ]);
  });
});
