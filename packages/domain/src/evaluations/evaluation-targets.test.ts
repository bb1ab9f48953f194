import { describe, expect, it } from 'vitest';
import { canEvaluationTransition, EVALUATION_LIFECYCLE } from './evaluation-lifecycle.ts';
import { EVALUATION_TARGETS, isOverdue, scoreBandOf } from './evaluation-targets.ts';
import { evaluationParagraphsResource } from './paragraphs.resource.ts';

describe('evaluation lifecycle', () => {
  it('allows filling until submitted, deciding only once submitted', () => {
    expect(canEvaluationTransition('requested', 'save')).toBe(true);
    expect(canEvaluationTransition('returned', 'submit')).toBe(true);
    expect(canEvaluationTransition('submitted', 'save')).toBe(false);
    expect(canEvaluationTransition('approved', 'save')).toBe(false);
    expect(canEvaluationTransition('in-progress', 'approve')).toBe(false);
    expect(canEvaluationTransition('submitted', 'return')).toBe(true);
    expect(canEvaluationTransition('approved', 'return')).toBe(false);
  });

  it('is declared with the workflow kit: one creating action, the self-evaluation closed once submitted', () => {
    expect(EVALUATION_LIFECYCLE.actionsFrom(null)).toEqual(['request']);
    expect(canEvaluationTransition('returned', 'save-self')).toBe(true);
    expect(canEvaluationTransition('submitted', 'save-self')).toBe(false);
    // Saving a self-evaluation keeps the state the evaluator left it in.
    expect(EVALUATION_LIFECYCLE.leadsTo('save-self', 'requested')).toBe(true);
    expect(EVALUATION_LIFECYCLE.leadsTo('save-self', 'submitted')).toBe(false);
    expect(EVALUATION_LIFECYCLE.actions.return.reasonRequired).toBe(true);
    expect(EVALUATION_LIFECYCLE.isFinal('approved')).toBe(true);
  });

  it('flags as overdue what is not submitted after its date', () => {
    expect(isOverdue('in-progress', '2026-11-01', '2026-11-02')).toBe(true);
    expect(isOverdue('in-progress', '2026-11-02', '2026-11-02')).toBe(false);
    expect(isOverdue('submitted', '2026-11-01', '2026-11-02')).toBe(false);
    expect(isOverdue('approved', '2026-11-01', '2026-11-02')).toBe(false);
  });

  it('puts every percentage in one band', () => {
    expect(scoreBandOf(0)).toBe('weak');
    expect(scoreBandOf(49.99)).toBe('weak');
    expect(scoreBandOf(50)).toBe('fair');
    expect(scoreBandOf(84.9)).toBe('good');
    expect(scoreBandOf(100)).toBe('excellent');
  });

  it('describes every target by a resource and labels in three languages', () => {
    for (const t of Object.values(EVALUATION_TARGETS)) {
      expect(t.resource).toBeTruthy();
      expect(Object.keys(t.label.plural).sort()).toEqual(['ar', 'en', 'fr']);
    }
  });

  it('offers every target kind to the criteria, from the one list', () => {
    const field = evaluationParagraphsResource.fields['target'];
    expect(field?.kind === 'enum' ? field.values : []).toEqual(Object.keys(EVALUATION_TARGETS));
  });
});
