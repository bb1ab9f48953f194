import { createHmac } from 'node:crypto';
import QRCode from 'qrcode';
import {
  type CentreQr,
  checkInput,
  coordinatesOf,
  isLate,
  locationState,
  weekdayOf,
  type LogDayQuery,
  type MyTeacherLog,
  type TeacherLogDay,
} from '@qc/domain';
import { NO_SCOPE } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound, parseInput, validationFailed } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { insertOwned, lockOwned, updateOwned } from '../../workflow/index.ts';
import {
  centreOf,
  centrePlace,
  eqLogId,
  logOf,
  logsOfDay,
  logTimes,
  serverNow,
  sessionsOfDay,
  staffOfCentre,
  teacherLogsTable,
} from './teacher-log.repository.ts';
import { centreName, countryCalendar, employeeById } from './work-sheets.repository.ts';

/** The caller's log of today, with today's timetabled sessions. */
export async function myLog(ctx: AppContext, caller: Caller): Promise<MyTeacherLog> {
  return myLogIn(ctx.db, caller);
}

/** The caller's day read through `db` (a write transaction reads what it just wrote). */
async function myLogIn(db: Db, caller: Caller): Promise<MyTeacherLog> {
  const id = caller.access.employeeId;
  const employee = id ? await employeeById(db, id) : undefined;
  const calendar = employee
    ? await countryCalendar(db, employee.countryId)
    : { today: new Date().toISOString().slice(0, 10), timeZone: 'UTC', weekend: [] };
  if (!employee)
    return {
      employee: null,
      today: calendar.today,
      log: null,
      sessions: [],
      locationRequired: false,
      locationMandatory: false,
    };
  const row = await logOf(db, employee.id, calendar.today);
  const place = await centrePlace(db, employee.centreId);
  const times = row ? await logTimes(db, row.id, calendar.timeZone) : null;
  const sessions = await sessionsOfDay(
    db,
    [employee.id],
    calendar.today,
    weekdayOf(calendar.today),
  );
  return {
    employee: {
      id: employee.id,
      name: employee.fullName,
      centreName: await centreName(db, employee.centreId),
    },
    today: calendar.today,
    log:
      row && times
        ? {
            id: row.id,
            date: row.day,
            arrivedAt: times.arrivedAt,
            leftAt: times.leftAt,
            locationState: row.locationState,
            distance: row.distanceM,
            note: row.note,
          }
        : null,
    sessions: sessions.map(({ ringName, startsAt, endsAt, held }) => ({
      ringName,
      startsAt,
      endsAt,
      held,
    })),
    // A centre that requires it asks the phone even where its own place is not on the map.
    locationRequired: coordinatesOf(place.location) !== null || place.locationMandatory,
    locationMandatory: place.locationMandatory,
  };
}

/**
 * Checks the caller in now (the server's clock). Where the centre's place is known, the phone's
 * location is checked against it: outside the tolerance, the arrival is recorded as such. A
 * centre that requires the location refuses a check-in without it (400
 * `staff.errors.locationRequired`, nothing written), unless made with the centre's QR code.
 */
export async function checkIn(
  ctx: AppContext,
  caller: Caller,
  body: unknown,
): Promise<MyTeacherLog> {
  const input = parseInput(checkInput, body);
  const id = caller.access.employeeId;
  const employee = id ? await employeeById(ctx.db, id) : undefined;
  if (!employee) throw forbidden('staff.errors.noEmployee');
  // The day as answered is read in the check-in's transaction: an offline resend with the same
  // Idempotency-Key replays it (docs/offline.md).
  return withWrites(ctx, caller, async (w) => {
    const calendar = await countryCalendar(w.tx, employee.countryId);
    // A check-in queued offline arrives later: it counts at the phone's time, on its day.
    const at = input.at ? offlineArrival(input.at) : null;
    const day = at ? dayIn(at, calendar.timeZone) : calendar.today;
    if (await logOf(w.tx, employee.id, day)) throw conflict('staff.errors.alreadyIn');
    const centre = await centrePlace(w.tx, employee.centreId);
    const place = coordinatesOf(centre.location);
    // The code shown at the centre that day is the proof where it was scanned; a wrong one is refused.
    if (input.code && input.code !== centreCode(ctx, employee.centreId, day))
      throw validationFailed({ code: { code: 'staff.errors.badCode' } });
    if (!input.code && !input.location && centre.locationMandatory)
      throw validationFailed({ location: { code: 'staff.errors.locationRequired' } });
    const where = input.code
      ? { state: 'qr' as const, distance: null }
      : place || !centre.locationMandatory
        ? locationState(place, input.location ?? null)
        : // Required but the centre's place is not on its map: the location cannot be judged.
          { state: 'unknown' as const, distance: null };
    await insertOwned(
      w,
      teacherLogsTable,
      {
        countryId: employee.countryId,
        centreId: employee.centreId,
        employeeId: employee.id,
        day,
        arrivedAt: at ? at.toISOString() : await serverNow(w.tx),
        locationState: where.state,
        distanceM: where.distance,
        note: input.note ?? null,
      },
      { audit: { action: 'record' } },
    );
    return myLogIn(w.tx, caller);
  });
}

/** How long a check-in may wait on a phone offline and still count at the phone's time. */
const OFFLINE_ARRIVAL_WINDOW_MS = 24 * 3600_000;
/** A phone's clock a little ahead of the server's is not refused. */
const CLOCK_SKEW_MS = 2 * 60_000;

/** The time of a check-in queued offline: within the last day, not in the future (else 400). */
function offlineArrival(at: string): Date {
  const time = new Date(at);
  const now = Date.now();
  if (time.getTime() > now + CLOCK_SKEW_MS || time.getTime() < now - OFFLINE_ARRIVAL_WINDOW_MS)
    throw validationFailed({ at: { code: 'staff.errors.badArrivalTime' } });
  return time;
}

/** The calendar day of a moment in a time zone (YYYY-MM-DD). */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export async function checkOut(
  ctx: AppContext,
  caller: Caller,
  body: unknown,
): Promise<MyTeacherLog> {
  const input = parseInput(checkInput, body);
  const id = caller.access.employeeId;
  const employee = id ? await employeeById(ctx.db, id) : undefined;
  if (!employee) throw forbidden('staff.errors.noEmployee');
  await withWrites(ctx, caller, async (w) => {
    const calendar = await countryCalendar(w.tx, employee.countryId);
    const found = await logOf(w.tx, employee.id, calendar.today);
    if (!found) throw validationFailed({ log: { code: 'staff.errors.notIn' } });
    const row = await lockOwned(w, teacherLogsTable, found.id, eqLogId(found.id));
    if (row.leftAt) throw conflict('staff.errors.alreadyOut');
    await updateOwned(w, teacherLogsTable, row, {
      leftAt: await serverNow(w.tx),
      note: input.note ?? row.note,
    });
  });
  return myLog(ctx, caller);
}

/**
 * Absent on `date` (with no check-in): timetabled that day, and the day is past or, today, its
 * first session's time has come (a teacher of the evening ring is not absent in the morning).
 */
export function isAbsent(
  date: string,
  firstSession: string | null,
  local: { today: string; now: string },
): boolean {
  if (firstSession === null) return false;
  return date < local.today || (date === local.today && firstSession <= local.now);
}

/** A centre's day: who came and when, late arrivals, and the absent (timetabled, not in). */
export async function logDay(
  ctx: AppContext,
  caller: Caller,
  q: LogDayQuery,
): Promise<TeacherLogDay> {
  const own = caller.access.employeeId
    ? await employeeById(ctx.db, caller.access.employeeId)
    : undefined;
  const centreId = q.centreId ?? own?.centreId ?? null;
  if (!centreId) return { date: q.date ?? '', centreId: null, centreName: null, people: [] };
  const centre = await centreOf(ctx.db, centreId);
  const scope = caller.access.can('employees:read')
    ? caller.access.scopeFor('employees:read')
    : NO_SCOPE;
  if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId })) throw notFound();
  const calendar = await countryCalendar(ctx.db, centre.countryId);
  const date = q.date ?? calendar.today;
  const staff = await staffOfCentre(ctx.db, centreId);
  const logs = await logsOfDay(ctx.db, centreId, date, calendar.timeZone);
  const sessions = await sessionsOfDay(
    ctx.db,
    staff.map((s) => s.id),
    date,
    weekdayOf(date),
  );
  const people = staff.map((s) => {
    const log = logs.find((l) => l.employeeId === s.id);
    const first = sessions.find((x) => x.employeeId === s.id)?.startsAt ?? null;
    return {
      employeeId: s.id,
      employeeName: s.name,
      firstSession: first,
      arrivedAt: log?.arrivedAt ?? null,
      leftAt: log?.leftAt ?? null,
      locationState: log?.locationState ?? null,
      late: log ? isLate(log.arrivedAt, first) : false,
      absent: !log && isAbsent(date, first, calendar),
    };
  });
  return { date, centreId, centreName: centre.name, people };
}

/**
 * A centre's check-in code of a day: a keyed hash of the centre and the day (the server's secret),
 * so it changes every day, cannot be guessed, and needs no table.
 */
function centreCode(ctx: AppContext, centreId: string | null, day: string): string {
  return createHmac('sha256', ctx.config.secrets.jwtSecret)
    .update(`teacher-log:${centreId ?? ''}:${day}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Today's check-in QR code of a centre in the caller's `employees:read` scope (their own centre
 * by default), to show at the centre: it opens the teacher log with the code, and the check-in
 * made with it is recorded as `qr`.
 */
export async function centreQr(
  ctx: AppContext,
  caller: Caller,
  q: { centreId?: string | undefined },
): Promise<CentreQr> {
  const own = caller.access.employeeId
    ? await employeeById(ctx.db, caller.access.employeeId)
    : undefined;
  const centreId = q.centreId ?? own?.centreId ?? null;
  const centre = centreId ? await centreOf(ctx.db, centreId) : undefined;
  const scope = caller.access.can('employees:read')
    ? caller.access.scopeFor('employees:read')
    : NO_SCOPE;
  if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId: centre.id }))
    throw notFound();
  const { today } = await countryCalendar(ctx.db, centre.countryId);
  const base = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
  const url = `${base}/teacher-log-component?code=${centreCode(ctx, centre.id, today)}`;
  const image = await QRCode.toDataURL(url, { margin: 1, width: 320 });
  return { centreId: centre.id, centreName: centre.name, day: today, url, image };
}
