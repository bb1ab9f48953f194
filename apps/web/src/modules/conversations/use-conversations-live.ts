import {
  REALTIME_EVENTS,
  type ConversationReadPayload,
  type ConversationUpdatedPayload,
  type ConversationView,
  type MessageNewPayload,
} from '@qc/domain/conversations/realtime-events';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime, useRealtimeEvent } from '../../app/realtime/realtime-context.ts';
import { keys, type ConversationPage, type MessagePage } from './conversations-api.ts';

const byActivity = (a: ConversationView, b: ConversationView) =>
  (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt);

/** Applies a change to every cached list page and to the conversation's detail. */
function updateConversation(
  qc: QueryClient,
  id: string,
  change: (c: ConversationView) => ConversationView,
): boolean {
  let found = false;
  qc.setQueriesData<ConversationPage>({ queryKey: ['conversations', 'list'] }, (page) => {
    if (!page || !page.items.some((c) => c.id === id)) return page;
    found = true;
    return {
      ...page,
      items: page.items.map((c) => (c.id === id ? change(c) : c)).sort(byActivity),
    };
  });
  qc.setQueryData<ConversationView>(keys.detail(id), (c) => (c ? change(c) : c));
  return found;
}

/** Adds a message to the newest page of a thread's cache (once). */
export function addMessageToThread(qc: QueryClient, payload: MessageNewPayload): void {
  qc.setQueryData<InfiniteData<MessagePage, number | undefined>>(
    keys.messages(payload.conversationId),
    (data) => {
      if (!data || data.pages.length === 0) return data;
      if (data.pages.some((p) => p.items.some((m) => m.id === payload.message.id))) return data;
      const [first, ...rest] = data.pages;
      return {
        ...data,
        pages: [{ ...first!, items: [payload.message, ...first!.items] }, ...rest],
      };
    },
  );
}

/** Marks a conversation read by me in the caches, up to `seq`. */
export function markReadInCache(qc: QueryClient, id: string, seq: number): void {
  updateConversation(qc, id, (c) => ({
    ...c,
    lastReadSeq: Math.max(c.lastReadSeq, seq),
    unread: seq >= c.lastSeq ? 0 : c.unread,
  }));
}

/**
 * Keeps the conversations caches live: new messages go into their thread and move their
 * conversation to the top with one more unread (unless it is mine or open in front of me),
 * read marks update the members, membership changes refetch. After a reconnection everything
 * is fetched again, since events may have been missed meanwhile.
 */
export function useConversationsLive(me: string | undefined, openId: string | null): void {
  const qc = useQueryClient();
  const { state } = useRealtime();
  const wasOpen = useRef(state === 'open');

  useEffect(() => {
    if (state === 'open' && !wasOpen.current) void qc.invalidateQueries({ queryKey: keys.all });
    wasOpen.current = state === 'open';
  }, [state, qc]);

  useRealtimeEvent<MessageNewPayload>(REALTIME_EVENTS.messageNew, (payload) => {
    if (!payload?.message) return;
    const { message } = payload;
    addMessageToThread(qc, payload);
    const mine = message.senderId === me;
    const seen =
      mine || (openId === message.conversationId && document.visibilityState === 'visible');
    const known = updateConversation(qc, message.conversationId, (c) => ({
      ...c,
      lastMessage: message,
      lastSeq: Math.max(c.lastSeq, message.seq),
      lastMessageAt: message.createdAt,
      lastReadSeq: mine ? Math.max(c.lastReadSeq, message.seq) : c.lastReadSeq,
      unread: seen ? c.unread : c.unread + 1,
    }));
    if (!known) void qc.invalidateQueries({ queryKey: ['conversations', 'list'] });
  });

  useRealtimeEvent<ConversationReadPayload>(REALTIME_EVENTS.conversationRead, (p) => {
    if (!p?.conversationId) return;
    updateConversation(qc, p.conversationId, (c) => ({
      ...c,
      members: c.members.map((m) =>
        m.id === p.userId ? { ...m, lastReadSeq: Math.max(m.lastReadSeq, p.lastReadSeq) } : m,
      ),
    }));
    if (p.userId === me) void qc.invalidateQueries({ queryKey: ['conversations', 'list'] });
  });

  useRealtimeEvent<ConversationUpdatedPayload>(REALTIME_EVENTS.conversationUpdated, (p) => {
    if (!p?.conversationId) return;
    void qc.invalidateQueries({ queryKey: ['conversations', 'list'] });
    void qc.invalidateQueries({ queryKey: keys.detail(p.conversationId) });
  });
}
