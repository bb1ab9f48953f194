import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';

/** The public verification API: what anyone holding a document's serial may learn. */
export const DOCUMENTS_API = {
  verify: (serial: string) => `/api/public/documents/${encodeURIComponent(serial)}`,
} as const;

/** Serials look like CERT-2026-000042: series, year, a zero-padded counter. */
export const SERIAL_PATTERN = /^[A-Z][A-Z0-9]{1,15}-\d{4}-\d{6,}$/;

export const documentVerificationSchema = z.object({
  serial: z.string(),
  kind: z.string(),
  language: z.enum(['ar', 'en', 'fr']),
  /** Holder's name, title, grade, dates… as the issuing module chose to publish them. */
  publicFields: z.record(z.string(), z.string()),
  /** ISO instant. */
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

/** `GET /api/public/documents/:serial`: any text; one not shaped like a serial finds nothing (404). */
export const documentVerifyParams = z.object({ serial: z.string() });

export const DOCUMENTS_ROUTES = defineRouteContracts({
  'GET /api/public/documents/:serial': {
    summary:
      'Verify a printed document by its serial (public, rate-limited): its kind, the fields its issuer published, when it was issued and whether it was revoked',
    params: documentVerifyParams,
    response: documentVerificationSchema,
  },
});
