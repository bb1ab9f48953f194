import multipart from '@fastify/multipart';
import {
  FILE_KIND,
  FILE_MAX_SIZE_LIMIT,
  acceptsType,
  fileLimits,
  fileRefusal,
  formQuestions,
  megabytes,
  type FileAnswer,
  type FormAnswers,
  type FormDefinition,
  type FormQuestion,
} from '@qc/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, type FieldIssue } from '../http/errors.ts';
import {
  claimFiles,
  deleteFilesOf,
  fileRows,
  fileWithContent,
  insertFile,
} from '../resources/files.repository.ts';
import { contentMatches } from '../resources/routes/file-upload.route.ts';

/**
 * The form builder's `file` question kind on the server (docs/forms.md): the owner's upload route
 * stores a file in the shared stored files (`stored_files`, the resource engine's) before the
 * form is sent, unclaimed; the record that stores the answers claims it in its own transaction
 * (`checkFormFiles`), which also replaces the answer's name, size and type by the stored ones.
 * A file never claimed is swept by the orphan sweep after a day. Files are stored under the
 * owner's resource name, field `answers.<question id>`.
 */

/** The field of a question's files in `stored_files`. */
const fieldOf = (q: FormQuestion) => `answers.${q.id}`;

/** A refusal naming the question, in the shape of the form's other answer problems. */
function refusal(status: number, q: FormQuestion, code: string, params: Record<string, unknown>) {
  const all = { label: q.label, ...params };
  const fields: Record<string, FieldIssue> = { [fieldOf(q)]: { code, params: all } };
  return new AppError(status, code, all, fields);
}

/**
 * The type of an upload, read from its bytes: the declared type when the question takes it and
 * the bytes are of that type, else the first type the question takes that the bytes are (a
 * phone that declares `application/octet-stream`), else null. Never trusts the name or the
 * declared type alone.
 */
export function sniffedType(q: FormQuestion, declared: string, content: Buffer): string | null {
  const { accept } = fileLimits(q);
  const candidates = [declared, ...accept].filter((t) => !t.endsWith('/*'));
  return candidates.find((t) => acceptsType(accept, t) && contentMatches(t, content)) ?? null;
}

/** A file name fit to keep: no folders, no control characters, at most 255 characters. */
const cleanName = (raw: string | undefined) =>
  [...basename(raw || 'file')]
    .filter((c) => c.charCodeAt(0) >= 32)
    .join('')
    .slice(0, 255) || 'file';

/**
 * Stores the answer to a `file` question, unclaimed: its type read from its bytes (refused with
 * the question's words, 400 `forms.fileType`), within the question's size (413
 * `forms.fileTooLarge`), not empty. Nothing is written when refused.
 */
export async function storeFormFile(
  db: Db,
  resource: string,
  q: FormQuestion,
  file: { name: string | undefined; declared: string; content: Buffer; uploadedBy: string | null },
): Promise<FileAnswer> {
  const declared = file.declared.toLowerCase().split(';')[0]!.trim();
  const contentType = sniffedType(q, declared, file.content);
  if (!contentType) throw refusal(400, q, 'forms.fileType', {});
  const problem = fileRefusal(q, { contentType, size: file.content.length });
  if (problem)
    throw refusal(
      problem.code === 'forms.fileTooLarge' ? 413 : 400,
      q,
      problem.code,
      problem.params ?? {},
    );
  const row = await insertFile(db, {
    resource,
    field: fieldOf(q),
    name: cleanName(file.name),
    contentType,
    content: file.content,
    sha256: createHash('sha256').update(file.content).digest('hex'),
    uploadedBy: file.uploadedBy,
  });
  return { id: row.id, name: row.name, size: row.size, contentType: row.contentType };
}

export interface FormFileRoute {
  /** The route's full path. */
  path: string;
  /** Its guard (a public link's submit config: signed out, rate-limited). */
  config: FastifyContextConfig;
  /** The owner's resource name the files are stored under. */
  resource: string;
  /**
   * The `file` question the upload answers, after the owner's own refusals (the link closed: 409;
   * not a file question of the current form: 400). Runs before the file is read.
   */
  questionFor(request: FastifyRequest): Promise<FormQuestion>;
}

/**
 * POST (multipart, one file) storing the answer to a `file` question: refused with the
 * question's words when its type is not taken (the bytes checked, not only the declared type
 * or the name: `forms.fileType`, 400), when it is larger than the question allows
 * (`forms.fileTooLarge`, 413) or empty; nothing is written then. Answers 201 with the
 * `FileAnswer` the form sends.
 */
export async function formFileUploadRoute(app: FastifyInstance, db: Db, route: FormFileRoute) {
  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { files: 1, fileSize: FILE_MAX_SIZE_LIMIT, fields: 2 },
    });
    scoped.post(route.path, { config: route.config }, async (request, reply) => {
      const q = await route.questionFor(request);
      if (q.kind !== FILE_KIND) throw badRequest('forms.unknownQuestion');
      const { maxSize } = fileLimits(q);
      if (!request.isMultipart()) throw badRequest('resources.errors.noFile');
      const data = await request.file({ limits: { fileSize: maxSize, files: 1 } });
      if (!data) throw badRequest('resources.errors.noFile');
      let content: Buffer;
      try {
        content = await data.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw refusal(413, q, 'forms.fileTooLarge', { max: megabytes(maxSize) });
        throw error;
      }
      const answer = await storeFormFile(db, route.resource, q, {
        name: data.filename,
        declared: data.mimetype,
        content,
        uploadedBy: request.access?.userId ?? null,
      });
      return reply.code(201).send(answer);
    });
  });
}

/**
 * Checks the files a set of answers names, in the transaction of the record that stores them:
 * each must be an unclaimed upload of this owner for that very question, of a type and size the
 * question takes (400 `forms.fileMissing` on the question otherwise: the record is not written).
 * Gives the answers with each file's stored name, size and type, and `claim(recordId)`, which
 * attaches the files to the record once it is written (same transaction).
 */
export async function checkFormFiles(
  tx: Db,
  resource: string,
  def: FormDefinition,
  answers: FormAnswers,
): Promise<{ answers: FormAnswers; claim(recordId: string): Promise<void> }> {
  const asked = formQuestions(def).filter((q) => q.kind === FILE_KIND && answers[q.id]?.file);
  if (asked.length === 0) return { answers, claim: async () => undefined };
  const rows = new Map(
    (
      await fileRows(
        tx,
        asked.map((q) => answers[q.id]!.file!.id),
      )
    ).map((r) => [r.id, r]),
  );
  const out: FormAnswers = { ...answers };
  const fields: Record<string, FieldIssue> = {};
  for (const q of asked) {
    const row = rows.get(answers[q.id]!.file!.id);
    if (
      !row ||
      row.resource !== resource ||
      row.field !== fieldOf(q) ||
      row.recordId !== null ||
      fileRefusal(q, row)
    ) {
      fields[fieldOf(q)] = { code: 'forms.fileMissing', params: { label: q.label } };
      continue;
    }
    out[q.id] = {
      ...answers[q.id]!,
      file: { id: row.id, name: row.name, size: row.size, contentType: row.contentType },
    };
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first.code, first.params, fields);
  const ids = asked.map((q) => out[q.id]!.file!.id);
  return { answers: out, claim: (recordId) => claimFiles(tx, ids, recordId) };
}

/** The stored file of a record's answer to a question, with its content, or null. */
export async function formFileOf(
  db: Db,
  resource: string,
  recordId: string,
  answers: FormAnswers,
  questionId: string,
) {
  const id = answers[questionId]?.file?.id;
  if (!id) return null;
  const file = await fileWithContent(db, id);
  return file &&
    file.resource === resource &&
    file.recordId === recordId &&
    file.field === `answers.${questionId}`
    ? file
    : null;
}

/** Deletes every file a record's answers stored (a purge, a deletion), in its transaction. */
export async function deleteFormFiles(tx: Db, resource: string, recordId: string) {
  await deleteFilesOf(tx, resource, recordId);
}

/**
 * Sends a stored file of a form's answer: inline for audio (an `<audio>` plays it; a range
 * request, which phones' players make, answers 206 with that part), else as a download; in a
 * sandbox, never as active content, never cached by a shared cache.
 */
export function replyWithFormFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { name: string; contentType: string; content: Buffer },
) {
  const download = (request.query as { download?: string } | undefined)?.download === '1';
  const inline = file.contentType.startsWith('audio/') && !download;
  reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes')
    .header('content-security-policy', "sandbox; default-src 'none'");
  const total = file.content.length;
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, total - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), total - 1) : total - 1;
    if (start > end || start >= total)
      return reply.code(416).header('content-range', `bytes */${total}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${total}`)
      .send(file.content.subarray(start, end + 1));
  }
  return reply.send(file.content);
}
