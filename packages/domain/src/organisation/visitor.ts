import type { DigitSystem } from '../text/arabic-digits.ts';

/**
 * What the web app needs to write for a visitor who is not signed in (a public form, a
 * registration or giving link) as the organisation writes its public site, e-mails and
 * documents (docs/web-shell.md). Kept apart from its route contract (`visitor.api.ts`): the
 * signed-out app's first script reads it, and carries no schema library.
 */
export const VISITOR_API = {
  /** GET the organisation's defaults for visitors (→ VisitorDefaults); public. */
  defaults: '/api/public/visitor-defaults',
} as const;

export interface VisitorDefaults {
  /**
   * The organisation's digits for Arabic text (its setting), null when it has none: the
   * language's own default then (`surfaceDigits`). English and French are written in Latin.
   */
  digits: DigitSystem | null;
}
