import { MAX_GROUP_MEMBERS, searchKey, tokenize, type ConversationView } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationFailed, type FieldIssue } from '../../http/errors.ts';
import {
  findMembership,
  lastMessages,
  listMyConversations,
  membersOf,
  type ConversationRow,
  type MembershipCheck,
} from './conversations.repository.ts';
import { placesOf, reachableUsers } from './reach.repository.ts';

/**
 * Does `text` contain every word of `query`, Arabic-normalised? Words match anywhere inside
 * a word (as the message search's LIKE does), so "المحفظون" finds "والمحفظون".
 */
export function containsAll(text: string, query: string): boolean {
  const haystack = searchKey(text);
  return tokenize(query).every((word) => haystack.includes(word));
}

/** The key that makes a direct conversation unique per pair of users. */
export const directKey = (a: string, b: string) => [a, b].sort().join(':');

/**
 * The caller's membership, or a 404: a conversation one is not a member of does not exist for
 * them (its id tells nothing). The check of the units of work that only need membership.
 */
export const member: MembershipCheck = (found) => {
  if (!found) throw notFound();
  return found;
};

/** The conversation and the caller's membership, or a 404 (see `member`). */
export async function requireMembership(
  db: Db,
  conversationId: string,
  userId: string,
  options: { lock?: boolean } = {},
) {
  return member(await findMembership(db, conversationId, userId, options));
}

export function requireGroupAdmin(found: {
  conversation: ConversationRow;
  member: { role: string };
}) {
  if (found.conversation.kind !== 'group') throw new AppError(400, 'conversations.directOnlyTwo');
  if (found.member.role !== 'admin') throw new AppError(403, 'conversations.adminOnly');
}

/** A member who is an admin of a group (a group's changes of members and title). */
export const groupAdmin: MembershipCheck = (found) => {
  const ok = member(found);
  requireGroupAdmin(ok);
  return ok;
};

/** A member of a group (leaving: direct conversations cannot be left). */
export const groupMember: MembershipCheck = (found) => {
  const ok = member(found);
  if (ok.conversation.kind !== 'group') throw new AppError(400, 'conversations.directOnlyTwo');
  return ok;
};

/**
 * Checks that the caller may reach every listed user (see reach.repository.ts); a refusal
 * names the field of each user and reads the same whether an unreachable id exists or not.
 */
export async function requireReachable(
  db: Db,
  me: string,
  entries: ReadonlyArray<{ id: string; field: string }>,
) {
  const fields: Record<string, FieldIssue> = {};
  for (const e of entries)
    if (e.id === me) fields[e.field] = { code: 'conversations.cannotTalkToSelf' };
  const others = [...new Set(entries.map((e) => e.id).filter((id) => id !== me))];
  if (others.length > 0) {
    const places = await placesOf(db, me);
    const found = await reachableUsers(db, me, places, { only: others, limit: others.length });
    const ok = new Set(found.map((u) => u.id));
    for (const e of entries) {
      if (e.id !== me && !ok.has(e.id))
        fields[e.field] = { code: 'conversations.userNotReachable' };
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/**
 * The check of people added to a group, against its members read in the unit of work: the
 * group stays within its size, and the caller may reach each of them.
 */
export function vetNewMembers(me: string) {
  return async (
    tx: Db,
    current: readonly string[],
    entries: ReadonlyArray<{ id: string; field: string }>,
  ) => {
    if (current.length + entries.length > MAX_GROUP_MEMBERS) {
      throw new AppError(400, 'conversations.groupTooLarge', { max: MAX_GROUP_MEMBERS });
    }
    await requireReachable(tx, me, entries);
  };
}

/** The caller's view of conversations: members, last message, unread count, their role. */
export async function conversationViews(
  db: Db,
  rows: Awaited<ReturnType<typeof listMyConversations>>['rows'],
): Promise<ConversationView[]> {
  const ids = rows.map((r) => r.conversation.id);
  const [members, last] = await Promise.all([
    membersOf(db, ids),
    lastMessages(
      db,
      rows.map((r) => ({ id: r.conversation.id, lastSeq: r.conversation.lastSeq })),
    ),
  ]);
  return rows.map(({ conversation: c, role, lastReadSeq, unread }) => ({
    id: c.id,
    kind: c.kind === 'group' ? 'group' : 'direct',
    title: c.title,
    createdBy: c.createdBy,
    members: members
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({
        id: m.id,
        displayName: m.displayName,
        role: m.role === 'admin' ? 'admin' : 'member',
        lastReadSeq: m.lastReadSeq,
      })),
    lastMessage: last.find((m) => m.conversationId === c.id) ?? null,
    lastSeq: c.lastSeq,
    lastReadSeq,
    unread,
    myRole: role === 'admin' ? 'admin' : 'member',
    version: c.version,
    createdAt: c.createdAt,
    lastMessageAt: c.lastMessageAt,
  }));
}

/** One conversation as the caller sees it (after a change), or a 404. */
export async function conversationView(db: Db, userId: string, id: string) {
  const { rows } = await listMyConversations(db, userId, { page: 1, pageSize: 1, ids: [id] });
  const [view] = await conversationViews(db, rows);
  if (!view) throw notFound();
  return view;
}
