import { randomBytes } from 'node:crypto';
import { DEFAULT_ROLES, passwordProblem } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { insertAdministrator } from './first-admin.repository.ts';
import { hashPassword } from './passwords.ts';
import { ensureRoles } from './roles.repository.ts';

/** A password that meets the policy: 18 random letters and digits, at least one of each. */
export function generatedPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 18);
    if (!passwordProblem(candidate)) return candidate;
  }
}

export type CreateAdministratorResult =
  | { ok: true; id: string; password: string; generated: boolean }
  | { ok: false; problem: 'emailTaken' | 'badEmail' | string };

/**
 * `npm run db -- create-admin EMAIL`: the first sign-in of a production installation, which
 * loads no demo accounts (docs/deployment.md). The password is ADMIN_PASSWORD when given
 * (checked against the policy), else generated and shown once; the administrator changes it
 * from their account page and may turn on two-factor sign-in there.
 */
export async function createAdministrator(
  db: Db,
  email: string,
  password?: string,
): Promise<CreateAdministratorResult> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return { ok: false, problem: 'badEmail' };
  const chosen = password ?? generatedPassword();
  const problem = passwordProblem(chosen, address);
  if (problem) return { ok: false, problem };
  await ensureRoles(db, DEFAULT_ROLES);
  const created = await insertAdministrator(db, {
    email: address,
    passwordHash: await hashPassword(chosen),
    displayName: address.split('@')[0]!,
  });
  if (!created) return { ok: false, problem: 'emailTaken' };
  return { ok: true, id: created.id, password: chosen, generated: password === undefined };
}
