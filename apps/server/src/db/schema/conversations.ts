import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex, id, timestamps, version } from './columns.ts';
import { users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Binary content (PostgreSQL bytea), as a Buffer on both engines. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A notification for one user: a translated title (key and values), an optional link into
 * the app, read or not. Written by `ctx.events.notify`, then pushed to the user's sockets.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull().default('general'),
    titleKey: text('title_key').notNull(),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A conversation: `direct` between two users (one per pair: `direct_key` is the two user ids
 * in order) or a named `group`. `last_seq` numbers its messages 1, 2, 3... (taken under the
 * row's lock when a message is posted), which orders them, pages them and counts unread ones.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    kind: text('kind').notNull(),
    title: text('title'),
    directKey: text('direct_key'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: at('last_message_at'),
  },
  (t) => [uniqueIndex('conversations_direct_uq').on(t.directKey)],
);

/** Who is in a conversation, their role in it (a group's admins) and how far they have read. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('member'),
    joinedAt: at('joined_at').notNull().defaultNow(),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/** A message. `search` is its Arabic-normalised text (and file names), trigram-indexed. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull().default(''),
    search: text('search').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_messages_seq_uq').on(t.conversationId, t.seq),
    searchIndex('conversation_messages_search_trgm', t.search),
  ],
);

/**
 * A file sent with a message, kept in the database (so backups and several server processes
 * need nothing else), within the limits of `@qc/domain` attachment-types.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
