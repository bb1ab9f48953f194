import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import type { FileRef } from '../resources/fields.ts';

// ------------------------------------------------------------------------------------------------
// A documentation page's revisions (`/api/documents/:id/versions`): its route contract.
// ------------------------------------------------------------------------------------------------

/** An attachment of a revision, with a signed address to download it. */
export interface DocumentVersionFile extends FileRef {
  url: string;
}

/** One revision of a document's content, as it was saved (revisions are never changed). */
export interface DocumentVersion {
  revision: number;
  title: string;
  summary: string | null;
  body: string | null;
  attachments: DocumentVersionFile[];
  createdBy: string | null;
  createdAt: string;
}

const versionSchema: z.ZodType<DocumentVersion> = z.object({
  revision: z.number().int().min(1),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  attachments: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      size: z.number(),
      contentType: z.string(),
      url: z.string(),
    }),
  ),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
});

export const DOCUMENT_VERSION_ROUTES = defineRouteContracts({
  'GET /api/documents/:id/versions': {
    summary: 'Every revision of a documentation page, oldest first (as the page is visible)',
    params: z.object({ id: z.uuid('errors.notFound') }),
    response: z.object({ items: z.array(versionSchema) }),
  },
});
