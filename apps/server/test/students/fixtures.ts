import type { TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

export type Org = Awaited<ReturnType<typeof createOrganisation>>;

/** An organisation with an administrator, a centre manager of A and the teachers of A and B. */
export async function world(app: TestApp) {
  const org = await createOrganisation(app);
  const admin = await createUser(app, {
    assignments: [{ role: 'super_admin', level: 'organisation' }],
  });
  const manager = await createUser(app, {
    assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
  });
  const teacherA = await createUser(app, {
    employeeId: org.a.teacher.id,
    assignments: [{ role: 'teacher', level: 'own' }],
  });
  const teacherB = await createUser(app, {
    employeeId: org.b.teacher.id,
    assignments: [{ role: 'teacher', level: 'own' }],
  });
  const headers = async (email: string) => bearer((await signIn(app, email)).accessToken);
  return {
    org,
    as: {
      admin: await headers(admin.email),
      manager: await headers(manager.email),
      teacherA: await headers(teacherA.email),
      teacherB: await headers(teacherB.email),
    },
    users: { admin, manager, teacherA, teacherB },
  };
}

export const today = () => new Date().toISOString().slice(0, 10);
