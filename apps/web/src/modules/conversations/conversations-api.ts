import type {
  AttachmentView,
  ConversationView,
  MessageNewPayload,
} from '@qc/domain/conversations/realtime-events';
import type {
  ConversationContact,
  ConversationMessagePage,
  ConversationPage,
  ConversationReadMark,
  ConversationSearchHit,
} from '@qc/domain/conversations/conversations.api';
import { API_BASE } from '../../app/config.ts';
import { api } from '../../app/http/client.ts';

/** The answers' shapes are the domain's (the routes are typed with them, the API document too). */
export type {
  ConversationContact as Contact,
  ConversationMessagePage as MessagePage,
  ConversationPage,
  ConversationSearchHit as SearchHit,
} from '@qc/domain/conversations/conversations.api';

export interface OutgoingFile {
  name: string;
  type: string;
  contentBase64: string;
}

/** react-query keys: everything starts with `conversations`, so a `changed` refreshes all. */
export const keys = {
  all: ['conversations'] as const,
  list: (q: string) => ['conversations', 'list', q] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
  search: (q: string) => ['conversations', 'search', q] as const,
  contacts: (q: string) => ['conversations', 'contacts', q] as const,
};

export const conversationsApi = {
  list: (q: string, signal?: AbortSignal) =>
    api.get<ConversationPage>('/conversations', {
      query: { page: 1, pageSize: 100, q: q || undefined },
      ...(signal ? { signal } : {}),
    }),
  get: (id: string) => api.get<ConversationView>(`/conversations/${id}`),
  messages: (id: string, before: number | undefined) =>
    api.get<ConversationMessagePage>(`/conversations/${id}/messages`, {
      query: { before, limit: 30 },
    }),
  search: (q: string, signal?: AbortSignal) =>
    api.get<{ items: ConversationSearchHit[]; total: number }>('/conversations/search', {
      query: { q, pageSize: 20 },
      ...(signal ? { signal } : {}),
    }),
  contacts: (q: string, signal?: AbortSignal) =>
    api.get<{ items: ConversationContact[] }>('/conversations/contacts', {
      query: { q: q || undefined, limit: 20 },
      ...(signal ? { signal } : {}),
    }),
  createDirect: (userId: string) =>
    api.post<ConversationView>('/conversations', { kind: 'direct', userId }),
  createGroup: (title: string, memberIds: string[]) =>
    api.post<ConversationView>('/conversations', { kind: 'group', title, memberIds }),
  rename: (id: string, title: string, version: number) =>
    api.patch<ConversationView>(`/conversations/${id}`, { title, version }),
  addMembers: (id: string, userIds: string[]) =>
    api.post<ConversationView>(`/conversations/${id}/members`, { userIds }),
  removeMember: (id: string, userId: string) =>
    api.delete<ConversationView>(`/conversations/${id}/members/${userId}`),
  leave: (id: string) => api.post<{ left: true }>(`/conversations/${id}/leave`),
  send: (id: string, body: string, attachments: OutgoingFile[], clientId: string) =>
    api.post<MessageNewPayload>(`/conversations/${id}/messages`, {
      body,
      attachments,
      clientId,
    }),
  markRead: (id: string, seq: number) =>
    api.post<ConversationReadMark>(`/conversations/${id}/read`, { seq }),
  download: (conversationId: string, file: AttachmentView) =>
    api.download(`/conversations/${conversationId}/attachments/${file.id}`, file.name),
};

/**
 * An attachment's bytes as a Blob (images shown in the thread): the API needs the bearer
 * token, so an <img src> cannot point at it directly. One retry after a token refresh.
 */
export async function attachmentBlob(conversationId: string, fileId: string): Promise<Blob> {
  const url = `${API_BASE}/conversations/${conversationId}/attachments/${fileId}`;
  const get = (token: string | null) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res = await get(api.tokens.get());
  if (res.status === 401) res = await get(await api.refresh());
  if (!res.ok) throw new Error(`attachment ${res.status}`);
  return res.blob();
}

/** A file's bytes as base64, for the JSON body of a message. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
