/** Today in the device's time zone (not UTC's), as 'YYYY-MM-DD'. */
export function todayIso(): string {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
