import {
  SPECIAL_CASES_RESOURCE,
  type CaseEvent,
  type ListPage,
  type SpecialCase,
  type StudentProgressView,
  type RingTransfer,
  type RefLabel,
} from '@qc/domain';
import { api } from '../../app/http/client.ts';

/**
 * The students module's calls, on the shell's REST client. Query keys start with the resource
 * name (`students`, `registrations`, ...) so a realtime `changed` event refreshes them.
 */

/** A student as the resource API returns it (GET /api/students/:id). */
export interface StudentRecord {
  id: string;
  version: number;
  fullName: string;
  fullNameLatin: string | null;
  fatherName: string | null;
  gender: 'male' | 'female';
  birthDate: string | null;
  nationality: string | null;
  identityNumber?: string | null;
  phone: string | null;
  address: string | null;
  schoolGrade: string | null;
  countryId: string;
  centreId: string;
  ringId: string | null;
  projectId: string | null;
  guardianId: string | null;
  status: string;
  levelAtEntry: string | null;
  joinedOn: string | null;
  notes: string | null;
  _title: string;
  _refs: Record<string, RefLabel | null>;
}

export const studentsKeys = {
  detail: (id: string) => ['students', 'detail', id] as const,
  progress: (id: string) => ['students', 'progress', id] as const,
  cases: (id: string) => ['students', 'cases', id] as const,
};

/** Options of a reference picker: GET /api/<resource>/lookup. */
export const fetchStudent = (id: string) => api.get<StudentRecord>(`/students/${id}`);
export const fetchProgress = (id: string) =>
  api.get<StudentProgressView>(`/students/${id}/progress`);
export const fetchCases = (id: string) =>
  api.get<{ items: CaseEvent[] }>(`/students/${id}/cases`).then((r) => r.items);

export const changeStatus = (
  id: string,
  body: { to: string; reason: string; date: string; ringId?: string },
) => api.post<{ student: { status: string } }>(`/students/${id}/status`, body);

/** One page of special cases (`{ items, total }`; the server pages, at most 100 a page). */
export const fetchSpecialCases = (query: Record<string, string | number | undefined>) =>
  api.get<{ items: SpecialCase[]; total: number }>('/special-cases', { query });

export const createSpecialCase = (studentId: string, body: unknown) =>
  api.post<SpecialCase>(`/students/${studentId}/special-cases`, body);

/**
 * Uploads one evidence file to the stored files; the case claims it by id when it is saved.
 */
export function uploadEvidence(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<{ id: string; name: string; size: number }>('/files', form, {
    query: { resource: SPECIAL_CASES_RESOURCE, field: 'evidence' },
  });
}

/** A page of a workflow list's query: its filters and `page`, `pageSize` (at most 100). */
export type PagedQuery = Record<string, string | number | undefined>;

export const fetchTransfers = (query: PagedQuery) =>
  api.get<ListPage<RingTransfer>>('/ring-transfers', { query });

/** Reads a picked file as base64 (without the data: prefix) for JSON uploads. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}
