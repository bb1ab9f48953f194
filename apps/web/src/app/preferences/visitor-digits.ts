import { surfaceDigits, type DigitSystem } from '@qc/domain/text/arabic-digits';
import { STORAGE } from '../config.ts';
import { localStore, prefKey } from '../storage/local-store.ts';

/** Someone reading without a session: the language shown and the organisation's digits. */
export interface Visitor {
  locale: string;
  /** The organisation's setting (GET /api/public/visitor-defaults), null when it has none. */
  organisation: DigitSystem | null;
}

/**
 * The digits the screens are written in: a signed-in user's own choice (the preferences,
 * saved to their account); a visitor's (no session: a public form, the giving page, a
 * registration link) are the organisation's for Arabic and Latin for English and French
 * (`surfaceDigits`), as the public site, e-mails and documents write them.
 */
export function readerDigits(chosen: DigitSystem, visitor: Visitor | null): DigitSystem {
  return visitor ? surfaceDigits(visitor.locale, visitor.organisation) : chosen;
}

/** The organisation's digits for visitors as last read, so a visit starts in them. */
const ORGANISATION_DIGITS = prefKey('organisation-digits');

export function storedOrganisationDigits(): DigitSystem | null {
  const v = localStore.get(ORGANISATION_DIGITS);
  return v === 'arab' || v === 'latn' ? v : null;
}

export function storeOrganisationDigits(digits: DigitSystem | null): void {
  if (digits) localStore.set(ORGANISATION_DIGITS, digits);
  else localStore.remove(ORGANISATION_DIGITS);
}

/** Before the first screen: a visitor when no session is stored, else null (a user). */
export function visitorAtStart(locale: string): Visitor | null {
  return localStore.get(STORAGE.accessToken)
    ? null
    : { locale, organisation: storedOrganisationDigits() };
}
