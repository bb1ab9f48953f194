import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, rings, students, users } from '../../db/schema/index.ts';

/** A demo account by its e-mail. */
export async function demoUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

/** The Maher project's students (their own project or their ring's), for the Maher contest. */
export async function maherStudentIds(db: Db): Promise<string[]> {
  const [maher] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.code, 'maher'));
  if (!maher) return [];
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .leftJoin(rings, eq(rings.id, students.ringId))
    .where(or(eq(students.projectId, maher.id), eq(rings.projectId, maher.id)))
    .orderBy(students.fullName, students.id)
    .limit(40);
  return rows.map((r) => r.id);
}
