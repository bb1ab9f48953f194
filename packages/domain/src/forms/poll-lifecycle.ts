import { defineLifecycle } from '../workflow/lifecycle.ts';
import type { PollStatus } from './polls.api.ts';

/**
 * The life of a poll (docs/polls.md), one state machine for server and screens:
 *
 *   (new) → draft            create   (forms:create)
 *   draft | closed → open    publish  (forms:update; the link must be publishable: its period
 *                                      not over; publishing a closed poll reopens it)
 *   open → closed            close    (forms:update)
 *   draft | closed → same    archive  (forms:delete; an open link is closed first)
 *   draft | closed → same    restore  (forms:delete; a removed form back in the lists)
 *
 * Archiving leaves the status as it is: it sets the poll's `archivedAt`, which takes it out of
 * the lists, the log and its public link (its versions and answers are kept).
 */
export const POLL_LIFECYCLE = defineLifecycle({
  name: 'forms',
  states: ['draft', 'open', 'closed'] satisfies readonly PollStatus[],
  actions: {
    create: { from: [null], to: ['draft'], permission: 'forms:create' },
    publish: { from: ['draft', 'closed'], to: ['open'], permission: 'forms:update' },
    close: { from: ['open'], to: ['closed'], permission: 'forms:update' },
    archive: { from: ['draft', 'closed'], to: ['draft', 'closed'], permission: 'forms:delete' },
    restore: { from: ['draft', 'closed'], to: ['draft', 'closed'], permission: 'forms:delete' },
  },
});

export type PollAction = (typeof POLL_LIFECYCLE.actionNames)[number];
