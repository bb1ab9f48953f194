import { toLatinDigits } from '../text/arabic-digits.ts';
import { normalizeArabic } from '../text/arabic-normalize.ts';

/**
 * Keys for spotting the same person registered twice: the identity number (digits and
 * letters only), the phone (digits only, the last 9 so +90 5xx and 05xx match) and the
 * Arabic-normalised full name (hamza forms, taa marbuta, diacritics, spaces folded).
 */
export function identityKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = toLatinDigits(value)
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
  return key.length >= 4 ? key : null;
}

export function phoneKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = toLatinDigits(value).replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-9) : null;
}

export function nameKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = normalizeArabic(value).replace(/\s+/g, ' ').trim();
  return key.length > 0 ? key : null;
}

export type DuplicateReason = 'identityNumber' | 'phone' | 'name';

export interface PersonKeys {
  fullName?: string | null;
  identityNumber?: string | null;
  phone?: string | null;
}

/** Why two people look like the same one (empty when they do not). */
export function duplicateReasons(a: PersonKeys, b: PersonKeys): DuplicateReason[] {
  const out: DuplicateReason[] = [];
  const ia = identityKey(a.identityNumber);
  if (ia && ia === identityKey(b.identityNumber)) out.push('identityNumber');
  const pa = phoneKey(a.phone);
  if (pa && pa === phoneKey(b.phone)) out.push('phone');
  const na = nameKey(a.fullName);
  if (na && na === nameKey(b.fullName)) out.push('name');
  return out;
}

/**
 * A name alone is weak evidence (many students share a name); the identity number is
 * strong. A registration is blocked automatically only on the identity number; other
 * matches are shown to the reviewer.
 */
export function isStrongDuplicate(reasons: readonly DuplicateReason[]): boolean {
  return (
    reasons.includes('identityNumber') || (reasons.includes('phone') && reasons.includes('name'))
  );
}
