import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link works: until the end of the next whole hour plus five. */
const HOURS = 6;

const signature = (secret: string, id: string, exp: number) =>
  createHmac('sha256', secret).update(`file:${id}:${exp}`).digest('base64url');

/**
 * A signed download link for a stored file. Links are handed out with records to callers who
 * may read them, so `<img src>` and downloads work without an Authorization header; the expiry
 * is rounded to the hour so a link stays the same (and cacheable) for a while.
 */
export function signedFileUrl(apiBase: string, secret: string, id: string, now = Date.now()) {
  const hour = 3_600_000;
  const exp = Math.ceil(now / hour) * hour + HOURS * hour;
  const expSeconds = Math.floor(exp / 1000);
  return `${apiBase}/files/${id}?exp=${expSeconds}&sig=${signature(secret, id, expSeconds)}`;
}

/** Is a link's signature right and its expiry in the future? */
export function verifyFileLink(
  secret: string,
  id: string,
  exp: number,
  sig: string,
  now = Date.now(),
) {
  if (!Number.isInteger(exp) || exp * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, id, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
