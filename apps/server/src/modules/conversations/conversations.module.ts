import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { attachmentDownloadRoute } from './attachment-download.route.ts';
import { contactsRoute } from './contacts.route.ts';
import { conversationCreateRoute } from './conversation-create.route.ts';
import { conversationLeaveRoute } from './conversation-leave.route.ts';
import { conversationMarkReadRoute } from './conversation-mark-read.route.ts';
import { conversationMemberRemoveRoute } from './conversation-member-remove.route.ts';
import { conversationMembersAddRoute } from './conversation-members-add.route.ts';
import { conversationReadRoute } from './conversation-read.route.ts';
import { conversationUpdateRoute } from './conversation-update.route.ts';
import { conversationsListRoute } from './conversations-list.route.ts';
import { messageSendRoute } from './message-send.route.ts';
import { messagesListRoute } from './messages-list.route.ts';
import { messagesSearchRoute } from './messages-search.route.ts';
import { unreadRoute } from './unread.route.ts';

/**
 * Conversations (`/conversations-component`): direct and group conversations between the
 * organisation's people, messages with files, unread counts and search, delivered live
 * through the realtime module (`message:new`, `conversation:read`, `conversation:updated`).
 */
export async function conversationsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await conversationsListRoute(app, ctx);
  await messagesSearchRoute(app, ctx);
  await contactsRoute(app, ctx);
  await unreadRoute(app, ctx);
  await conversationCreateRoute(app, ctx);
  await conversationReadRoute(app, ctx);
  await conversationUpdateRoute(app, ctx);
  await conversationMembersAddRoute(app, ctx);
  await conversationMemberRemoveRoute(app, ctx);
  await conversationLeaveRoute(app, ctx);
  await messagesListRoute(app, ctx);
  await messageSendRoute(app, ctx);
  await conversationMarkReadRoute(app, ctx);
  await attachmentDownloadRoute(app, ctx);
}
