import { z } from 'zod';
import { MAX_GROUP_MEMBERS, MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH } from './conversation-limits.ts';

const uuid = z.uuid();
const page = z.coerce.number().int().min(1).default(1);
const pageSize = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** Start a conversation: with one other user, or a named group (the creator is its admin). */
export const createConversationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('direct'), userId: uuid }),
  z.object({
    kind: z.literal('group'),
    title: z.string().trim().min(1).max(MAX_TITLE_LENGTH),
    memberIds: z
      .array(uuid)
      .min(1)
      .max(MAX_GROUP_MEMBERS - 1),
  }),
]);
export type CreateConversationInput = z.infer<typeof createConversationSchema>;

/** Rename a group; `version` is the one read (a stale version is refused with 409). */
export const updateConversationSchema = z.object({
  title: z.string().trim().min(1).max(MAX_TITLE_LENGTH),
  version: z.number().int().min(1),
});

export const addMembersSchema = z.object({
  userIds: z.array(uuid).min(1).max(50),
});

export const attachmentInputSchema = z.object({
  name: z.string().trim().min(1).max(255),
  type: z.string().trim().min(1).max(150),
  /**
   * The file's bytes, base64-encoded. The request's body limit bounds it; the count, type,
   * content and size rules are checked on the decoded bytes (see checkAttachments).
   */
  contentBase64: z.base64(),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

/** A message: text, attachments, or both; `clientId` comes back in the event (optimistic UI). */
export const sendMessageSchema = z
  .object({
    body: z.string().trim().max(MAX_MESSAGE_LENGTH).default(''),
    attachments: z.array(attachmentInputSchema).default([]),
    clientId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((m) => m.body.length > 0 || m.attachments.length > 0, {
    path: ['body'],
    message: 'conversations.message.empty',
  });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Mark read up to a message (`seq`), or everything when omitted. */
export const markReadSchema = z.object({ seq: z.number().int().min(0).optional() }).default({});

/** Messages of a conversation, newest first; `before` is the cursor (a message's seq). */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: pageSize(100, 30),
});

export const conversationListQuerySchema = z.object({
  page,
  pageSize: pageSize(100, 30),
  q: z.string().trim().max(100).optional(),
});

export const messageSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  page,
  pageSize: pageSize(50, 20),
});

export const contactsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: pageSize(50, 20),
});

export const notificationsQuerySchema = z.object({
  page,
  pageSize: pageSize(100, 20),
  unread: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
