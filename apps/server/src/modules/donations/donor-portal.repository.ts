import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  attendance,
  benefactors,
  donationInstalments,
  donationPayments,
  donations,
  donationTypes,
  donorPortalLinks,
  financeFunds,
  impactReportSends,
  readings,
  rings,
  specialCases,
  sponsorshipRequests,
  students,
  testCertificates,
  testRequests,
  testResults,
} from '../../db/schema/index.ts';

/**
 * The queries of the donor's page, the reminders and the impact reports (the only code of
 * these features that speaks Drizzle).
 */

// --- The signed link ------------------------------------------------------------------------

export async function portalLinkOf(db: Db, benefactorId: string) {
  const [row] = await db
    .select()
    .from(donorPortalLinks)
    .where(eq(donorPortalLinks.benefactorId, benefactorId));
  return row;
}

/** Records a link sent: the first one is version 1; after a revocation, the raised version. */
export async function markLinkSent(tx: Db, benefactorId: string, userId: string | null) {
  const [row] = await tx
    .insert(donorPortalLinks)
    .values({ benefactorId, version: 1, sentAt: sql`now()`, sentBy: userId })
    .onConflictDoUpdate({
      target: donorPortalLinks.benefactorId,
      set: { sentAt: sql`now()`, sentBy: userId, revokedAt: null },
    })
    .returning();
  return row!;
}

/** Every link sent so far stops working (the version goes up). */
export async function revokeLinks(tx: Db, benefactorId: string) {
  const [row] = await tx
    .insert(donorPortalLinks)
    .values({ benefactorId, version: 2, revokedAt: sql`now()` })
    .onConflictDoUpdate({
      target: donorPortalLinks.benefactorId,
      set: { version: sql`${donorPortalLinks.version} + 1`, revokedAt: sql`now()` },
    })
    .returning();
  return row!;
}

// --- The donor's page -----------------------------------------------------------------------

export async function donationsOfBenefactor(db: Db, benefactorId: string) {
  return db
    .select({
      d: donations,
      nameAr: donationTypes.nameAr,
      nameEn: donationTypes.nameEn,
      nameFr: donationTypes.nameFr,
    })
    .from(donations)
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .where(eq(donations.benefactorId, benefactorId))
    .orderBy(desc(donations.createdAt), desc(donations.id));
}

export async function instalmentsOfDonations(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(donationInstalments)
    .where(inArray(donationInstalments.donationId, ids))
    .orderBy(asc(donationInstalments.donationId), asc(donationInstalments.seq));
}

export async function paymentsOfBenefactor(db: Db, benefactorId: string) {
  return db
    .select({ p: donationPayments })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(eq(donations.benefactorId, benefactorId))
    .orderBy(desc(donationPayments.receivedOn), desc(donationPayments.createdAt));
}

/** A payment of this benefactor's donations, or undefined. */
export async function paymentOfBenefactor(db: Db, benefactorId: string, paymentId: string) {
  const [row] = await db
    .select({ p: donationPayments })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(and(eq(donationPayments.id, paymentId), eq(donations.benefactorId, benefactorId)));
  return row?.p;
}

/** Confirmed payments of a year by the fund of their type and currency (the statement). */
export async function statementOf(db: Db, benefactorId: string, year: number) {
  const rows = await db
    .select({
      nameAr: financeFunds.nameAr,
      nameEn: financeFunds.nameEn,
      nameFr: financeFunds.nameFr,
      currency: donationPayments.currency,
      amount: sql<number>`sum(${donationPayments.amount})::bigint`,
      payments: sql<number>`count(*)::int`,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .innerJoin(financeFunds, eq(financeFunds.id, donationTypes.fundId))
    .where(
      and(
        eq(donations.benefactorId, benefactorId),
        eq(donationPayments.state, 'confirmed'),
        gte(donationPayments.receivedOn, `${year}-01-01`),
        lt(donationPayments.receivedOn, `${year + 1}-01-01`),
      ),
    )
    .groupBy(
      financeFunds.nameAr,
      financeFunds.nameEn,
      financeFunds.nameFr,
      donationPayments.currency,
    )
    .orderBy(asc(financeFunds.nameAr), asc(donationPayments.currency));
  return rows.map((r) => ({
    fundName: { ar: r.nameAr, en: r.nameEn, fr: r.nameFr },
    currency: r.currency,
    amount: Number(r.amount),
    payments: Number(r.payments),
  }));
}

// --- Reminders ------------------------------------------------------------------------------

/**
 * Missed instalments not reminded yet: due, of an active pledge, due before `before` (the day
 * minus the grace days). `scope` null: everywhere (the daily sweep).
 */
export async function instalmentsToRemind(
  db: Db,
  scope: Scope | null,
  before: string,
  instalmentId?: string,
) {
  const where: (SQL | undefined)[] = [
    eq(donationInstalments.state, 'due'),
    eq(donations.state, 'active'),
    lt(donationInstalments.dueOn, before),
    instalmentId
      ? eq(donationInstalments.id, instalmentId)
      : isNull(donationInstalments.remindedAt),
    scope
      ? scopeCondition(scope, { country: donations.countryId, centre: donations.centreId })
      : undefined,
  ];
  return db
    .select({
      i: donationInstalments,
      donationCentreId: donations.centreId,
      donationCountryId: donations.countryId,
      b: benefactors,
      typeAr: donationTypes.nameAr,
      typeEn: donationTypes.nameEn,
      typeFr: donationTypes.nameFr,
    })
    .from(donationInstalments)
    .innerJoin(donations, eq(donations.id, donationInstalments.donationId))
    .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .where(and(...where))
    .orderBy(asc(donationInstalments.dueOn), asc(donationInstalments.id))
    .limit(instalmentId ? 1 : 5000);
}

/**
 * Takes the right to remind an instalment: sets `reminded_at` only when it is still unset and
 * the instalment still due. Of two processes (or a retried job) exactly one gets the row.
 */
export async function claimReminder(tx: Db, instalmentId: string): Promise<boolean> {
  const rows = await tx
    .update(donationInstalments)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(donationInstalments.id, instalmentId),
        isNull(donationInstalments.remindedAt),
        eq(donationInstalments.state, 'due'),
      ),
    )
    .returning({ id: donationInstalments.id });
  return rows.length === 1;
}

// --- Impact ---------------------------------------------------------------------------------

const SPONSORING_STATES = ['active', 'paused', 'completed'];

/**
 * Benefactors whose pledges sponsor a student, a ring, a family or a teacher (a matched
 * sponsorship request) that had started by the end of the month, in a scope (null: everywhere).
 */
export async function sponsorsOf(db: Db, scope: Scope | null, monthEnd: string) {
  const rows = await db
    .selectDistinct({ id: benefactors.id, fullName: benefactors.fullName })
    .from(donations)
    .innerJoin(sponsorshipRequests, eq(sponsorshipRequests.id, donations.sponsorshipRequestId))
    .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
    .where(
      and(
        inArray(donations.state, SPONSORING_STATES),
        inArray(sponsorshipRequests.subjectKind, ['student', 'ring', 'family', 'teacher']),
        sql`${donations.startDate} <= ${monthEnd}`,
        isNull(benefactors.archivedAt),
        scope
          ? scopeCondition(scope, { country: donations.countryId, centre: donations.centreId })
          : undefined,
      ),
    )
    .orderBy(asc(benefactors.fullName), asc(benefactors.id));
  return rows;
}

/**
 * The students a benefactor sponsors in a month: a sponsored student, a ring's students, the
 * student of a sponsored family's special case, or the students of a sponsored teacher's rings.
 */
export async function sponsoredStudents(db: Db, benefactorId: string, monthEnd: string) {
  const requests = await db
    .select({
      kind: sponsorshipRequests.subjectKind,
      studentId: sponsorshipRequests.studentId,
      ringId: sponsorshipRequests.ringId,
      familyStudentId: specialCases.studentId,
      teacherId: sponsorshipRequests.teacherId,
    })
    .from(donations)
    .innerJoin(sponsorshipRequests, eq(sponsorshipRequests.id, donations.sponsorshipRequestId))
    .leftJoin(specialCases, eq(specialCases.id, sponsorshipRequests.specialCaseId))
    .where(
      and(
        eq(donations.benefactorId, benefactorId),
        inArray(donations.state, SPONSORING_STATES),
        sql`${donations.startDate} <= ${monthEnd}`,
      ),
    );
  const studentIds = [
    ...requests.filter((r) => r.kind === 'student' && r.studentId).map((r) => r.studentId!),
    ...requests
      .filter((r) => r.kind === 'family' && r.familyStudentId)
      .map((r) => r.familyStudentId!),
  ];
  const ringIds = requests.filter((r) => r.kind === 'ring' && r.ringId).map((r) => r.ringId!);
  const teacherIds = requests
    .filter((r) => r.kind === 'teacher' && r.teacherId)
    .map((r) => r.teacherId!);
  if (!studentIds.length && !ringIds.length && !teacherIds.length) return [];
  const or: SQL[] = [];
  if (studentIds.length) or.push(inArray(students.id, studentIds));
  if (ringIds.length) or.push(inArray(students.ringId, ringIds));
  if (teacherIds.length)
    or.push(
      inArray(
        students.ringId,
        db
          .select({ id: rings.id })
          .from(rings)
          .where(and(inArray(rings.teacherId, teacherIds), isNull(rings.archivedAt))),
      ),
    );
  return db
    .select({
      id: students.id,
      fullName: students.fullName,
      identityNumber: students.identityNumber,
    })
    .from(students)
    .where(and(isNull(students.archivedAt), sql`(${sql.join(or, sql` or `)})`))
    .orderBy(asc(students.fullName), asc(students.id));
}

/** What the records of the rings and the tests say of some students between two days. */
export async function recordsOf(db: Db, studentIds: string[], from: string, next: string) {
  if (studentIds.length === 0)
    return { readings: [], attendance: [], passed: [], certificates: [] };
  const [r, a, p, c] = await Promise.all([
    db
      .select({
        studentId: readings.studentId,
        kind: readings.kind,
        grade: readings.grade,
        pageCount: readings.pageCount,
      })
      .from(readings)
      .where(
        and(
          inArray(readings.studentId, studentIds),
          eq(readings.kind, 'hifz'),
          isNull(readings.archivedAt),
          gte(readings.readOn, from),
          lt(readings.readOn, next),
        ),
      ),
    db
      .select({ studentId: attendance.studentId, status: attendance.status })
      .from(attendance)
      .where(
        and(
          inArray(attendance.studentId, studentIds),
          isNull(attendance.archivedAt),
          gte(attendance.attendedOn, from),
          lt(attendance.attendedOn, next),
        ),
      ),
    db
      .select({ studentId: testRequests.studentId, n: sql<number>`count(*)::int` })
      .from(testResults)
      .innerJoin(testRequests, eq(testRequests.id, testResults.requestId))
      .where(
        and(
          inArray(testRequests.studentId, studentIds),
          eq(testResults.status, 'approved'),
          eq(testResults.passed, true),
          gte(testResults.approvedAt, `${from}T00:00:00Z`),
          lt(testResults.approvedAt, `${next}T00:00:00Z`),
        ),
      )
      .groupBy(testRequests.studentId),
    db
      .select({ studentId: testRequests.studentId, n: sql<number>`count(*)::int` })
      .from(testCertificates)
      .innerJoin(testRequests, eq(testRequests.id, testCertificates.requestId))
      .where(
        and(
          inArray(testRequests.studentId, studentIds),
          isNull(testCertificates.revokedAt),
          gte(testCertificates.issuedAt, `${from}T00:00:00Z`),
          lt(testCertificates.issuedAt, `${next}T00:00:00Z`),
        ),
      )
      .groupBy(testRequests.studentId),
  ]);
  return { readings: r, attendance: a, passed: p, certificates: c };
}

/** Records that a sponsor's report of a month was sent; false when it already was. */
export async function claimImpactSend(
  tx: Db,
  v: { benefactorId: string; month: string; jobId: string | null; pages: number },
): Promise<boolean> {
  const rows = await tx
    .insert(impactReportSends)
    .values({
      benefactorId: v.benefactorId,
      month: v.month,
      jobId: v.jobId,
      pagesMemorised: String(v.pages),
    })
    .onConflictDoNothing()
    .returning({ id: impactReportSends.id });
  return rows.length === 1;
}

// --- Demo data --------------------------------------------------------------------------------

/** A demo request for a student who is in a ring (the sponsor's report has figures). */
export async function demoSponsorshipRequest(db: Db, typeId: string) {
  const [row] = await db
    .select({ r: sponsorshipRequests })
    .from(sponsorshipRequests)
    .innerJoin(students, eq(students.id, sponsorshipRequests.studentId))
    .where(
      and(
        eq(sponsorshipRequests.donationTypeId, typeId),
        eq(sponsorshipRequests.subjectKind, 'student'),
        sql`${students.ringId} is not null`,
      ),
    )
    .orderBy(asc(sponsorshipRequests.title))
    .limit(1);
  return row?.r;
}
