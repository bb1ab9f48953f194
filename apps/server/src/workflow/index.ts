/**
 * The workflow kit: module-owned tables' one write path and a declared lifecycle's one
 * transition path (docs/adding-a-workflow.md). A module imports from here, never the files.
 */
export { auditActionIn, auditIn, type ActAudit, type ActBy } from './action-audit.ts';
export { appendEventIn, defineEventTable, type EventTable } from './event-table.ts';
export { actorOf, jobCaller, nobodyCaller } from './nobody.ts';
export { defineOwnedTable, type OwnedTable, type WorkflowEvent } from './owned-table.ts';
export { insertOwned, lockOwned, updateOwned, type OwnedWriteOptions } from './owned-writes.ts';
export {
  createIn,
  holdsOver,
  readVisibility,
  runTransition,
  transitionIn,
  type TransitionOutcome,
  type TransitionSpec,
} from './transition.ts';
