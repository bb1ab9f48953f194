import { sql, type SQL } from 'drizzle-orm';
import { PAGES_PER_JUZ, type MetricKey, type MetricPeriod } from '@qc/domain';
import type { ScopeColumns } from '../access/scope-condition.ts';
import {
  attendance,
  centres,
  donationPayments,
  donations,
  employees,
  evaluationRequests,
  readings,
  ringDayFigures,
  ringMonthReaders,
  rings,
  studentCaseEvents,
  students,
  testCertificates,
  testRequests,
  testResults,
} from '../db/schema/index.ts';

/**
 * How the server computes each figure of the registry (`METRICS` in `@qc/domain`): the rows it
 * counts (`from` and `where`), where those rows live (`columns`, for the caller's scope and the
 * country and centre filters; `project`, for the project filter and grouping), the aggregate
 * (`value`) and, for the drill-down, what each row behind it is called. Every report, report
 * card and the dashboard read figures through `metrics.service.ts`, which builds one query from
 * this, so a figure is defined once.
 */
export interface MetricFigure {
  /** The rows (a table, or a join written with Drizzle's tables), or a function of the period. */
  from: SQL | ((period: MetricPeriod) => SQL);
  /** The scope columns of those rows; `country` and `centre` are required for the filters. */
  columns: ScopeColumns & { country: NonNullable<ScopeColumns['country']> };
  /** The centre column, when the rows may lie outside any centre (an evaluation of a country). */
  centre: SQL;
  /** The row's project (null when it has none). */
  project: SQL | null;
  /** The rows counted for the period (stock figures ignore the period). */
  where: (period: MetricPeriod) => SQL;
  /** The aggregate over the rows (a number, or null when nothing to average). */
  value: SQL;
  /**
   * A rate or an average: the sums it divides (`value` = round(num / den, 1)), kept with the
   * figure so that places and months pool their rows rather than average their rates.
   */
  parts?: { num: SQL; den: SQL };
  /** Money: the currency of each row, the figure is then summed per currency. */
  currency?: SQL;
}

export interface MetricSource extends MetricFigure {
  from: SQL;
  /** The drill-down: a row's id, what it is called, its date (or null). */
  record: { id: SQL; title: SQL; on: SQL };
  /**
   * The same figure read from a summary kept in the write path (the ring day figures), for
   * every scope that does not need the rows' student (a guardian's does: the rows then answer).
   * It must equal the figure over the rows, always; the drill-down stays on the rows.
   */
  summary?: MetricFigure;
}

/** A date column between the period's ends, both included. */
const onDays = (col: SQL | { getSQL(): SQL }, p: MetricPeriod) =>
  sql`${col} between ${p.from}::date and ${p.to}::date`;
/** A timestamp column inside the period's days (UTC). */
const atDays = (col: SQL | { getSQL(): SQL }, p: MetricPeriod) =>
  sql`${col} >= ${p.from}::date and ${col} < ${p.to}::date + 1`;

const studentName = (id: SQL | { getSQL(): SQL }) =>
  sql`(select s.full_name from students s where s.id = ${id})`;
const ringProject = (id: SQL | { getSQL(): SQL }) =>
  sql`(select rp.project_id from rings rp where rp.id = ${id})`;

const studentColumns = {
  country: students.countryId,
  centre: students.centreId,
  ring: students.ringId,
  student: students.id,
};
const activeStudent = sql`${students.archivedAt} is null`;

const readingsSource = (value: SQL, kind: SQL | null): MetricSource => ({
  from: sql`${readings}`,
  columns: {
    country: readings.countryId,
    centre: readings.centreId,
    ring: readings.ringId,
    student: readings.studentId,
  },
  centre: sql`${readings.centreId}`,
  project: ringProject(readings.ringId),
  where: (p) =>
    kind ? sql`${onDays(readings.readOn, p)} and ${kind}` : onDays(readings.readOn, p),
  value,
  record: {
    id: sql`${readings.id}`,
    title: sql`${studentName(readings.studentId)} || ' — ' || ${readings.kind}`,
    on: sql`${readings.readOn}::text`,
  },
});

const testColumns = {
  country: testRequests.countryId,
  centre: testRequests.centreId,
  ring: testRequests.ringId,
  student: testRequests.studentId,
};
const testTitle = sql`coalesce(${studentName(testRequests.studentId)}, (select e.full_name from employees e where e.id = ${testRequests.teacherId}))`;
const testProject = sql`coalesce(${ringProject(testRequests.ringId)}, (select sp.project_id from students sp where sp.id = ${testRequests.studentId}))`;

const hifz = sql`${readings.kind} = 'hifz'`;
const hifzPages = sql`coalesce(sum(${readings.pageCount}), 0)`;

/**
 * The ring day figures (`ring_day_figures`, migration 0057): one row per ring and day (per place,
 * should a ring day's rows carry two), with the place columns of the rows it sums, so the
 * caller's scope and the filters select exactly the ring days whose rows they would select.
 */
const ringDayColumns = {
  country: ringDayFigures.countryId,
  centre: ringDayFigures.centreId,
  ring: ringDayFigures.ringId,
};
const ringDaySummary = (value: SQL, parts?: { num: SQL; den: SQL }): MetricFigure => ({
  from: sql`${ringDayFigures}`,
  columns: ringDayColumns,
  centre: sql`${ringDayFigures.centreId}`,
  project: ringProject(ringDayFigures.ringId),
  where: (p) => onDays(ringDayFigures.day, p),
  value,
  ...(parts ? { parts } : {}),
});
const summedPages = sql`coalesce(sum(${ringDayFigures.hifzPages}), 0)`;
const attended = sql`coalesce(sum(${ringDayFigures.present} + ${ringDayFigures.late}), 0)`;
const counted = sql`coalesce(sum(${ringDayFigures.marked} - ${ringDayFigures.excused}), 0)`;
/**
 * Revision coverage counts students, once each over the period: the readers' months
 * (`ring_month_readers`, one row per ring, student and month, the days read as bits) whose
 * days meet the period, each marked `revised` when a revision day does. `periodDays` is the
 * bits of the row's month inside the period: bit (first day - 1) to bit (last day - 1). The
 * derived table keeps the table's name, so its place columns are the table's.
 */
const periodDays = (p: MetricPeriod) => {
  const first = sql`extract(day from greatest(${p.from}::date, m.month))::int`;
  const last = sql`extract(day from least(${p.to}::date, (m.month + interval '1 month - 1 day')::date))::int`;
  return sql`((1::bigint << ${last}) - (1::bigint << (${first} - 1)))`;
};
const readersOfPeriod = (p: MetricPeriod) =>
  sql`(select m.ring_id, m.student_id, m.country_id, m.centre_id,
              (m.revised_days::bigint & ${periodDays(p)}) <> 0 as revised
         from ${ringMonthReaders} m
        where m.month between date_trunc('month', ${p.from}::date)::date and ${p.to}::date
          and (m.read_days::bigint & ${periodDays(p)}) <> 0) as ${ringMonthReaders}`;

export const METRIC_SOURCES: Readonly<Record<MetricKey, MetricSource>> = {
  'students.active': {
    from: sql`${students}`,
    columns: studentColumns,
    centre: sql`${students.centreId}`,
    project: sql`${students.projectId}`,
    where: () => sql`${activeStudent} and ${students.status} = 'active'`,
    value: sql`count(*)`,
    record: {
      id: sql`${students.id}`,
      title: sql`${students.fullName}`,
      on: sql`${students.joinedOn}::text`,
    },
  },
  'students.new': {
    from: sql`${students}`,
    columns: studentColumns,
    centre: sql`${students.centreId}`,
    project: sql`${students.projectId}`,
    where: (p) =>
      sql`${activeStudent} and ${students.status} <> 'applicant' and ${onDays(sql`coalesce(${students.joinedOn}, ${students.createdAt}::date)`, p)}`,
    value: sql`count(*)`,
    record: {
      id: sql`${students.id}`,
      title: sql`${students.fullName}`,
      on: sql`coalesce(${students.joinedOn}, ${students.createdAt}::date)::text`,
    },
  },
  'students.withdrawn': {
    from: sql`${studentCaseEvents} join ${students} on ${students.id} = ${studentCaseEvents.studentId}`,
    columns: studentColumns,
    centre: sql`${students.centreId}`,
    project: sql`${students.projectId}`,
    where: (p) =>
      sql`${studentCaseEvents.toStatus} = 'withdrawn' and ${onDays(studentCaseEvents.occurredOn, p)}`,
    value: sql`count(distinct ${students.id})`,
    record: {
      id: sql`${students.id}`,
      title: sql`${students.fullName}`,
      on: sql`${studentCaseEvents.occurredOn}::text`,
    },
  },
  'rings.active': {
    from: sql`${rings}`,
    columns: { country: rings.countryId, centre: rings.centreId, ring: rings.id },
    centre: sql`${rings.centreId}`,
    project: sql`${rings.projectId}`,
    where: () => sql`${rings.archivedAt} is null and ${rings.status} = 'active'`,
    value: sql`count(*)`,
    record: { id: sql`${rings.id}`, title: sql`${rings.name}`, on: sql`null::text` },
  },
  'teachers.active': {
    from: sql`${rings} join ${employees} on ${employees.id} = ${rings.teacherId}`,
    columns: { country: rings.countryId, centre: rings.centreId, ring: rings.id },
    centre: sql`${rings.centreId}`,
    project: sql`${rings.projectId}`,
    where: () => sql`${rings.archivedAt} is null and ${rings.status} = 'active'`,
    value: sql`count(distinct ${rings.teacherId})`,
    record: { id: sql`${employees.id}`, title: sql`${employees.fullName}`, on: sql`null::text` },
  },
  'attendance.rate': {
    from: sql`${attendance}`,
    summary: ringDaySummary(sql`round(100.0 * ${attended} / nullif(${counted}, 0), 1)`, {
      num: sql`100.0 * ${attended}`,
      den: counted,
    }),
    columns: {
      country: attendance.countryId,
      centre: attendance.centreId,
      ring: attendance.ringId,
      student: attendance.studentId,
    },
    centre: sql`${attendance.centreId}`,
    project: ringProject(attendance.ringId),
    // Excused days count neither way, as on the ring's and the student's screens.
    where: (p) => sql`${onDays(attendance.attendedOn, p)} and ${attendance.status} <> 'excused'`,
    value: sql`round(100.0 * count(*) filter (where ${attendance.status} in ('present', 'late')) / nullif(count(*), 0), 1)`,
    parts: {
      num: sql`100.0 * count(*) filter (where ${attendance.status} in ('present', 'late'))`,
      den: sql`count(*)`,
    },
    record: {
      id: sql`${attendance.id}`,
      title: sql`${studentName(attendance.studentId)} || ' — ' || ${attendance.status}`,
      on: sql`${attendance.attendedOn}::text`,
    },
  },
  'memorisation.pages': {
    ...readingsSource(sql`round(${hifzPages}, 1)`, hifz),
    summary: ringDaySummary(sql`round(${summedPages}, 1)`),
  },
  'memorisation.juz': {
    ...readingsSource(sql`round(${hifzPages} / ${PAGES_PER_JUZ}::numeric, 2)`, hifz),
    summary: ringDaySummary(sql`round(${summedPages} / ${PAGES_PER_JUZ}::numeric, 2)`),
  },
  'revision.coverage': {
    ...readingsSource(
      sql`round(100.0 * count(distinct ${readings.studentId}) filter (where ${readings.kind} = 'revision') / nullif(count(distinct ${readings.studentId}), 0), 1)`,
      null,
    ),
    parts: {
      num: sql`100.0 * count(distinct ${readings.studentId}) filter (where ${readings.kind} = 'revision')`,
      den: sql`count(distinct ${readings.studentId})`,
    },
    summary: {
      from: readersOfPeriod,
      columns: {
        country: ringMonthReaders.countryId,
        centre: ringMonthReaders.centreId,
        ring: ringMonthReaders.ringId,
      },
      centre: sql`${ringMonthReaders.centreId}`,
      project: ringProject(ringMonthReaders.ringId),
      // The period is inside the derived table.
      where: () => sql`true`,
      value: sql`round(100.0 * count(distinct ${ringMonthReaders.studentId}) filter (where revised) / nullif(count(distinct ${ringMonthReaders.studentId}), 0), 1)`,
      parts: {
        num: sql`100.0 * count(distinct ${ringMonthReaders.studentId}) filter (where revised)`,
        den: sql`count(distinct ${ringMonthReaders.studentId})`,
      },
    },
  },
  'tests.requested': {
    from: sql`${testRequests}`,
    columns: testColumns,
    centre: sql`${testRequests.centreId}`,
    project: testProject,
    where: (p) => atDays(testRequests.createdAt, p),
    value: sql`count(*)`,
    record: {
      id: sql`${testRequests.id}`,
      title: testTitle,
      on: sql`${testRequests.createdAt}::date::text`,
    },
  },
  'tests.passed': {
    from: sql`${testResults} join ${testRequests} on ${testRequests.id} = ${testResults.requestId}`,
    columns: testColumns,
    centre: sql`${testRequests.centreId}`,
    project: testProject,
    where: (p) =>
      sql`${testResults.status} = 'approved' and ${testResults.passed} and ${atDays(testResults.approvedAt, p)}`,
    value: sql`count(*)`,
    record: {
      id: sql`${testRequests.id}`,
      title: testTitle,
      on: sql`${testResults.approvedAt}::date::text`,
    },
  },
  'certificates.issued': {
    from: sql`${testCertificates} join ${testRequests} on ${testRequests.id} = ${testCertificates.requestId}`,
    columns: testColumns,
    centre: sql`${testRequests.centreId}`,
    project: testProject,
    where: (p) =>
      sql`${testCertificates.revokedAt} is null and ${atDays(testCertificates.issuedAt, p)}`,
    value: sql`count(*)`,
    record: {
      id: sql`${testCertificates.id}`,
      title: sql`${testTitle} || ' — ' || ${testCertificates.serial}`,
      on: sql`${testCertificates.issuedAt}::date::text`,
    },
  },
  'evaluations.average': {
    from: sql`${evaluationRequests}`,
    columns: {
      country: evaluationRequests.countryId,
      centre: evaluationRequests.centreId,
      ring: evaluationRequests.ringId,
    },
    centre: sql`${evaluationRequests.centreId}`,
    project: null,
    where: (p) =>
      sql`${evaluationRequests.state} = 'approved' and ${evaluationRequests.percent} is not null and ${atDays(evaluationRequests.approvedAt, p)}`,
    value: sql`round(avg(${evaluationRequests.percent}), 1)`,
    parts: { num: sql`sum(${evaluationRequests.percent})`, den: sql`count(*)` },
    record: {
      id: sql`${evaluationRequests.id}`,
      title: sql`${evaluationRequests.subjectName} || ' — ' || ${evaluationRequests.percent}::text || '%'`,
      on: sql`${evaluationRequests.approvedAt}::date::text`,
    },
  },
  'donations.received': {
    from: sql`${donationPayments}`,
    columns: { country: donationPayments.countryId, centre: donationPayments.centreId },
    centre: sql`${donationPayments.centreId}`,
    project: null,
    where: (p) =>
      sql`${donationPayments.state} = 'confirmed' and ${onDays(donationPayments.receivedOn, p)}`,
    value: sql`coalesce(sum(${donationPayments.amount}), 0)`,
    currency: sql`${donationPayments.currency}`,
    record: {
      id: sql`${donationPayments.id}`,
      title: sql`coalesce(${donationPayments.serial}, ${donationPayments.method}) || ' — ' || ${donationPayments.amount}::text || ' ' || ${donationPayments.currency}`,
      on: sql`${donationPayments.receivedOn}::text`,
    },
  },
  'sponsorships.active': {
    from: sql`${donations}`,
    columns: { country: donations.countryId, centre: donations.centreId },
    centre: sql`${donations.centreId}`,
    project: null,
    where: () =>
      sql`${donations.sponsorshipRequestId} is not null and ${donations.state} = 'active'`,
    value: sql`count(*)`,
    record: {
      id: sql`${donations.id}`,
      title: sql`(select b.full_name from benefactors b where b.id = ${donations.benefactorId})`,
      on: sql`${donations.startDate}::text`,
    },
  },
};

/** The centres table, for naming a drill-down row's centre. */
export const centreNameOf = (centre: SQL) =>
  sql`(select c.name from ${centres} c where c.id = ${centre})`;
