/**
 * True for a stored calendar day, 'YYYY-MM-DD', that exists: a text the field could not read
 * is passed on as typed and may have that shape (e.g. a thirteenth month).
 */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * True when a date field holds text it could not read as a day in the chosen calendar (the
 * field then passes the text on as typed, so that it can be corrected rather than lost).
 */
export function isUnreadableDate(value: string | null | undefined): boolean {
  return !!value && !isIsoDay(value);
}

/** The message to show under such a field; undefined when it is empty or a day. */
export function dateTextError(
  value: string | null | undefined,
  t: (key: 'validation.invalidDate') => string,
): string | undefined {
  return isUnreadableDate(value) ? t('validation.invalidDate') : undefined;
}

/** A day for a query ('YYYY-MM-DD'), or nothing while the typed text is not a whole date. */
export function isoDay(v: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
}
