/**
 * Guardians' messages (docs/messages.md). Another module writes to a guardian by calling
 * `enqueueGuardianMessage(ctx, tx, event)` inside the transaction of the act that caused it.
 */
export { enqueueGuardianMessage, type GuardianEvent } from './sender.ts';
/**
 * Donors and applicants (donations' receipts, recruitment's statuses): their public form's
 * consent recorded, and their messages written, each in the transaction of the act.
 */
export {
  enqueueContactMessage,
  recordContactConsent,
  type ContactConsentInput,
  type ContactEvent,
} from './sender.ts';
