import {
  apiRelative,
  type ChannelInput,
  type ChannelView,
  type ListPage,
  type MESSAGING_API,
  type OutboxDetail,
  type OutboxItem,
  type PreferencesInput,
  type PreferencesView,
  type TemplateView,
  type UsageRow,
} from '@qc/domain';
import type { Formatters } from '../../app/format/formatters.ts';
import { api, type Query } from '../../app/http/client.ts';

type MessagingPath = (typeof MESSAGING_API)[keyof typeof MESSAGING_API];
const path = (p: MessagingPath, params: Record<string, string> = {}) => apiRelative(p, params);

/** Drops empty values from a query. */
export function clean(q: Record<string, string | number | undefined | null>): Query {
  return Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  );
}

/** Query keys: each starts with the resource of the server's audit and permissions. */
export const msgKeys = {
  outbox: (q: object) => ['messages', 'list', q] as const,
  message: (id: string) => ['messages', 'one', id] as const,
  student: (id: string) => ['messages', 'student', id] as const,
  usage: (month: string) => ['messages', 'usage', month] as const,
  channels: () => ['message-channels'] as const,
  templates: () => ['message-templates'] as const,
  preferences: (guardianId: string) => ['guardians', 'message-preferences', guardianId] as const,
};

export const messagingApi = {
  outbox: (q: Query) => api.get<ListPage<OutboxItem>>(path('/api/messages/outbox'), { query: q }),
  message: (id: string) => api.get<OutboxDetail>(path('/api/messages/outbox/:id', { id })),
  student: (id: string) => api.get<OutboxItem[]>(path('/api/messages/students/:id', { id })),
  usage: (month: string) => api.get<UsageRow[]>(path('/api/messages/usage'), { query: { month } }),
  channels: () => api.get<ChannelView[]>(path('/api/messages/channels')),
  saveChannel: (input: ChannelInput) => api.put<ChannelView>(path('/api/messages/channels'), input),
  templates: () => api.get<TemplateView[]>(path('/api/messages/templates')),
  saveTemplate: (
    event: string,
    locale: string,
    input: { body: string; whatsappName: string | null; whatsappParams: string[] },
  ) =>
    api.put<TemplateView>(path('/api/messages/templates/:event/:locale', { event, locale }), input),
  preferences: (guardianId: string) =>
    api.get<PreferencesView>(path('/api/messages/guardians/:id/preferences', { id: guardianId })),
  savePreferences: (guardianId: string, input: PreferencesInput) =>
    api.put<PreferencesView>(
      path('/api/messages/guardians/:id/preferences', { id: guardianId }),
      input,
    ),
};

export const STATUS_COLOURS: Record<string, 'default' | 'success' | 'error' | 'info' | 'warning'> =
  {
    queued: 'default',
    held: 'warning',
    sent: 'info',
    delivered: 'success',
    read: 'success',
    failed: 'error',
    kept: 'default',
    skipped: 'warning',
  };

/** A cost in millionths of its currency, written by the domain formatter (up to 4 decimals). */
export function costText(f: Formatters, micros: number, currency: string | null): string {
  // Reported without its currency: the amount alone (as dollars' decimals).
  return currency
    ? f.fineMoney(micros, currency, 6, { maxDecimals: 4 })
    : f.fineMoney(micros, 'XXX', 6, { maxDecimals: 4, currency: 'none' });
}
