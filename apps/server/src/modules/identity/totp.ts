import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Quran Centres';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI and a QR code of it (PNG data URL) for authenticator apps. */
export async function totpEnrolment(secret: string, label: string) {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 });
  return { otpauthUri, qrDataUrl };
}

/**
 * Verifies a 6-digit code with one step of clock drift either way. A code whose time step is
 * not newer than `lastStep` is refused (no replay). Returns the matched time step, or null.
 */
export async function verifyTotpCode(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    if (!result.valid || !('timeStep' in result)) return null;
    return result.timeStep;
  } catch {
    return null;
  }
}
