import type { PhoneValue } from './phone-model.ts';

/** An empty phone field's value. */
export const NO_PHONE: PhoneValue = {
  text: '',
  country: null,
  nationalNumber: '',
  extension: '',
  valid: false,
  possible: false,
  formatted: '',
};

/**
 * What a form sends for a phone field: the international number when the input could build
 * it, the typed text otherwise (the server's schema then answers for it), nothing when empty.
 */
export function phoneOut(value: PhoneValue): string | undefined {
  const text = value.text.trim();
  if (!text) return undefined;
  return value.formatted || text;
}

/** A filled phone field that cannot be a number of its country. */
export const phoneImpossible = (value: PhoneValue) => value.text.trim() !== '' && !value.possible;
