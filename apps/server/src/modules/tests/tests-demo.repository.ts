import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  examinerAvailability,
  examiners,
  students,
  testCertificates,
  testCriteria,
  testExternalRequests,
  testKinds,
  testMistakes,
  testRequestEvents,
  testRequests,
  testResults,
  users,
} from '../../db/schema/index.ts';
import { allocateSerial, registerIssuedDocument } from '../../documents/index.ts';

/**
 * The tests demo's writes into an empty database: the definition tables (kinds, criteria,
 * examiners), then requests with their history, results, mistakes and certificates as the
 * workflow would have left them (their search text is written by the seed).
 */
export async function insertDemoKind(
  db: Db,
  kind: typeof testKinds.$inferInsert,
  criteria: Array<Omit<typeof testCriteria.$inferInsert, 'kindId'>>,
) {
  const [row] = await db.insert(testKinds).values(kind).returning();
  if (criteria.length > 0)
    await db.insert(testCriteria).values(criteria.map((c) => ({ ...c, kindId: row!.id })));
  return row!;
}

export async function insertDemoExaminer(
  db: Db,
  examiner: typeof examiners.$inferInsert,
  windows: Array<{ weekday: string; startsAt: string; endsAt: string }>,
) {
  const [row] = await db.insert(examiners).values(examiner).returning();
  if (windows.length > 0)
    await db
      .insert(examinerAvailability)
      .values(windows.map((w) => ({ ...w, examinerId: row!.id })));
  return row!;
}

/** A centre's students, as the database returns them (`offset` skips the first ones). */
export async function demoStudentsOf(
  db: Db,
  centreId: string,
  page: { offset?: number; limit: number },
) {
  const query = db
    .select({
      id: students.id,
      fullName: students.fullName,
      ringId: students.ringId,
      countryId: students.countryId,
    })
    .from(students)
    .where(eq(students.centreId, centreId))
    .$dynamic();
  return (page.offset === undefined ? query : query.offset(page.offset)).limit(page.limit);
}

/** The first user found of these addresses (who the demo's requests are made by), or null. */
export async function demoRequester(db: Db, emails: string[]): Promise<string | null> {
  const [requester] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails))
    .limit(1);
  return requester?.id ?? null;
}

export async function insertDemoRequest(db: Db, values: typeof testRequests.$inferInsert) {
  const [row] = await db.insert(testRequests).values(values).returning();
  return row!;
}

export async function insertDemoEvent(
  db: Db,
  values: typeof testRequestEvents.$inferInsert,
): Promise<void> {
  await db.insert(testRequestEvents).values(values);
}

export async function insertDemoResult(db: Db, values: typeof testResults.$inferInsert) {
  const [row] = await db.insert(testResults).values(values).returning();
  return row!;
}

export async function insertDemoMistakes(
  db: Db,
  rows: Array<typeof testMistakes.$inferInsert>,
): Promise<void> {
  await db.insert(testMistakes).values(rows);
}

/**
 * A demo certificate, in Arabic, in its own unit of work (a savepoint inside the demo's load):
 * its serial in the TC series, the row and the issued-documents register entry.
 */
export async function issueDemoCertificate(
  db: Db,
  c: {
    requestId: string;
    issuedAt: Date;
    grade: string;
    percent: string;
    issuedBy: string | null;
    publicFields: Record<string, string>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const serial = await allocateSerial(tx, 'TC', c.issuedAt);
    await tx.insert(testCertificates).values({
      requestId: c.requestId,
      serial,
      language: 'ar',
      grade: c.grade,
      percent: c.percent,
      issuedAt: c.issuedAt.toISOString(),
      issuedBy: c.issuedBy,
    });
    await registerIssuedDocument(tx, {
      serial,
      kind: 'test-certificate',
      language: 'ar',
      subjectResource: 'test-requests',
      subjectId: c.requestId,
      issuedBy: c.issuedBy,
      issuedAt: c.issuedAt,
      publicFields: c.publicFields,
    });
  });
}

export async function insertDemoExternalRequests(
  db: Db,
  rows: Array<typeof testExternalRequests.$inferInsert>,
): Promise<void> {
  await db.insert(testExternalRequests).values(rows);
}
