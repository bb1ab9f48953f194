/**
 * The events the server pushes over socket.io, with their payloads: one contract for the
 * server that emits them and the web app that listens.
 */
export const REALTIME_EVENTS = {
  /** A record changed: open lists and pages of `resource` refresh. */
  changed: 'changed',
  /** A new notification for the signed-in user. */
  notification: 'notification',
  /** The user's unread notification count, after any change to it. */
  notificationsUnread: 'notifications:unread',
  /** A message was posted in one of the user's conversations. */
  messageNew: 'message:new',
  /** A member read a conversation up to a message. */
  conversationRead: 'conversation:read',
  /** A conversation was created, renamed, or its members changed (or the user left it). */
  conversationUpdated: 'conversation:updated',
  /** The socket's session ended (sign-out elsewhere, account disabled): it is closed next. */
  sessionEnded: 'session:ended',
  /** How far a student import the user started has gone (reaches every server process). */
  importProgress: 'import:progress',
} as const;

export interface ImportProgressPayload {
  /** The import (student-imports record). */
  id: string;
  done: number;
  total: number;
}

export interface ChangedPayload {
  resource: string;
  id?: string;
  action: string;
}

export interface NotificationPayload {
  id: string;
  kind: string;
  titleKey: string;
  values: Record<string, string | number>;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface UnreadPayload {
  count: number;
}

export interface AttachmentView {
  id: string;
  name: string;
  type: string;
  size: number;
}

export interface MessageView {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  senderName: string;
  body: string;
  attachments: AttachmentView[];
  createdAt: string;
}

export interface MessageNewPayload {
  conversationId: string;
  message: MessageView;
  /** The sender's own id for its optimistic copy, when it gave one. */
  clientId?: string;
}

export interface ConversationReadPayload {
  conversationId: string;
  userId: string;
  lastReadSeq: number;
}

export type ConversationUpdateAction =
  'created' | 'renamed' | 'membersAdded' | 'memberRemoved' | 'memberLeft' | 'removed';

export interface ConversationUpdatedPayload {
  conversationId: string;
  action: ConversationUpdateAction;
  /** The members concerned by the change (added, removed, left). */
  userIds?: string[];
}

export interface ConversationMemberView {
  id: string;
  displayName: string;
  role: 'admin' | 'member';
  lastReadSeq: number;
}

export interface ConversationView {
  id: string;
  kind: 'direct' | 'group';
  title: string | null;
  createdBy: string;
  members: ConversationMemberView[];
  lastMessage: MessageView | null;
  lastSeq: number;
  lastReadSeq: number;
  unread: number;
  myRole: 'admin' | 'member';
  version: number;
  createdAt: string;
  lastMessageAt: string | null;
}
