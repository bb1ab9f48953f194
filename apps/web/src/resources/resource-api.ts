import type { RefLabel } from '@qc/domain/resources/api-record';
import type { FileRef } from '@qc/domain/resources/fields';
import { api } from '../app/http/client.ts';

/** The name of a referenced record as the API gives it (`_refs`), declared in the domain. */
export type { RefLabel };

/** A record as the generic API answers it (see the resources README in the domain). */
export interface ApiRecord {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  /** The record's name in the request's language. */
  _title: string;
  /** Per reference field, the referenced record's name (an array for multi-references). */
  _refs: Record<string, RefLabel | RefLabel[] | null>;
  [field: string]: unknown;
}

/** A stored file as a file or image field holds it, with a signed download address. */
export interface StoredFile extends FileRef {
  url?: string;
}

export interface ListAnswer {
  items: ApiRecord[];
  /** Exact up to 1,000 matching records; past that the server's estimate (`totalEstimated`). */
  total: number;
  totalEstimated?: boolean;
  page: number;
  pageSize: number;
}

export interface LookupItem {
  id: string;
  label: string;
  subtitle: string | null;
  archived: boolean;
}

export interface HistoryEntry {
  id: string;
  at: string;
  action: 'create' | 'update' | 'delete' | 'archive' | 'restore';
  actor: { id: string; name: string } | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

export type ListParams = Record<string, string>;

/**
 * React-query keys: `[resource, 'list', params]`, `[resource, 'detail', id]`, … so that a
 * realtime "changed" event about a resource refreshes every open list and record of it.
 */
export const resourceQueryKeys = {
  all: (name: string) => [name] as const,
  list: (name: string, params: ListParams) => [name, 'list', params] as const,
  detail: (name: string, id: string) => [name, 'detail', id] as const,
  history: (name: string, id: string) => [name, 'history', id] as const,
  lookup: (name: string, params: ListParams) => [name, 'lookup', params] as const,
};

const base = (name: string) => `/${encodeURIComponent(name)}`;
const one = (name: string, id: string) => `${base(name)}/${encodeURIComponent(id)}`;

/** The generic API of every resource (`/api/<name>…`), typed. */
export const resourceApi = {
  list: (name: string, params: ListParams, signal?: AbortSignal) =>
    api.get<ListAnswer>(base(name), { query: params, ...(signal ? { signal } : {}) }),
  read: (name: string, id: string, signal?: AbortSignal) =>
    api.get<ApiRecord>(one(name, id), signal ? { signal } : {}),
  readSingleton: (name: string, signal?: AbortSignal) =>
    api.get<ApiRecord>(base(name), signal ? { signal } : {}),
  create: (name: string, body: Record<string, unknown>) => api.post<ApiRecord>(base(name), body),
  update: (name: string, id: string, body: Record<string, unknown>) =>
    api.patch<ApiRecord>(one(name, id), body),
  updateSingleton: (name: string, body: Record<string, unknown>) =>
    api.patch<ApiRecord>(base(name), body),
  remove: (name: string, id: string, version?: number) =>
    api.delete<{ outcome: 'deleted' | 'archived' }>(one(name, id), {
      query: version ? { version } : {},
    }),
  restore: (name: string, id: string) => api.post<ApiRecord>(`${one(name, id)}/restore`),
  archive: (name: string, ids: readonly string[]) =>
    api.post<{ archived: number }>(`${base(name)}/archive`, { ids }),
  history: (name: string, id: string | null, signal?: AbortSignal) =>
    api.get<{ items: HistoryEntry[] }>(
      id === null ? `${base(name)}/history` : `${one(name, id)}/history`,
      signal ? { signal } : {},
    ),
  lookup: (name: string, params: ListParams, signal?: AbortSignal) =>
    api.get<{ items: LookupItem[] }>(`${base(name)}/lookup`, {
      query: params,
      ...(signal ? { signal } : {}),
    }),
  export: (name: string, params: ListParams) =>
    api.download(`${base(name)}/export`, undefined, { query: params }),
  upload: (resource: string, field: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<StoredFile>('/files', form, { query: { resource, field } });
  },
};

/** The reference label(s) of a field of a record, as an array. */
export function refsOf(record: ApiRecord | null | undefined, field: string): RefLabel[] {
  const ref = record?._refs?.[field];
  if (!ref) return [];
  return Array.isArray(ref) ? ref : [ref];
}
