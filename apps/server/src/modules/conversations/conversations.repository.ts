import type { AttachmentView, MessageView } from '@qc/domain';
import { and, asc, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import {
  conversationMembers,
  conversationMessages,
  conversations,
  messageAttachments,
  users,
} from '../../db/schema/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;

/** The conversation and the caller's membership of it, or undefined when not a member. */
export async function findMembership(
  db: Db,
  conversationId: string,
  userId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ conversation: conversations, member: conversationMembers })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, userId),
      ),
    )
    .where(eq(conversations.id, conversationId));
  const [row] = options.lock ? await query.for('update', { of: conversations }) : await query;
  return row;
}

export async function findDirectConversation(db: Db, directKey: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.directKey, directKey));
  return row;
}

export async function insertConversation(
  db: Db,
  values: {
    kind: 'direct' | 'group';
    title: string | null;
    directKey: string | null;
    createdBy: string;
  },
) {
  const [row] = await db.insert(conversations).values(values).returning();
  return row!;
}

/** Adds members (existing memberships are left as they are); they start with nothing unread. */
export async function insertMembers(
  db: Db,
  conversation: Pick<ConversationRow, 'id' | 'lastSeq'>,
  members: Array<{ userId: string; role: 'admin' | 'member' }>,
) {
  if (members.length === 0) return [];
  return db
    .insert(conversationMembers)
    .values(
      members.map((m) => ({
        conversationId: conversation.id,
        userId: m.userId,
        role: m.role,
        lastReadSeq: conversation.lastSeq,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

export async function removeMember(db: Db, conversationId: string, userId: string) {
  const rows = await db
    .delete(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning();
  return rows[0];
}

/** The longest-standing remaining member becomes admin when a group has none left. */
export async function ensureAnAdmin(db: Db, conversationId: string) {
  const members = await db
    .select()
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId));
  if (members.length === 0 || members.some((m) => m.role === 'admin')) return undefined;
  const next = members[0]!;
  await db
    .update(conversationMembers)
    .set({ role: 'admin' })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, next.userId),
      ),
    );
  return next.userId;
}

/** Renames a group if `version` is still the current one; undefined when it is stale. */
export async function renameConversation(db: Db, id: string, title: string, version: number) {
  const [row] = await db
    .update(conversations)
    .set({
      title,
      version: sql`${conversations.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(conversations.id, id), eq(conversations.version, version)))
    .returning();
  return row;
}

/** Marks a change of members on the conversation (its version and update time). */
export async function touchConversation(db: Db, id: string) {
  await db
    .update(conversations)
    .set({ version: sql`${conversations.version} + 1`, updatedAt: sql`now()` })
    .where(eq(conversations.id, id));
}

/**
 * Takes the next message number of a conversation. The UPDATE locks the row until the
 * transaction ends, so concurrent messages get 1, 2, 3... in commit order.
 */
export async function nextSeq(db: Db, conversationId: string) {
  const [row] = await db
    .update(conversations)
    .set({
      lastSeq: sql`${conversations.lastSeq} + 1`,
      lastMessageAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(conversations.id, conversationId))
    .returning({ seq: conversations.lastSeq });
  return row!.seq;
}

export async function insertMessage(
  db: Db,
  values: { conversationId: string; seq: number; senderId: string; body: string; search: string },
) {
  const [row] = await db.insert(conversationMessages).values(values).returning();
  return row!;
}

export async function insertAttachments(
  db: Db,
  rows: Array<{
    messageId: string;
    conversationId: string;
    name: string;
    mimeType: string;
    size: number;
    content: Buffer;
  }>,
): Promise<AttachmentView[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(messageAttachments).values(rows).returning({
    id: messageAttachments.id,
    name: messageAttachments.name,
    type: messageAttachments.mimeType,
    size: messageAttachments.size,
  });
  return inserted;
}

/** Moves a member's read mark forward (never back, never past the last message). */
export async function markRead(db: Db, conversationId: string, userId: string, upTo: number) {
  const [row] = await db
    .update(conversationMembers)
    .set({
      lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, least(${upTo}::int, (select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})))`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ lastReadSeq: conversationMembers.lastReadSeq });
  return row?.lastReadSeq;
}

/** Messages of others after the member's read mark. */
const unreadOf = (userId: string) =>
  sql<number>`(select count(*) from ${conversationMessages} x
     where x.conversation_id = ${conversations.id}
       and x.seq > ${conversationMembers.lastReadSeq}
       and x.sender_id <> ${userId})`.mapWith(Number);

/** A page of the user's conversations, the latest activity first, with their unread counts. */
export async function listMyConversations(
  db: Db,
  userId: string,
  options: { page: number; pageSize: number; ids?: readonly string[] },
) {
  const where = and(
    eq(conversationMembers.userId, userId),
    options.ids ? inArray(conversations.id, [...options.ids]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        conversation: conversations,
        role: conversationMembers.role,
        lastReadSeq: conversationMembers.lastReadSeq,
        unread: unreadOf(userId),
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where)
      .orderBy(
        desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
        asc(conversations.id),
      )
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({ n: count() })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every conversation of the user with its title and the other members' names (to filter). */
export async function myConversationNames(db: Db, userId: string) {
  const mine = db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  return db
    .select({
      id: conversations.id,
      title: conversations.title,
      names: sql<string | null>`string_agg(${users.displayName}, ' ')`,
    })
    .from(conversations)
    .leftJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        ne(conversationMembers.userId, userId),
      ),
    )
    .leftJoin(users, eq(users.id, conversationMembers.userId))
    .where(inArray(conversations.id, mine))
    .groupBy(conversations.id, conversations.title);
}

/** Total unread messages of the user across conversations. */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(conversationMessages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversationMessages.conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .where(
      and(
        sql`${conversationMessages.seq} > ${conversationMembers.lastReadSeq}`,
        ne(conversationMessages.senderId, userId),
      ),
    );
  return row?.n ?? 0;
}

export async function membersOf(db: Db, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return [];
  return (
    db
      .select({
        conversationId: conversationMembers.conversationId,
        id: conversationMembers.userId,
        displayName: users.displayName,
        role: conversationMembers.role,
        lastReadSeq: conversationMembers.lastReadSeq,
      })
      .from(conversationMembers)
      .innerJoin(users, eq(users.id, conversationMembers.userId))
      .where(inArray(conversationMembers.conversationId, [...conversationIds]))
      // Longest-standing first (the order `ensureAnAdmin` follows).
      .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId))
  );
}

export async function memberIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((r) => r.id);
}

const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  seq: conversationMessages.seq,
  senderId: conversationMessages.senderId,
  senderName: users.displayName,
  body: conversationMessages.body,
  createdAt: conversationMessages.createdAt,
};

/** Message rows with their attachments (names, types and sizes; never the content). */
async function withAttachments(
  db: Db,
  rows: Array<Omit<MessageView, 'attachments'>>,
): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const files = await db
    .select({
      messageId: messageAttachments.messageId,
      id: messageAttachments.id,
      name: messageAttachments.name,
      type: messageAttachments.mimeType,
      size: messageAttachments.size,
    })
    .from(messageAttachments)
    .where(
      inArray(
        messageAttachments.messageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
  return rows.map((r) => ({
    ...r,
    attachments: files.filter((f) => f.messageId === r.id).map(({ messageId: _m, ...f }) => f),
  }));
}

/** The newest messages before a cursor (a seq), newest first, one more to know if more exist. */
export async function messagesBefore(
  db: Db,
  conversationId: string,
  before: number | undefined,
  limit: number,
) {
  const rows = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        before ? lt(conversationMessages.seq, before) : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.seq))
    .limit(limit + 1);
  const more = rows.length > limit;
  const items = await withAttachments(db, rows.slice(0, limit));
  return { items, nextCursor: more ? (items[items.length - 1]?.seq ?? null) : null };
}

/** The last message of each conversation given with its last seq. */
export async function lastMessages(db: Db, list: ReadonlyArray<{ id: string; lastSeq: number }>) {
  const wanted = list.filter((c) => c.lastSeq > 0);
  if (wanted.length === 0) return [];
  const pairs = sql.join(
    wanted.map((c) => sql`(${c.id}::uuid, ${c.lastSeq}::int)`),
    sql`, `,
  );
  const rows = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(
      sql`(${conversationMessages.conversationId}, ${conversationMessages.seq}) in (${pairs})`,
    );
  return withAttachments(db, rows);
}

export async function messageById(db: Db, id: string): Promise<MessageView | undefined> {
  const rows = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(eq(conversationMessages.id, id));
  return (await withAttachments(db, rows))[0];
}

/** Escapes LIKE wildcards so a user's % or _ are matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Messages of the user's conversations whose normalised text contains every token of the
 * query (the trigram index on `search` serves the LIKE conditions), newest first.
 */
export async function searchMessages(
  db: Db,
  userId: string,
  tokens: readonly string[],
  options: { page: number; pageSize: number },
) {
  const conditions: SQL[] = tokens.map(
    (t) => sql`${conversationMessages.search} like ${`%${likeEscape(t)}%`}`,
  );
  const membership = and(
    eq(conversationMembers.conversationId, conversationMessages.conversationId),
    eq(conversationMembers.userId, userId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(messageColumns)
      .from(conversationMessages)
      .innerJoin(conversationMembers, membership)
      .innerJoin(users, eq(users.id, conversationMessages.senderId))
      .where(and(...conditions))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.seq))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({ n: count() })
      .from(conversationMessages)
      .innerJoin(conversationMembers, membership)
      .where(and(...conditions)),
  ]);
  return { items: await withAttachments(db, rows), total: Number(total?.n ?? 0) };
}

/** One attachment of a conversation, with its content. */
export async function findAttachment(db: Db, conversationId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(messageAttachments)
    .where(
      and(
        eq(messageAttachments.id, attachmentId),
        eq(messageAttachments.conversationId, conversationId),
      ),
    );
  return row;
}

export async function displayNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/* The conversations' units of work: each opens its transaction, reads (and locks, when it
 * changes members or the title) the caller's membership, and writes with its audit. */

/** The conversation and the caller's membership of it, as the units of work read it. */
export type Membership = { conversation: ConversationRow; member: MemberRow };

/**
 * A unit of work's check of the caller's membership, read in its transaction: answers the
 * membership or throws, which refuses the request and rolls the transaction back. The checks
 * are conversations.service.ts's (`member`, `groupAdmin`, `groupMember`).
 */
export type MembershipCheck = (found: Membership | undefined) => Membership;

/**
 * Opens the direct conversation of a pair, with both as members and its audit, in one
 * transaction; the pair's conversation created a moment ago by the other person is answered
 * instead (`isNew: false`, nothing written).
 */
export async function createDirectConversation(
  db: Db,
  me: string,
  other: string,
  directKey: string,
  request: AuditActor,
): Promise<{ id: string; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const again = await findDirectConversation(tx, directKey);
    if (again) return { id: again.id, isNew: false };
    const c = await insertConversation(tx, {
      kind: 'direct',
      title: null,
      directKey,
      createdBy: me,
    });
    await insertMembers(tx, c, [
      { userId: me, role: 'member' },
      { userId: other, role: 'member' },
    ]);
    await auditIn(
      tx,
      { request },
      {
        action: 'create',
        resource: 'conversations',
        recordId: c.id,
        newValues: { kind: 'direct', members: [me, other] },
      },
    );
    return { id: c.id, isNew: true };
  });
}

/** Creates a group whose admin is `me`, its members and its audit, in one transaction. */
export async function createGroupConversation(
  db: Db,
  me: string,
  title: string,
  others: readonly string[],
  request: AuditActor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const c = await insertConversation(tx, {
      kind: 'group',
      title,
      directKey: null,
      createdBy: me,
    });
    await insertMembers(tx, c, [
      { userId: me, role: 'admin' },
      ...others.map((userId) => ({ userId, role: 'member' as const })),
    ]);
    await auditIn(
      tx,
      { request },
      {
        action: 'create',
        resource: 'conversations',
        recordId: c.id,
        newValues: { kind: 'group', title, members: [me, ...others] },
      },
    );
    return c.id;
  });
}

/**
 * `me` leaves a group (its row locked): the longest-standing member becomes admin when the
 * last admin leaves; audited. Answers the members who remain.
 */
export async function leaveGroup(
  db: Db,
  id: string,
  me: string,
  check: MembershipCheck,
  request: AuditActor,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    check(await findMembership(tx, id, me, { lock: true }));
    await removeMember(tx, id, me);
    const promoted = await ensureAnAdmin(tx, id);
    await touchConversation(tx, id);
    await auditIn(
      tx,
      { request },
      {
        action: 'update',
        resource: 'conversations',
        recordId: id,
        oldValues: { member: me },
        newValues: { member: null, ...(promoted ? { admin: promoted } : {}) },
        reason: 'member left',
      },
    );
    return memberIds(tx, id);
  });
}

/**
 * Moves `me`'s read mark up to `seq` (the last message when undefined), in one transaction.
 * Answers the read mark and the members to tell.
 */
export async function readUpTo(
  db: Db,
  id: string,
  me: string,
  seq: number | undefined,
  check: MembershipCheck,
): Promise<{ lastReadSeq: number; members: string[] }> {
  return db.transaction(async (tx) => {
    const found = check(await findMembership(tx, id, me));
    const upTo = seq ?? found.conversation.lastSeq;
    return {
      lastReadSeq: (await markRead(tx, id, me, upTo)) ?? found.member.lastReadSeq,
      members: await memberIds(tx, id),
    };
  });
}

/**
 * Removes a member of a group (its row locked), audited, in one transaction. Answers the
 * members who remain, or undefined when `userId` was not a member (nothing written).
 */
export async function removeGroupMember(
  db: Db,
  id: string,
  me: string,
  userId: string,
  check: MembershipCheck,
  request: AuditActor,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    check(await findMembership(tx, id, me, { lock: true }));
    const removed = await removeMember(tx, id, userId);
    if (!removed) return undefined;
    await touchConversation(tx, id);
    await auditIn(
      tx,
      { request },
      {
        action: 'update',
        resource: 'conversations',
        recordId: id,
        oldValues: { member: userId },
        newValues: { member: null },
        reason: 'member removed',
      },
    );
    return memberIds(tx, id);
  });
}

/**
 * Adds people to a group (its row locked), audited, in one transaction: those already in, and
 * repeats, are left out; `vet` checks the rest against the members read here (it throws to
 * refuse). Answers who was added, the members after, and the group's title.
 */
export async function addGroupMembers(
  db: Db,
  id: string,
  me: string,
  userIds: readonly string[],
  check: MembershipCheck,
  vet: (
    tx: Db,
    current: readonly string[],
    entries: ReadonlyArray<{ id: string; field: string }>,
  ) => Promise<void>,
  request: AuditActor,
): Promise<{ added: string[]; members: string[]; title: string | null }> {
  return db.transaction(async (tx) => {
    const found = check(await findMembership(tx, id, me, { lock: true }));
    const current = await memberIds(tx, id);
    const entries = userIds
      .map((uid, index) => ({ id: uid, field: `userIds.${index}` }))
      .filter((e, index) => !current.includes(e.id) && userIds.indexOf(e.id) === index);
    await vet(tx, current, entries);
    const added = entries.map((e) => e.id);
    if (added.length > 0) {
      await insertMembers(
        tx,
        found.conversation,
        added.map((userId) => ({ userId, role: 'member' as const })),
      );
      await touchConversation(tx, id);
      await auditIn(
        tx,
        { request },
        {
          action: 'update',
          resource: 'conversations',
          recordId: id,
          oldValues: { members: current },
          newValues: { members: [...current, ...added] },
        },
      );
    }
    return { added, members: [...current, ...added], title: found.conversation.title };
  });
}

/**
 * Renames a group (its row locked) at the version read, audited, in one transaction. Answers
 * the members to tell, or undefined when the version is stale (nothing written).
 */
export async function renameGroup(
  db: Db,
  id: string,
  me: string,
  title: string,
  version: number,
  check: MembershipCheck,
  request: AuditActor,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const found = check(await findMembership(tx, id, me, { lock: true }));
    const row = await renameConversation(tx, id, title, version);
    if (!row) return undefined;
    await auditIn(
      tx,
      { request },
      {
        action: 'update',
        resource: 'conversations',
        recordId: id,
        oldValues: { title: found.conversation.title },
        newValues: { title: row.title },
      },
    );
    return memberIds(tx, id);
  });
}

/**
 * Posts a message with its files in one transaction: takes the next number (which locks the
 * conversation's row until the end), stores the message and its files, and moves the sender's
 * read mark to it. Answers the message as members see it and the members to tell.
 */
export async function sendMessage(
  db: Db,
  id: string,
  me: string,
  message: {
    body: string;
    search: string;
    files: ReadonlyArray<{ name: string; type: string; bytes: Buffer }>;
  },
  check: MembershipCheck,
): Promise<{ message: MessageView; members: string[] }> {
  return db.transaction(async (tx) => {
    check(await findMembership(tx, id, me));
    const seq = await nextSeq(tx, id);
    const row = await insertMessage(tx, {
      conversationId: id,
      seq,
      senderId: me,
      body: message.body,
      search: message.search,
    });
    const attachments = await insertAttachments(
      tx,
      message.files.map((f) => ({
        messageId: row.id,
        conversationId: id,
        name: f.name,
        mimeType: f.type,
        size: f.bytes.length,
        content: f.bytes,
      })),
    );
    await markRead(tx, id, me, seq);
    const view: MessageView = {
      id: row.id,
      conversationId: id,
      seq,
      senderId: me,
      senderName: (await displayNames(tx, [me])).get(me) ?? '',
      body: row.body,
      attachments,
      createdAt: row.createdAt,
    };
    return { message: view, members: await memberIds(tx, id) };
  });
}
