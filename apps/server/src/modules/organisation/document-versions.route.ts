import type { DocumentVersion } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { boundResource } from '../../resources/resource-binding.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { readRecord } from '../../resources/resource.service.ts';
import { signedFileUrl } from '../../resources/file-links.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import { documentVersionsOf } from './document-versions.repository.ts';

const params = z.object({ id: z.uuid('errors.notFound') });

/** GET /api/documents/:id/versions: every revision of a document's content (documentation:read). */
export async function documentVersionsRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/documents/:id/versions`,
    { config: { permission: 'documentation:read' } },
    async (request): Promise<{ items: DocumentVersion[] }> => {
      const { id } = parseInput(params, request.params);
      // Same visibility as the document itself (404 otherwise).
      await readRecord(ctx, boundResource('documents'), callerOf(request), id);
      const url = (fileId: string) =>
        signedFileUrl(ctx.config.API_BASE, ctx.config.secrets.jwtSecret, fileId);
      const rows = await documentVersionsOf(ctx.db, id);
      return {
        items: rows.map((v) => ({
          revision: v.revision,
          title: v.title,
          summary: v.summary,
          body: v.body,
          attachments: v.attachments.map((f) => ({ ...f, url: url(f.id) })),
          createdBy: v.createdBy,
          // A revision always has its time (the column is not null).
          createdAt: isoTimestamp(v.createdAt) ?? v.createdAt,
        })),
      };
    },
  );
}
