import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with the OWASP baseline cost: 19 MiB, two
 * passes, one lane.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown account) it still spends the same time
 * on a dummy hash, so response times do not reveal which accounts exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy-password-0');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
