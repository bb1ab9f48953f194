import {
  LADDER_API,
  ladderTeachersQuery,
  type LadderTeacherDetail,
  type LadderTeacherRow,
  type MyLadder,
  bulkReviewInput,
  centreQrQuery,
  type CentreQr,
  centreTotalsQuery,
  completenessQuery,
  lineParams,
  monthQuery,
  sheetListQuery,
  logDayQuery,
  STAFF_API,
  TEACHER_LOG_API,
  type MyTeacherLog,
  type TeacherLogDay,
  translate,
  waitingQuery,
  type BulkReviewResult,
  type CentreSheetTotals,
  type ListPage,
  type MyWorkSheet,
  type SheetCompleteness,
  type WorkSheetDetail,
  type WorkSheetRow,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  addLine,
  completeness,
  exportRows,
  listAll,
  listByCentre,
  listWaiting,
  mySheet,
  openSheet,
  readSheet,
  removeLine,
  reviewMany,
  reviewSheet,
  submitMine,
} from './work-sheets.service.ts';
import { centreQr, checkIn, checkOut, logDay, myLog } from './teacher-log.service.ts';
import {
  listLadderTeachers,
  myLadder,
  promoteTeacher,
  readLadderTeacher,
  runEligibilityNow,
  setIjazah,
} from './ladder.service.ts';

const idParams = z.object({ id: z.string().uuid() });
const actionParams = z.object({ id: z.string().uuid(), action: z.string().max(40) });

/**
 * Routes of the work sheets: the caller's own sheet (any signed-in member of staff: theirs by
 * their staff record, whatever their roles), and the reviewers' lists and decisions (each with
 * its permission; the services check the scope, own the transaction and throw translated errors).
 */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;
  const body = (request: { body?: unknown }) => request.body ?? {};
  const id = (request: { params: unknown }) => parseInput(idParams, request.params).id;

  app.get(
    p(STAFF_API.mine),
    { config: { signedIn: true } },
    async (request): Promise<MyWorkSheet> =>
      mySheet(ctx, callerOf(request), parseInput(monthQuery, request.query).month),
  );
  app.post(
    p(STAFF_API.mineLines),
    { config: { signedIn: true } },
    async (request): Promise<MyWorkSheet> => addLine(ctx, callerOf(request), body(request)),
  );
  app.delete(
    p(STAFF_API.mineLine),
    { config: { signedIn: true } },
    async (request): Promise<MyWorkSheet> => {
      const { lineId } = parseInput(lineParams, request.params);
      const { month } = parseInput(monthQuery, request.query);
      return removeLine(ctx, callerOf(request), lineId, month);
    },
  );
  app.post(
    p(STAFF_API.mineSubmit),
    { config: { signedIn: true } },
    async (request): Promise<MyWorkSheet> => submitMine(ctx, callerOf(request), body(request)),
  );
  app.get(
    p(STAFF_API.sheets),
    { config: { permission: 'work-sheets:read' } },
    async (request): Promise<ListPage<WorkSheetRow>> =>
      listAll(ctx, callerOf(request), parseInput(sheetListQuery, request.query)),
  );
  app.get(
    p(STAFF_API.waiting),
    { config: { permission: 'work-sheets:approve' } },
    async (request): Promise<ListPage<WorkSheetRow>> =>
      listWaiting(ctx, callerOf(request), parseInput(waitingQuery, request.query)),
  );
  app.get(
    p(STAFF_API.centres),
    { config: { permission: 'work-sheets:read' } },
    async (request): Promise<ListPage<CentreSheetTotals>> =>
      listByCentre(ctx, callerOf(request), parseInput(centreTotalsQuery, request.query)),
  );
  app.get(
    p(STAFF_API.completeness),
    { config: { permission: 'work-sheets:read' } },
    async (request): Promise<SheetCompleteness> =>
      completeness(ctx, callerOf(request), parseInput(completenessQuery, request.query)),
  );
  app.get(
    p(STAFF_API.export),
    { config: { permission: 'work-sheets:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const rows = await exportRows(ctx, caller, parseInput(sheetListQuery, request.query));
      const tr = (k: string) => translate(caller.locale, k);
      const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet(tr('staff.ui.mySheet').slice(0, 31), {
        views: [{ rightToLeft: caller.locale === 'ar' }],
      });
      sheet.columns = [
        'staff.ui.employee',
        'staff.ui.centre',
        'staff.ui.month',
        'staff.ui.state',
        'staff.ui.expected',
        'staff.ui.recorded',
        'staff.ui.sessions',
        'staff.ui.deviations',
      ].map((k) => ({ header: tr(k), width: 18 }));
      for (const r of rows)
        sheet.addRow([
          r.employeeName,
          r.centreName ?? '',
          r.month,
          tr(`staff.state.${r.state}`),
          hours(r.expectedMinutes),
          hours(r.recordedMinutes),
          r.sessions,
          r.deviations,
        ]);
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="work-sheets.xlsx"')
        .send(buffer);
    },
  );
  app.post(
    p(STAFF_API.bulk),
    { config: { permission: 'work-sheets:approve' } },
    async (request): Promise<BulkReviewResult> =>
      reviewMany(ctx, callerOf(request), parseInput(bulkReviewInput, body(request))),
  );
  app.get(
    p(STAFF_API.sheet),
    { config: { signedIn: true } },
    async (request): Promise<WorkSheetDetail> => readSheet(ctx, callerOf(request), id(request)),
  );
  app.post(
    p(STAFF_API.open),
    { config: { permission: 'work-sheets:approve' } },
    async (request): Promise<WorkSheetDetail> => openSheet(ctx, callerOf(request), id(request)),
  );
  app.post(
    p(STAFF_API.action),
    { config: { permission: 'work-sheets:approve' } },
    async (request): Promise<WorkSheetDetail> => {
      const params = parseInput(actionParams, request.params);
      return reviewSheet(ctx, callerOf(request), params.id, params.action, body(request));
    },
  );
  // The teacher log: any member of staff checks in and out (theirs by their staff record); the
  // centre's day is read with the staff records' permission.
  app.get(
    p(TEACHER_LOG_API.mine),
    { config: { signedIn: true } },
    async (request): Promise<MyTeacherLog> => myLog(ctx, callerOf(request)),
  );
  app.post(
    p(TEACHER_LOG_API.checkIn),
    { config: { signedIn: true } },
    // A check-in queued on a phone offline is sent with an Idempotency-Key: sent twice, once.
    idempotent(ctx, async (request): Promise<MyTeacherLog> =>
      checkIn(ctx, callerOf(request), body(request)),
    ),
  );
  app.post(
    p(TEACHER_LOG_API.checkOut),
    { config: { signedIn: true } },
    async (request): Promise<MyTeacherLog> => checkOut(ctx, callerOf(request), body(request)),
  );
  app.get(
    p(TEACHER_LOG_API.qr),
    { config: { permission: 'employees:read' } },
    async (request): Promise<CentreQr> =>
      centreQr(ctx, callerOf(request), parseInput(centreQrQuery, request.query)),
  );
  app.get(
    p(TEACHER_LOG_API.day),
    { config: { permission: 'employees:read' } },
    async (request): Promise<TeacherLogDay> =>
      logDay(ctx, callerOf(request), parseInput(logDayQuery, request.query)),
  );
  // The teacher ladder: the caller's own grade (theirs by their staff record), the teachers in
  // the scope of ladder:read, promotions by the committee (ladder:approve over the teacher).
  app.get(p(LADDER_API.mine), { config: { signedIn: true } }, async (request): Promise<MyLadder> =>
    myLadder(ctx, callerOf(request)),
  );
  app.get(
    p(LADDER_API.teachers),
    { config: { permission: 'ladder:read' } },
    async (request): Promise<ListPage<LadderTeacherRow>> =>
      listLadderTeachers(ctx, callerOf(request), parseInput(ladderTeachersQuery, request.query)),
  );
  app.get(
    p(LADDER_API.teacher),
    { config: { permission: 'ladder:read' } },
    async (request): Promise<LadderTeacherDetail> =>
      readLadderTeacher(ctx, callerOf(request), id(request)),
  );
  app.post(
    p(LADDER_API.promote),
    { config: { permission: 'ladder:approve' } },
    async (request): Promise<LadderTeacherDetail> =>
      promoteTeacher(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(LADDER_API.ijazah),
    { config: { permission: 'ladder:update' } },
    async (request): Promise<LadderTeacherDetail> =>
      setIjazah(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(LADDER_API.run),
    { config: { permission: 'ladder:approve' } },
    async (request): Promise<{ jobId: string }> => runEligibilityNow(ctx, callerOf(request)),
  );
}
