import {
  idParams,
  pageMap,
  memorisedPages,
  revisionPlan,
  studentProgress,
  studentProgressQuery,
  surahMap,
  type AttendanceStatus,
  type StudentProgressView,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { historyOf, lastHifzBefore, nextPortionView, toProgressReading } from '../rings/index.ts';
import { attendanceStatuses } from './student-progress.repository.ts';
import { priorMemorisation, priorReadings } from './student-progress.prior.ts';
import { findStudentInScope } from './students.repository.ts';

/**
 * GET /api/students/:id/progress?date: the memorised map (604 pages and 114 surahs coloured
 * new / recently revised / not revised for long), juz completed, pages per week, attendance
 * rate, forecast completion, the revision plan and the next portion. What the student had
 * memorised before joining (`levelAtEntry`, when it names or counts juz) counts in the map
 * and the figures: its pages are 'prior' on the map until read here, and `prior` says which
 * juz they were, or that the text could not be read.
 */
export async function studentProgressRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/students/:id/progress`,
    { config: { permission: 'students:read' } },
    async (request): Promise<StudentProgressView> => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const { date } = parseInput(studentProgressQuery, request.query);
      const day = date ?? new Date().toISOString().slice(0, 10);
      const student = await findStudentInScope(ctx.db, access.scopeFor('students:read'), id);
      if (!student) throw notFound();
      const [history, statuses, last] = await Promise.all([
        historyOf(ctx.db, [id], day),
        attendanceStatuses(ctx.db, id, day),
        lastHifzBefore(ctx.db, [id], '9999-12-31'),
      ]);
      const readings = history.map(toProgressReading);
      const prior = priorMemorisation(student.levelAtEntry, student.memorisationDirection);
      const joinedOn = student.joinedOn ?? student.createdAt.slice(0, 10);
      const before = priorReadings(prior.juz, joinedOn);
      const counted = [...before, ...readings];
      const map = pageMap(counted, day);
      const priorOn = before[0]?.readOn;
      // A page known before joining and not read here since is shown as prior, not as stale.
      const pages = map.map((p) =>
        priorOn !== undefined && p.state !== 'none' && p.lastReadOn === priorOn ? 'prior' : p.state,
      );
      const l = last[0];
      return {
        studentId: id,
        date: day,
        ...studentProgress(counted, statuses as AttendanceStatus[], day),
        prior: { ...prior, pages: memorisedPages(before).length },
        pages,
        surahs: surahMap(counted, day),
        revisionPlan: revisionPlan(readings, day, { pages: 3 }),
        lastHifz: l
          ? {
              range: {
                from: { surah: l.fromSurah, ayah: l.fromAyah },
                to: { surah: l.toSurah, ayah: l.toAyah },
              },
              readOn: l.readOn,
              grade: l.grade,
            }
          : null,
        nextPortion: nextPortionView(
          l,
          student.memorisationDirection,
          Number(student.portionPages),
        ),
      };
    },
  );
}
