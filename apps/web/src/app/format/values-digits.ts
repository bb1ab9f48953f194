/**
 * A message's values with their numbers written in the reader's digits ("٥ أحرف"), for
 * messages whose numbers come as values (a check's minimum, a contestant's number). `count`
 * stays a number: the message's plural form is chosen from it (the counted noun's own text
 * writes its digits, see `useCount`).
 */
export function valuesInDigits<V extends Record<string, unknown>>(
  values: V | undefined,
  digits: (n: number) => string,
): Record<string, unknown> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'number' && k !== 'count' ? digits(v) : v,
    ]),
  );
}
