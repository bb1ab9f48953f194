import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The providers' credentials at rest: AES-256-GCM under a key derived (SHA-256) from
 * `MESSAGES_SECRET_KEY`, so a copy of the database alone hands out no token. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; a changed key or a touched value fails to open.
 */
const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

export function sealSecrets(secret: string, values: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The credentials, or null when there are none or they cannot be opened with this key. */
export function openSecrets(
  secret: string | undefined,
  sealed: string | null,
): Record<string, string> | null {
  if (!sealed || !secret) return null;
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
}
