import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of an access token: the user, the session it belongs to, and its lifetime. */
export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Signs a compact JWT (HS256) with the server's persisted secret. */
export function signJwt(claims: AccessClaims, secret: string): string {
  const payload = b64(JSON.stringify(claims));
  const input = `${HEADER}.${payload}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

/**
 * Verifies an HS256 JWT: exact header, constant-time signature comparison, and expiry.
 * Returns the claims, or null for anything malformed, forged or expired.
 */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp <= nowSeconds) return null;
  return claims;
}

function isClaims(value: unknown): value is AccessClaims {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.sid === 'string' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
}
