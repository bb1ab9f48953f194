import multipart from '@fastify/multipart';
import {
  acceptsType,
  fileUploadQuery,
  findResource,
  permissionFor,
  RICH_TEXT_IMAGE_MAX_SIZE,
  RICH_TEXT_IMAGE_TYPES,
  type UploadedFile,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, forbidden, parseInput } from '../../http/errors.ts';
import { signedFileUrl } from '../file-links.ts';
import { insertFile } from '../files.repository.ts';
import { callerOf } from '../resource-caller.ts';

/** Ceiling of any upload, whatever a field allows. */
const MAX_UPLOAD = 50 * 1024 * 1024;

const starts = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** An MPEG audio frame header: 11 set sync bits, a known version, a layer. */
const mpegFrame = (buf: Buffer) =>
  buf.length > 2 &&
  buf[0] === 0xff &&
  ((buf[1] ?? 0) & 0xe0) === 0xe0 &&
  ((buf[1] ?? 0) & 0x18) !== 0x08 &&
  ((buf[1] ?? 0) & 0x06) !== 0;

/**
 * Does the content look like the type the browser claimed? Images, PDF, office files, video
 * and audio are recognised by their first bytes (MP4/M4A/QuickTime by their `ftyp` box, WebM
 * by its EBML header, MP3 by its ID3 tag or a frame header, Ogg, WAV), text by the absence of
 * NUL bytes; SVG (which can carry scripts) and any other video or audio type are refused.
 */
export function contentMatches(type: string, buf: Buffer): boolean {
  const t = type.toLowerCase();
  if (t === 'image/svg+xml') return false;
  if (t === 'image/png') return starts(buf, [0x89, 0x50, 0x4e, 0x47]);
  if (t === 'image/jpeg') return starts(buf, [0xff, 0xd8, 0xff]);
  if (t === 'image/gif') return starts(buf, ascii('GIF8'));
  if (t === 'image/webp') return starts(buf, ascii('RIFF')) && starts(buf, ascii('WEBP'), 8);
  if (t === 'application/pdf') return starts(buf, ascii('%PDF'));
  if (t.startsWith('application/vnd.openxmlformats-officedocument.'))
    return starts(buf, [0x50, 0x4b, 0x03, 0x04]);
  if (t === 'application/msword' || t === 'application/vnd.ms-excel')
    return starts(buf, [0xd0, 0xcf, 0x11, 0xe0]);
  if (t.startsWith('text/')) return !buf.subarray(0, 8192).includes(0);
  if (t === 'video/mp4' || t === 'audio/mp4' || t === 'audio/x-m4a' || t === 'video/quicktime')
    return starts(buf, ascii('ftyp'), 4);
  if (t === 'video/webm' || t === 'audio/webm') return starts(buf, [0x1a, 0x45, 0xdf, 0xa3]);
  if (t === 'audio/mpeg') return starts(buf, ascii('ID3')) || mpegFrame(buf);
  if (t === 'audio/ogg' || t === 'video/ogg') return starts(buf, ascii('OggS'));
  if (t === 'audio/wav' || t === 'audio/x-wav')
    return starts(buf, ascii('RIFF')) && starts(buf, ascii('WAVE'), 8);
  return t.startsWith('image/') || t.startsWith('video/') || t.startsWith('audio/') ? false : true;
}

/**
 * POST /api/files?resource=&field= (multipart, one file): stores a file for a file or image
 * field, within that field's types and size, for a caller who may create or change records of
 * that resource. The answer (`{ id, name, size, contentType, url }`) goes into the form's
 * value; the record claims the file when it is saved.
 */
export async function fileUploadRoute(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD, fields: 5 } });
    scoped.post(
      `${ctx.config.API_BASE}/files`,
      { config: { signedIn: true } },
      async (request, reply) => {
        const caller = callerOf(request);
        const q = parseInput(fileUploadQuery, request.query);
        const def = findResource(q.resource);
        const field = def?.fields[q.field];
        if (
          !def ||
          !field ||
          (field.kind !== 'file' && field.kind !== 'image' && field.kind !== 'richText')
        )
          throw badRequest('resources.errors.unknownResource');
        // A rich-text field takes the images shown inside its text (docs/rich-text.md).
        const limits =
          field.kind === 'richText'
            ? { accept: RICH_TEXT_IMAGE_TYPES, maxSize: RICH_TEXT_IMAGE_MAX_SIZE }
            : field;
        const may =
          (def.actions.includes('create') && caller.access.can(permissionFor(def, 'create'))) ||
          (def.actions.includes('update') && caller.access.can(permissionFor(def, 'update')));
        if (!may) throw forbidden();
        if (!request.isMultipart()) throw badRequest('resources.errors.noFile');
        const data = await request.file({ limits: { fileSize: limits.maxSize, files: 1 } });
        if (!data) throw badRequest('resources.errors.noFile');
        let content: Buffer;
        try {
          content = await data.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'resources.errors.fileTooLarge');
          throw error;
        }
        const contentType = data.mimetype.toLowerCase().split(';')[0]!.trim();
        if (!acceptsType(limits.accept, contentType) || !contentMatches(contentType, content))
          throw badRequest('resources.errors.fileType');
        const name =
          [...basename(data.filename || 'file')]
            .filter((c) => c.charCodeAt(0) >= 32)
            .join('')
            .slice(0, 255) || 'file';
        const row = await insertFile(ctx.db, {
          resource: def.name,
          field: q.field,
          name,
          contentType,
          content,
          sha256: createHash('sha256').update(content).digest('hex'),
          uploadedBy: caller.access.userId,
        });
        const uploaded: UploadedFile = {
          ...row,
          url: signedFileUrl(ctx.config.API_BASE, ctx.config.secrets.jwtSecret, row.id),
        };
        return reply.status(201).send(uploaded);
      },
    );
  });
}
