import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students, users } from '../../db/schema/index.ts';

/** A demo account by its e-mail. */
export async function demoUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

/** A ring's active students, by name. */
export async function demoRingStudents(db: Db, ringId: string) {
  return db
    .select({ id: students.id, name: students.fullName })
    .from(students)
    .where(
      and(eq(students.ringId, ringId), eq(students.status, 'active'), isNull(students.archivedAt)),
    )
    .orderBy(asc(students.fullName), asc(students.id));
}
