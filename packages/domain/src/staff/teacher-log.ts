/**
 * The teacher log: a member of staff's daily presence, recorded from their phone (the time is the
 * server's). When the centre's map link gives its coordinates, the phone's location is checked
 * against them: farther than the tolerance, the check-in is recorded as outside (never silently
 * accepted, never refused: the supervisor sees it). See docs/work-sheets-and-ladder.md.
 */

/** How far from the centre a check-in still counts as at the centre, in metres. */
export const LOCATION_TOLERANCE_M = 200;

/** Minutes after the first timetabled session an arrival counts as late. */
export const LATE_AFTER_MINUTES = 10;

/** `qr`: checked in with the code shown at the centre that day (docs/work-sheets-and-ladder.md). */
export const LOG_LOCATION_STATES = [
  'at-centre',
  'outside',
  'unknown',
  'not-required',
  'qr',
] as const;
export type LogLocationState = (typeof LOG_LOCATION_STATES)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

/** The coordinates in a centre's map link (`…@41.01,28.97…`, `?q=41.01,28.97`), if any. */
export function coordinatesOf(link: string | null | undefined): LatLng | null {
  if (!link) return null;
  const m = /(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)/.exec(link);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The distance between two points on the earth, in metres (haversine). */
export function distanceM(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** Where a check-in was made, against the centre's place. */
export function locationState(
  centre: LatLng | null,
  phone: LatLng | null,
): { state: LogLocationState; distance: number | null } {
  if (!centre) return { state: 'not-required', distance: null };
  if (!phone) return { state: 'unknown', distance: null };
  const distance = distanceM(centre, phone);
  return { state: distance <= LOCATION_TOLERANCE_M ? 'at-centre' : 'outside', distance };
}

/** Whether an arrival (`HH:MM`) is late for the day's first session (`HH:MM`). */
export function isLate(arrivedAt: string, firstSession: string | null): boolean {
  if (!firstSession) return false;
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return m(arrivedAt) > m(firstSession) + LATE_AFTER_MINUTES;
}
