/**
 * What may be attached to a conversation message, and how much. The server checks the declared
 * type against this list AND the file's first bytes, so a page of HTML cannot pass for an image;
 * the web composer uses the same list for its file picker and its early, friendly errors.
 */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
/** One file, decoded. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
/** All files of one message together (they travel base64-encoded in one JSON request). */
export const MAX_MESSAGE_ATTACHMENT_BYTES = 3 * 1024 * 1024;

type Sniffer = (bytes: Uint8Array) => boolean;

const startsWith =
  (...signature: number[]): Sniffer =>
  (b) =>
    b.length >= signature.length && signature.every((v, i) => b[i] === v);

const ascii = (text: string, offset = 0): Sniffer => {
  const codes = [...text].map((c) => c.charCodeAt(0));
  return (b) => b.length >= offset + codes.length && codes.every((v, i) => b[offset + i] === v);
};

const anyOf =
  (...sniffers: Sniffer[]): Sniffer =>
  (b) =>
    sniffers.some((s) => s(b));

const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);

/** Plain text: valid UTF-8 without NUL bytes. */
const utf8Text: Sniffer = (b) => {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
};

export interface AttachmentType {
  mime: string;
  /** Shown inline in the thread (images); everything else is offered as a download. */
  inline: boolean;
  extensions: readonly string[];
  sniff: Sniffer;
}

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  {
    mime: 'image/png',
    inline: true,
    extensions: ['png'],
    sniff: startsWith(0x89, 0x50, 0x4e, 0x47),
  },
  {
    mime: 'image/jpeg',
    inline: true,
    extensions: ['jpg', 'jpeg'],
    sniff: startsWith(0xff, 0xd8, 0xff),
  },
  { mime: 'image/gif', inline: true, extensions: ['gif'], sniff: ascii('GIF8') },
  {
    mime: 'image/webp',
    inline: true,
    extensions: ['webp'],
    sniff: (b) => ascii('RIFF')(b) && ascii('WEBP', 8)(b),
  },
  { mime: 'application/pdf', inline: false, extensions: ['pdf'], sniff: ascii('%PDF-') },
  { mime: 'text/plain', inline: false, extensions: ['txt'], sniff: utf8Text },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    extensions: ['docx'],
    sniff: ZIP,
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    extensions: ['xlsx'],
    sniff: ZIP,
  },
  {
    mime: 'audio/mpeg',
    inline: false,
    extensions: ['mp3'],
    sniff: anyOf(
      ascii('ID3'),
      (b) => b.length > 1 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0,
    ),
  },
  { mime: 'audio/ogg', inline: false, extensions: ['ogg', 'oga', 'opus'], sniff: ascii('OggS') },
  {
    mime: 'audio/webm',
    inline: false,
    extensions: ['weba', 'webm'],
    sniff: startsWith(0x1a, 0x45, 0xdf, 0xa3),
  },
  { mime: 'audio/mp4', inline: false, extensions: ['m4a'], sniff: ascii('ftyp', 4) },
];

export const ATTACHMENT_MIME_TYPES = ATTACHMENT_TYPES.map((t) => t.mime);

export function attachmentType(mime: string): AttachmentType | undefined {
  const wanted = mime.trim().toLowerCase();
  return ATTACHMENT_TYPES.find((t) => t.mime === wanted);
}

/** The `accept` attribute of the composer's file input. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((t) => [
  t.mime,
  ...t.extensions.map((e) => `.${e}`),
]).join(',');

export type AttachmentProblem = 'type' | 'content' | 'empty' | 'tooLarge';

/**
 * Checks one decoded file: an allowed type, content that looks like that type, and the size
 * limit. Returns what is wrong, or null.
 */
export function checkAttachment(mime: string, bytes: Uint8Array): AttachmentProblem | null {
  const type = attachmentType(mime);
  if (!type) return 'type';
  if (bytes.length === 0) return 'empty';
  if (bytes.length > MAX_ATTACHMENT_BYTES) return 'tooLarge';
  if (!type.sniff(bytes)) return 'content';
  return null;
}

/**
 * A file name safe to store and to send back in Content-Disposition: no folders, no control or
 * direction characters, at most 200 characters, never empty.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069"<>|:*?]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

export type SizeUnit = 'b' | 'kb' | 'mb';

/** A size in the largest fitting unit (1.5 MB, 320 KB, 12 B); screens translate the unit. */
export function sizeParts(bytes: number): { value: number; unit: SizeUnit } {
  if (bytes >= 1024 * 1024)
    return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'mb' };
  if (bytes >= 1024) return { value: Math.round(bytes / 1024), unit: 'kb' };
  return { value: bytes, unit: 'b' };
}
