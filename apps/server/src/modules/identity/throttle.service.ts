import { AppError } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import {
  clearThrottle,
  readThrottle,
  recordThrottleFailure,
  type ThrottleRow,
} from './throttle.repository.ts';

/**
 * Progressive delays, then a temporary lock, after failed sign-ins. Per account: from the
 * 3rd failure a wait of 1, 2, 4... seconds; at 5 failures a 15-minute lock. Per client
 * address: the same from 10 and 30 failures. Counters live in the database, so every
 * process sees them; a key idle for 15 minutes starts again.
 */
export const THROTTLE_POLICY = {
  account: { windowSeconds: 900, delayAfter: 3, lockAfter: 5, lockSeconds: 900 },
  address: { windowSeconds: 900, delayAfter: 10, lockAfter: 30, lockSeconds: 900 },
} as const;

export interface ThrottleKeys {
  account: string[];
  address: string[];
}

export function throttleKeys(ip: string, account: string[]): ThrottleKeys {
  return { account, address: [`ip:${ip}`] };
}

function refusal(rows: ThrottleRow[]): AppError | null {
  const now = Date.now();
  let lockedMs = 0;
  let waitMs = 0;
  for (const r of rows) {
    if (r.lockedUntil) lockedMs = Math.max(lockedMs, Date.parse(r.lockedUntil) - now);
    if (r.nextAttemptAt) waitMs = Math.max(waitMs, Date.parse(r.nextAttemptAt) - now);
  }
  // Counted messages: `count` picks the language's plural form (Arabic: دقيقتان، ٣ دقائق).
  if (lockedMs > 0) {
    const minutes = Math.ceil(lockedMs / 60_000);
    return new AppError(423, 'identity.accountLocked', { minutes, count: minutes });
  }
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    return new AppError(429, 'identity.tooManyAttempts', { seconds, count: seconds });
  }
  return null;
}

/** Throws 423 (locked) or 429 (wait) when an attempt must not even be checked. */
export async function assertMayAttempt(db: Db, keys: ThrottleKeys): Promise<void> {
  const error = refusal(await readThrottle(db, [...keys.account, ...keys.address]));
  if (error) throw error;
}

/** Counts a failure on every key; returns the refusal the next attempt will meet, if any. */
export async function recordFailure(db: Db, keys: ThrottleKeys): Promise<AppError | null> {
  const rows: ThrottleRow[] = [];
  for (const k of keys.account)
    rows.push(await recordThrottleFailure(db, k, THROTTLE_POLICY.account));
  for (const k of keys.address)
    rows.push(await recordThrottleFailure(db, k, THROTTLE_POLICY.address));
  const error = refusal(rows);
  return error?.statusCode === 423 ? error : null;
}

/** A successful sign-in clears the account's counters (not the address's). */
export async function clearAccount(db: Db, keys: ThrottleKeys): Promise<void> {
  await clearThrottle(db, keys.account);
}

export async function clearAccountKeys(db: Db, accountKeys: string[]): Promise<void> {
  await clearThrottle(db, accountKeys);
}
