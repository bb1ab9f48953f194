import type { FastifyInstance } from 'fastify';
import { SERIAL_PATTERN, documentVerifyParams, type DocumentVerification } from '@qc/domain';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
import { notFound, parseInput } from '../http/errors.ts';
import { findIssuedDocument } from './serials.ts';

/**
 * What anyone holding a serial may learn of a printed document: only the kind, the fields the
 * issuer chose to publish (holder's name, title, grade…), the issue instant and whether it was
 * revoked, never ids, who issued or revoked it, or the reason. Null for a serial of no document
 * (or not shaped like one). The API below and the server-rendered page `/verify/:serial` (the
 * public site's) both answer with it.
 */
export async function verifyDocument(db: Db, serial: string): Promise<DocumentVerification | null> {
  const wanted = serial.trim().toUpperCase();
  if (!SERIAL_PATTERN.test(wanted)) return null;
  const row = await findIssuedDocument(db, wanted);
  if (!row) return null;
  return {
    serial: row.serial,
    kind: row.kind,
    language: row.language === 'en' || row.language === 'fr' ? row.language : 'ar',
    publicFields: Object.fromEntries(row.publicFields),
    issuedAt: new Date(row.issuedAt).toISOString(),
    status: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
  };
}

/** GET /api/public/documents/:serial: public and rate-limited. */
export async function documentsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/public/documents/:serial`,
    { config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply): Promise<DocumentVerification> => {
      const { serial } = parseInput(documentVerifyParams, request.params);
      const found = await verifyDocument(ctx.db, serial);
      if (!found) throw notFound('documents.verify.notFound');
      void reply.header('cache-control', 'no-store');
      return found;
    },
  );
}
