import type {
  ConversationMemberView,
  ConversationView,
  MessageView,
} from '@qc/domain/conversations/realtime-events';
import { initialsOf } from '../../app/components/initials.ts';

/** The name a conversation shows: a group's title, or the other person of a direct one. */
export function conversationName(
  c: Pick<ConversationView, 'kind' | 'title' | 'members'>,
  me: string,
): string {
  if (c.kind === 'group') return c.title ?? '';
  const other = c.members.find((m) => m.id !== me) ?? c.members[0];
  return other?.displayName ?? '';
}

/** One or two letters for an avatar: the shell's rule for names (see `initialsOf`). */
export function initials(name: string): string {
  return initialsOf(name);
}

/** A stable hue for a name, so each person keeps their avatar colour. */
export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
}

export interface DayGroup {
  /** The calendar day (local time) of the messages, `YYYY-MM-DD`. */
  day: string;
  messages: MessageView[];
}

function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Messages in reading order (oldest first) grouped by local day, from pages that hold them
 * newest first (as the server pages them), without duplicates.
 */
export function groupByDay(newestFirst: readonly MessageView[]): DayGroup[] {
  const seen = new Set<string>();
  const ordered = [...newestFirst]
    .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)))
    .sort((a, b) => a.seq - b.seq);
  const groups: DayGroup[] = [];
  for (const m of ordered) {
    const day = localDay(m.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.messages.push(m);
    else groups.push({ day, messages: [m] });
  }
  return groups;
}

/** The other members who have read up to (at least) message `seq`. */
export function readers(
  members: readonly ConversationMemberView[],
  me: string,
  seq: number,
): ConversationMemberView[] {
  return members.filter((m) => m.id !== me && m.lastReadSeq >= seq);
}

/** A short id for a message being sent, echoed back by the server's `message:new`. */
export function clientId(): string {
  return `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A message being sent from this screen (shown at once, replaced by the server's copy). */
export interface PendingMessage {
  clientId: string;
  conversationId: string;
  body: string;
  files: File[];
  status: 'sending' | 'failed';
  error?: string;
  createdAt: string;
}
