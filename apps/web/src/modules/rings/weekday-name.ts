/** The name of a weekday (0 Sunday … 6 Saturday) in a language. */
export function weekdayName(day: number, intl: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intl, { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}
