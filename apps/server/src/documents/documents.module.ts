import type { FastifyInstance } from 'fastify';
import { SERIAL_PATTERN, type DocumentVerification } from '@qc/domain';
import type { AppContext } from '../app-context.ts';
import { notFound } from '../http/errors.ts';
import { findIssuedDocument } from './serials.ts';

/**
 * GET /api/public/documents/:serial (page /verify/:serial): confirms a printed document to
 * anyone holding its serial. Public and rate-limited; it shows only the kind, the fields the
 * issuer chose to publish (holder's name, title, grade…), the issue instant and whether it was
 * revoked — never ids, who issued or revoked it, or the reason.
 */
export async function documentsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/public/documents/:serial`,
    { config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply): Promise<DocumentVerification> => {
      const { serial } = request.params as { serial: string };
      const wanted = serial.trim().toUpperCase();
      if (!SERIAL_PATTERN.test(wanted)) throw notFound('documents.verify.notFound');
      const row = await findIssuedDocument(ctx.db, wanted);
      if (!row) throw notFound('documents.verify.notFound');
      void reply.header('cache-control', 'no-store');
      return {
        serial: row.serial,
        kind: row.kind,
        language: row.language === 'en' || row.language === 'fr' ? row.language : 'ar',
        publicFields: Object.fromEntries(row.publicFields),
        issuedAt: new Date(row.issuedAt).toISOString(),
        status: row.revokedAt ? 'revoked' : 'valid',
        revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
      };
    },
  );
}
