import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance } from '../../db/schema/index.ts';

export async function attendanceStatuses(
  db: Db,
  studentId: string,
  upto: string,
): Promise<string[]> {
  const rows = await db
    .select({ status: attendance.status, on: attendance.attendedOn })
    .from(attendance)
    .where(and(eq(attendance.studentId, studentId)));
  return rows.filter((r) => r.on <= upto).map((r) => r.status);
}
