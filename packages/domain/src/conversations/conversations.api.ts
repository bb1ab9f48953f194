import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  addMembersSchema,
  contactsQuerySchema,
  conversationListQuerySchema,
  createConversationSchema,
  markReadSchema,
  messageSearchQuerySchema,
  messagesQuerySchema,
  notificationsQuerySchema,
  sendMessageSchema,
  updateConversationSchema,
} from './conversations.schemas.ts';
import type {
  ConversationMemberView,
  ConversationView,
  MessageNewPayload,
  MessageView,
  NotificationPayload,
} from './realtime-events.ts';

/**
 * The conversations' HTTP answers (the screens read them, the routes are typed with them) and
 * the module's route contracts for the API document (`CONVERSATIONS_ROUTES`).
 */
export interface ConversationPage {
  items: ConversationView[];
  total: number;
}

export interface ConversationMessagePage {
  items: MessageView[];
  /** Pass it as `before` for the older messages; null when there are none. */
  nextCursor: number | null;
}

export interface ConversationSearchHit {
  message: MessageView;
  conversation: Pick<ConversationView, 'id' | 'kind' | 'title' | 'members'>;
}

export interface ConversationContact {
  id: string;
  displayName: string;
}

/** The caller's read mark after marking read, what is still unread here, and in total. */
export interface ConversationReadMark {
  lastReadSeq: number;
  unread: number;
  unreadTotal: number;
}

/** The bell's page of notifications, with the caller's unread count. */
export interface NotificationPage {
  items: NotificationPayload[];
  total: number;
  unread: number;
}

export const notificationIdParams = z.object({ id: z.uuid() });
export const conversationIdParams = z.object({ id: z.uuid() });
export const conversationMemberParams = z.object({ id: z.uuid(), userId: z.uuid() });
export const conversationAttachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });

const kind = z.enum(['direct', 'group']);
const role = z.enum(['admin', 'member']);
const messageSchema: z.ZodType<MessageView> = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  seq: z.number().int(),
  senderId: z.uuid(),
  senderName: z.string(),
  body: z.string(),
  attachments: z.array(
    z.object({ id: z.uuid(), name: z.string(), type: z.string(), size: z.number().int() }),
  ),
  createdAt: z.string(),
});
const memberSchema: z.ZodType<ConversationMemberView> = z.object({
  id: z.uuid(),
  displayName: z.string(),
  role,
  lastReadSeq: z.number().int(),
});
const conversationSchema: z.ZodType<ConversationView> = z.object({
  id: z.uuid(),
  kind,
  title: z.string().nullable(),
  createdBy: z.uuid(),
  members: z.array(memberSchema),
  lastMessage: messageSchema.nullable(),
  lastSeq: z.number().int(),
  lastReadSeq: z.number().int(),
  unread: z.number().int(),
  myRole: role,
  version: z.number().int(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
const pageSchema: z.ZodType<ConversationPage> = z.object({
  items: z.array(conversationSchema),
  total: z.number().int(),
});
const messagePageSchema: z.ZodType<ConversationMessagePage> = z.object({
  items: z.array(messageSchema),
  nextCursor: z.number().int().nullable(),
});
const searchSchema: z.ZodType<{ items: ConversationSearchHit[]; total: number }> = z.object({
  items: z.array(
    z.object({
      message: messageSchema,
      conversation: z.object({
        id: z.uuid(),
        kind,
        title: z.string().nullable(),
        members: z.array(memberSchema),
      }),
    }),
  ),
  total: z.number().int(),
});
const contactsSchema: z.ZodType<{ items: ConversationContact[] }> = z.object({
  items: z.array(z.object({ id: z.uuid(), displayName: z.string() })),
});
const sentSchema: z.ZodType<MessageNewPayload> = z.object({
  conversationId: z.uuid(),
  message: messageSchema,
  clientId: z.string().optional(),
});
const readMarkSchema: z.ZodType<ConversationReadMark> = z.object({
  lastReadSeq: z.number().int(),
  unread: z.number().int(),
  unreadTotal: z.number().int(),
});

const notificationSchema: z.ZodType<NotificationPayload> = z.object({
  id: z.uuid(),
  kind: z.string(),
  titleKey: z.string().describe('a message key, translated with values'),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
const notificationPageSchema: z.ZodType<NotificationPage> = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});

export const CONVERSATIONS_ROUTES = defineRouteContracts({
  'GET /api/conversations': {
    summary: "The caller's conversations, latest activity first",
    query: conversationListQuerySchema,
    response: pageSchema,
  },
  'POST /api/conversations': {
    summary: 'Open a direct conversation (the existing one: 200) or create a group (201)',
    body: createConversationSchema,
    status: 201,
    response: conversationSchema,
  },
  'GET /api/conversations/:id': {
    summary: 'One of the caller’s conversations',
    params: conversationIdParams,
    response: conversationSchema,
  },
  'PATCH /api/conversations/:id': {
    summary: 'Rename a group (its admins)',
    params: conversationIdParams,
    body: updateConversationSchema,
    response: conversationSchema,
  },
  'POST /api/conversations/:id/members': {
    summary: 'Add people to a group (its admins)',
    params: conversationIdParams,
    body: addMembersSchema,
    response: conversationSchema,
  },
  'DELETE /api/conversations/:id/members/:userId': {
    summary: 'Remove a member from a group (its admins)',
    params: conversationMemberParams,
    response: conversationSchema,
  },
  'POST /api/conversations/:id/leave': {
    summary: 'Leave a group',
    params: conversationIdParams,
    body: null,
    response: z.object({ left: z.literal(true) }),
  },
  'GET /api/conversations/:id/messages': {
    summary: 'Messages, newest first (before: the cursor)',
    params: conversationIdParams,
    query: messagesQuerySchema,
    response: messagePageSchema,
  },
  'POST /api/conversations/:id/messages': {
    summary: 'Send a message: text, files (base64) or both',
    params: conversationIdParams,
    body: sendMessageSchema,
    status: 201,
    response: sentSchema,
  },
  'POST /api/conversations/:id/read': {
    summary: 'Mark read up to a message (everything when seq is omitted)',
    params: conversationIdParams,
    body: markReadSchema,
    response: readMarkSchema,
  },
  'GET /api/conversations/:id/attachments/:attachmentId': {
    summary: 'A file of a message (members only)',
    params: conversationAttachmentParams,
    response: { file: 'application/octet-stream' },
  },
  'GET /api/conversations/search': {
    summary: 'Messages of the caller’s conversations containing every word',
    query: messageSearchQuerySchema,
    response: searchSchema,
  },
  'GET /api/conversations/contacts': {
    summary: 'The people the caller may start a conversation with',
    query: contactsQuerySchema,
    response: contactsSchema,
  },
  'GET /api/conversations/unread': {
    summary: 'Unread messages across the caller’s conversations',
    response: z.object({ count: z.number().int() }),
  },
  'GET /api/notifications': {
    summary: "The caller's notifications, newest first",
    query: notificationsQuerySchema,
    response: notificationPageSchema,
  },
  'POST /api/notifications/:id/read': {
    summary: 'Mark one of the caller’s notifications read',
    params: notificationIdParams,
    body: null,
    response: z.object({ notification: notificationSchema, unread: z.number().int() }),
  },
  'POST /api/notifications/read-all': {
    summary: 'Mark every notification of the caller read',
    body: null,
    response: z.object({ marked: z.number().int(), unread: z.number().int() }),
  },
});
