import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import type { FileRef } from './fields.ts';

// ------------------------------------------------------------------------------------------------
// Stored files (`/api/files`): an upload for a file, image or rich-text field, and a download
// through a signed link. Their route contracts.
// ------------------------------------------------------------------------------------------------

/** An uploaded file: what goes into the form's value, with a signed address to fetch it. */
export interface UploadedFile extends FileRef {
  url: string;
}

/** `POST /api/files?resource=&field=`: the field the file is for (its types and size). */
export const fileUploadQuery = z.object({
  resource: z.string().trim().min(1).max(80),
  field: z.string().trim().min(1).max(80),
});

/** `GET /api/files/:id?exp=&sig=`: the file, and its link's expiry and signature. */
export const fileDownloadParams = z.object({ id: z.uuid('errors.notFound') });
export const fileLinkQuery = z.object({
  exp: z.coerce.number().int(),
  sig: z.string().min(10).max(100),
});

export const FILE_ROUTES = defineRouteContracts({
  'POST /api/files': {
    summary:
      'Upload one file (multipart, field `file`) for a file, image or rich-text field of a resource the caller may create or change; the record claims it when saved',
    query: fileUploadQuery,
    body: 'multipart',
    status: 201,
    response: z.object({
      id: z.uuid(),
      name: z.string(),
      size: z.number().int(),
      contentType: z.string(),
      url: z.string(),
    }) satisfies z.ZodType<UploadedFile>,
  },
  'GET /api/files/:id': {
    summary:
      'A stored file through its signed link (the signature is the permission): its bytes with the type it was stored with, images and PDFs inline, anything else as an attachment',
    params: fileDownloadParams,
    query: fileLinkQuery,
    response: { file: 'application/octet-stream' },
  },
});
