/**
 * Guardians' messages (docs/messages.md). Another module writes to a guardian by calling
 * `enqueueGuardianMessage(ctx, tx, event)` inside the transaction of the act that caused it.
 */
export { enqueueGuardianMessage, type GuardianEvent } from './sender.ts';
