import { toLatinDigits } from '@qc/domain';

/** Phones are stored as `+` and digits only, Latin digits. */
export function normalisePhone(phone: string): string {
  const latin = toLatinDigits(phone.trim());
  const plus = latin.startsWith('+') || latin.startsWith('00');
  const digits = latin.replace(/\D/g, '').replace(/^00/, '');
  return plus ? `+${digits}` : digits;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A sign-in identifier is an e-mail when it holds an @, otherwise a phone number. */
export function parseIdentifier(identifier: string) {
  return identifier.includes('@')
    ? { kind: 'email' as const, value: normaliseEmail(identifier) }
    : { kind: 'phone' as const, value: normalisePhone(identifier) };
}
