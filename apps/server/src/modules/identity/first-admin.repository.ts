import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roleAssignments, roles, users } from '../../db/schema/index.ts';

/**
 * The organisation's first administrator, in one transaction: a staff account (not a demo
 * one) with the built-in super administrator role over the whole organisation. Nothing is
 * written when the e-mail is taken (null).
 */
export async function insertAdministrator(
  db: Db,
  values: { email: string; passwordHash: string; displayName: string },
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
    if (taken) return null;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.code, 'super_admin'));
    if (!role) throw new Error('the super_admin role is missing: start the server once first');
    const [user] = await tx
      .insert(users)
      .values({
        ...values,
        locale: 'ar',
        status: 'active',
        kind: 'staff',
        isDemo: false,
        emailVerifiedAt: new Date().toISOString(),
      })
      .returning({ id: users.id });
    await tx
      .insert(roleAssignments)
      .values({ userId: user!.id, roleId: role.id, scopeLevel: 'organisation' });
    return { id: user!.id };
  });
}
