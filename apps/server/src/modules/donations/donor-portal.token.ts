import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * The donor's link token: `<benefactor id>.<version>.<expiry, unix seconds>.<HMAC-SHA256>`,
 * signed with a key derived from the server's cookie secret (config `COOKIE_SECRET`, or the one
 * generated into DATA_DIR/secrets.json), so it needs no new setting and differs per install.
 * The version is checked against `donor_portal_links` (revoking raises it).
 */
export interface DonorClaims {
  benefactorId: string;
  version: number;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function key(config: Config): Buffer {
  return createHash('sha256').update(`donor-portal:${config.secrets.cookieSecret}`).digest();
}

function mac(config: Config, body: string): string {
  return createHmac('sha256', key(config)).update(body).digest('base64url');
}

export function signDonorToken(config: Config, c: DonorClaims): string {
  const body = `${c.benefactorId}.${c.version}.${Math.floor(c.expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(config, body)}`;
}

/** The claims of a well-signed, unexpired token; null otherwise (the caller refuses alike). */
export function readDonorToken(
  config: Config,
  token: string,
  now = new Date(),
): DonorClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [id, v, exp, sig] = parts as [string, string, string, string];
  if (!UUID.test(id) || !/^\d{1,9}$/.test(v) || !/^\d{1,12}$/.test(exp)) return null;
  const want = Buffer.from(mac(config, `${id}.${v}.${exp}`));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const expiresAt = new Date(Number(exp) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { benefactorId: id, version: Number(v), expiresAt };
}
