import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * The life of a competition, one declaration for server and screens:
 *
 *   (new) ─create─▶ draft ─open-registration─▶ registration ─start-judging (the draw)─▶ judging
 *     ─close-judging─▶ provisional ─approve (freezes the ranking)─▶ approved ─publish─▶ published
 *     ─archive─▶ archived;  provisional ─reopen (reason)─▶ judging
 *
 * Approving needs every sheet submitted and every divergence resolved; publishing needs the
 * approval (the public page shows only published results).
 */
export const COMPETITION_STATES = [
  'draft',
  'registration',
  'judging',
  'provisional',
  'approved',
  'published',
  'archived',
] as const;
export type CompetitionState = (typeof COMPETITION_STATES)[number];

export const COMPETITION_LIFECYCLE = defineLifecycle({
  name: 'competitions',
  states: COMPETITION_STATES,
  final: ['archived'],
  actions: {
    create: { from: [null], to: ['draft'], permission: 'competitions:create' },
    'open-registration': {
      from: ['draft'],
      to: ['registration'],
      permission: 'competitions:update',
    },
    'start-judging': { from: ['registration'], to: ['judging'], permission: 'competitions:update' },
    'close-judging': { from: ['judging'], to: ['provisional'], permission: 'competitions:update' },
    reopen: {
      from: ['provisional'],
      to: ['judging'],
      permission: 'competitions:update',
      reasonRequired: true,
    },
    approve: { from: ['provisional'], to: ['approved'], permission: 'competitions:approve' },
    publish: { from: ['approved'], to: ['published'], permission: 'competitions:approve' },
    archive: { from: ['published'], to: ['archived'], permission: 'competitions:update' },
  },
});
export type CompetitionAction = (typeof COMPETITION_LIFECYCLE.actionNames)[number];

/** States in which a category's rule set may still change (judging has not started). */
export const RULES_EDITABLE: readonly CompetitionState[] = ['draft', 'registration'];
/** States in which centres nominate. */
export const NOMINATION_OPEN: readonly CompetitionState[] = ['draft', 'registration'];
/** States in which judges fill and correct sheets. */
export const JUDGING_OPEN: readonly CompetitionState[] = ['judging', 'provisional'];
/** States whose ranking is frozen (stored at approval). */
export const RESULTS_FROZEN: readonly CompetitionState[] = ['approved', 'published', 'archived'];

/**
 * A nomination: made by a centre (checked against the category's rules, or overriding named
 * rules with a reason by a higher role), withdrawn with a reason before judging starts.
 */
export const NOMINATION_STATES = ['accepted', 'withdrawn'] as const;
export type NominationState = (typeof NOMINATION_STATES)[number];

export const NOMINATION_LIFECYCLE = defineLifecycle({
  name: 'competition-nominations',
  states: NOMINATION_STATES,
  final: ['withdrawn'],
  actions: {
    nominate: { from: [null], to: ['accepted'], permission: 'competition-nominations:create' },
    withdraw: {
      from: ['accepted'],
      to: ['withdrawn'],
      permission: 'competition-nominations:update',
      reasonRequired: true,
    },
  },
});
export type NominationAction = (typeof NOMINATION_LIFECYCLE.actionNames)[number];

/**
 * A judge's sheet for one contestant: a draft while they tap, submitted (then locked), and
 * corrected only by a proposed correction with a reason that the head judge approves (a new
 * revision) or rejects.
 */
export const SHEET_STATES = ['draft', 'submitted', 'correction'] as const;
export type SheetState = (typeof SHEET_STATES)[number];

export const SHEET_LIFECYCLE = defineLifecycle({
  name: 'competition-sheets',
  states: SHEET_STATES,
  actions: {
    open: { from: [null], to: ['draft'], permission: 'competitions:examine', only: 'panel-judge' },
    submit: {
      from: ['draft'],
      to: ['submitted'],
      permission: 'competitions:examine',
      only: 'sheet-judge',
    },
    'propose-correction': {
      from: ['submitted'],
      to: ['correction'],
      permission: 'competitions:examine',
      reasonRequired: true,
      only: 'sheet-judge',
    },
    'approve-correction': {
      from: ['correction'],
      to: ['submitted'],
      permission: 'competitions:examine',
      only: 'head-judge',
    },
    'reject-correction': {
      from: ['correction'],
      to: ['submitted'],
      permission: 'competitions:examine',
      reasonRequired: true,
      only: 'head-judge',
    },
  },
});
export type SheetAction = (typeof SHEET_LIFECYCLE.actionNames)[number];
