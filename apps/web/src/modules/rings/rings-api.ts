import type { ListPage } from '@qc/domain';
import { api } from '../../app/http/client.ts';
import type { PagedQuery } from '../students/students-api.ts';

export interface Slot {
  id: string;
  weekday: number;
  startsAt: string;
  endsAt: string;
  ringId: string;
  ringName: string;
  centreId: string;
  projectId: string | null;
  teacherId: string | null;
  teacherName: string | null;
}

export interface RingFigures {
  id: string;
  name: string;
  centreId: string;
  centreName: string;
  projectCode: string | null;
  projectName: string | null;
  teacherId: string | null;
  teacherName: string | null;
  capacity: number | null;
  level: string | null;
  gender: string;
  students: number;
  attendanceRate: number | null;
  pages30: number;
  readings30: number;
  lastDay: string | null;
  slots: Array<{ weekday: number; startsAt: string; endsAt: string }>;
  stars: number;
  followups: number;
}

export interface RingInfo extends RingFigures {
  members: Array<{
    id: string;
    fullName: string;
    status: string;
    memorisedPages: number;
    attendanceRate: number | null;
    pages30: number;
    lastReadOn: string | null;
  }>;
}

export interface Followup {
  id: string;
  ringId: string;
  ringName: string;
  visitedOn: string;
  reasonId: string | null;
  reason: { ar: string; en: string; fr: string } | null;
  findings: string | null;
  score: number | null;
  actions: string | null;
}

export interface ReadingHit {
  id: string;
  readOn: string;
  kind: string;
  studentId: string;
  studentName: string;
  ringId: string;
  ringName: string;
  fromSurah: number;
  fromAyah: number;
  toSurah: number;
  toAyah: number;
  ayahCount: number;
  pageCount: number;
  mistakesMemorisation: number;
  mistakesTajweed: number;
  grade: string | null;
}

export const fetchSlots = (query: Record<string, string | undefined>) =>
  api.get<{ items: Slot[] }>('/ring-times', { query }).then((r) => r.items);

export const fetchRingsInfo = (query: Record<string, string | undefined>) =>
  api.get<{ items: RingFigures[] }>('/rings-info', { query }).then((r) => r.items);

export const fetchRingInfo = (id: string) => api.get<RingInfo>(`/rings-info/${id}`);

export const fetchFollowups = (query: PagedQuery) =>
  api.get<ListPage<Followup>>('/followups', { query });

export const searchReadings = (query: Record<string, string | number | undefined>) =>
  api.get<{
    items: ReadingHit[];
    total: number;
    totalCapped: boolean;
    page: number;
    pageSize: number;
  }>('/readings', { query });

/** Saturday first, as the countries of the organisation start their week. */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;
