import {
  checkAttachment,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  MAX_MESSAGE_ATTACHMENT_BYTES,
} from './attachment-types.ts';

/** One problem with a message's files, as a translation key and its values. */
export interface AttachmentIssue {
  /** `attachments` for the whole list, `attachments.<index>` for one file. */
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

export interface AttachmentCandidate {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Limits are given to messages in megabytes; each language writes its own unit. */
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

const PROBLEM_CODES = {
  type: 'conversations.attachment.typeNotAllowed',
  content: 'conversations.attachment.contentMismatch',
  empty: 'conversations.attachment.empty',
  tooLarge: 'conversations.attachment.tooLarge',
} as const;

/**
 * Every rule for a message's files, in one place for the server (which decides) and the web
 * composer (which warns early): how many, each file's type, content and size, and the total.
 */
export function checkAttachments(files: readonly AttachmentCandidate[]): AttachmentIssue[] {
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE) {
    return [
      {
        field: 'attachments',
        code: 'conversations.attachment.tooMany',
        // A counted message: `count` picks the plural form, `n` is the number in it.
        params: {
          max: MAX_ATTACHMENTS_PER_MESSAGE,
          count: MAX_ATTACHMENTS_PER_MESSAGE,
          n: MAX_ATTACHMENTS_PER_MESSAGE,
        },
      },
    ];
  }
  const issues: AttachmentIssue[] = [];
  let total = 0;
  files.forEach((file, index) => {
    total += file.bytes.length;
    const problem = checkAttachment(file.type, file.bytes);
    if (problem) {
      issues.push({
        field: `attachments.${index}`,
        code: PROBLEM_CODES[problem],
        params: { name: file.name, max: megabytes(MAX_ATTACHMENT_BYTES) },
      });
    }
  });
  if (issues.length === 0 && total > MAX_MESSAGE_ATTACHMENT_BYTES) {
    issues.push({
      field: 'attachments',
      code: 'conversations.attachment.totalTooLarge',
      params: { max: megabytes(MAX_MESSAGE_ATTACHMENT_BYTES) },
    });
  }
  return issues;
}
