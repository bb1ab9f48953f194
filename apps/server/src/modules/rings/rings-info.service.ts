import { memorisedPages, type LocaleCode } from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import type { Db } from '../../db/client.ts';
import { historyOf } from './ring-day.repository.ts';
import { toProgressReading } from './ring-day.service.ts';
import {
  ringFigures,
  ringMembers,
  slotsOfRings,
  type RingFiguresFilter,
} from './ring-figures.repository.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const rate = (attended: number, marked: number) => (marked > 0 ? attended / marked : null);

/** Rings with their figures (students, attendance, pages of the last 30 days, stars, week). */
export async function ringsInfo(db: Db, scope: Scope, f: RingFiguresFilter, locale: LocaleCode) {
  const rows = await ringFigures(db, scope, f, daysAgo(30));
  const slots = await slotsOfRings(
    db,
    rows.map((r) => r.id),
  );
  const name = { ar: 'projectNameAr', en: 'projectNameEn', fr: 'projectNameFr' } as const;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    centreId: r.centreId,
    centreName: r.centreName,
    projectCode: r.projectCode,
    projectName: r[name[locale]],
    teacherId: r.teacherId,
    teacherName: r.teacherName,
    capacity: r.capacity,
    level: r.level,
    gender: r.gender,
    students: Number(r.students),
    attendanceRate: rate(Number(r.attended), Number(r.marked)),
    pages30: Number(r.pages30),
    readings30: Number(r.readings30),
    lastDay: r.lastDay,
    stars: Number(r.stars),
    followups: Number(r.followups),
    slots: slots
      .filter((s) => s.ringId === r.id)
      .map((s) => ({ weekday: s.weekday, startsAt: s.startsAt, endsAt: s.endsAt })),
  }));
}

/** One ring's figures and its students, each with pages memorised so far (from their history). */
export async function ringInfo(db: Db, scope: Scope, ringId: string, locale: LocaleCode) {
  const [ring] = await ringsInfo(db, scope, { ringId }, locale);
  if (!ring) return null;
  const since = daysAgo(30);
  const today = daysAgo(0);
  const members = await ringMembers(db, ringId, since);
  const history = await historyOf(
    db,
    members.map((m) => m.id),
    today,
  );
  return {
    ...ring,
    members: members.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      status: m.status,
      memorisedPages: memorisedPages(
        history.filter((h) => h.studentId === m.id).map(toProgressReading),
      ).length,
      attendanceRate: rate(Number(m.attended), Number(m.marked)),
      pages30: Number(m.pages30),
      lastReadOn: m.lastReadOn,
    })),
  };
}
