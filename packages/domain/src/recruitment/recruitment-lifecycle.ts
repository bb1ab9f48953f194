import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * A job posting (docs/jobs-and-recruitment.md), one declaration for server and screens:
 *
 *   (new) ─create─▶ draft ─publish─▶ open ─close─▶ closed ─publish─▶ open (reopened)
 *   open | closed ─fill─▶ filled   (the hire that fills the last position, or by hand)
 *
 * Its public link takes applications only while it is open (and within its dates and quota).
 */
export const POSTING_STATES = ['draft', 'open', 'closed', 'filled'] as const;
export type PostingState = (typeof POSTING_STATES)[number];

export const POSTING_LIFECYCLE = defineLifecycle({
  name: 'job-postings',
  states: POSTING_STATES,
  final: ['filled'],
  actions: {
    create: { from: [null], to: ['draft'], permission: 'job-postings:create' },
    publish: { from: ['draft', 'closed'], to: ['open'], permission: 'job-postings:update' },
    close: { from: ['open'], to: ['closed'], permission: 'job-postings:update' },
    fill: { from: ['open', 'closed'], to: ['filled'], permission: 'job-postings:update' },
  },
});
export type PostingAction = (typeof POSTING_LIFECYCLE.actionNames)[number];

/**
 * An application:
 *
 *   (public link) ─apply─▶ new ─shortlist─▶ shortlisted ─invite (to a round)─▶ interview
 *   interview ─accept (a submitted score sheet)─▶ accepted ─hire (one transaction)─▶ hired
 *   new | shortlisted | interview | accepted ─reject (reason, told to the applicant)─▶ rejected
 *   new | shortlisted | interview | accepted ─withdraw (the applicant's status link)─▶ withdrawn
 */
export const APPLICATION_STATES = [
  'new',
  'shortlisted',
  'interview',
  'accepted',
  'rejected',
  'hired',
  'withdrawn',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The states an application is still open in (a decision is still to come). */
export const OPEN_APPLICATION_STATES: readonly ApplicationState[] = [
  'new',
  'shortlisted',
  'interview',
  'accepted',
];

export const APPLICATION_LIFECYCLE = defineLifecycle({
  name: 'job-applications',
  states: APPLICATION_STATES,
  final: ['rejected', 'hired', 'withdrawn'],
  actions: {
    apply: { from: [null], to: ['new'], permission: 'job-applications:create' },
    shortlist: { from: ['new'], to: ['shortlisted'], permission: 'job-applications:update' },
    invite: {
      from: ['shortlisted'],
      to: ['interview'],
      permission: 'job-applications:update',
    },
    accept: { from: ['interview'], to: ['accepted'], permission: 'job-applications:approve' },
    reject: {
      from: ['new', 'shortlisted', 'interview', 'accepted'],
      to: ['rejected'],
      permission: 'job-applications:update',
      reasonRequired: true,
    },
    hire: { from: ['accepted'], to: ['hired'], permission: 'job-applications:approve' },
    withdraw: {
      from: ['new', 'shortlisted', 'interview', 'accepted'],
      to: ['withdrawn'],
      permission: 'job-applications:update',
      only: 'applicant',
    },
  },
});
export type ApplicationAction = (typeof APPLICATION_LIFECYCLE.actionNames)[number];

/** The actions HR takes from the pipeline's list and board (withdraw is the applicant's). */
export const PIPELINE_ACTIONS = ['shortlist', 'invite', 'accept', 'reject', 'hire'] as const;
export type PipelineAction = (typeof PIPELINE_ACTIONS)[number];

/** A panel member's score sheet: a draft while they mark, then submitted (locked). */
export const SCORE_STATES = ['draft', 'submitted'] as const;
export type ScoreState = (typeof SCORE_STATES)[number];
