import { addMonths } from '@qc/domain';
import type { AccessContext, Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { ladderDemo } from './ladder-demo.seed.ts';
import { demoUserByEmail } from './staff-demo.repository.ts';
import { teacherLogDemo } from './teacher-log-demo.seed.ts';
import { sheetOf } from './work-sheets.repository.ts';
import { addLine, openSheet, reviewSheet, submitMine } from './work-sheets.service.ts';

/** A caller acting for a demo user or employee (the services check as for anyone). */
function demoCaller(userId: string, employeeId: string | null, scope: Scope): Caller {
  const access: AccessContext = {
    userId,
    employeeId,
    permissions: new Set(['*']),
    can: () => true,
    scopeFor: () => scope,
  };
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'demo-seed', access } };
}

const TASKS = [
  'إعداد خطة الحلقة الشهرية',
  'اجتماع المحفظين الشهري',
  'متابعة أولياء الأمور هاتفيًا',
  'تصحيح اختبارات الطلاب التجريبية',
  'تجهيز شهادات الختم',
];

const RETURN_REASONS = [
  'حلقة يوم الأحد مسجلة في الجدول ولم يُسجل حضورها، أضف سبب الغياب أو سجّل الحضور.',
  'ساعات الاجتماع الشهري مكررة، احذف البند الزائد ثم أعد الإرسال.',
];

/**
 * The demo's work sheets, in Arabic: last month's sheet of every member of staff of the first
 * country's demo centres, prefilled from the ring day, most approved by the centre's manager, some
 * still waiting for them (the manager's screen and the dashboard), a few returned with a reason;
 * this month's drafts with a line or two. Written through the services, as on screen.
 */
export const staffDemoStep: DemoSeedStep = async (database, world, options) => {
  if (!options.withAccounts) return;
  await ladderDemo(database, world);
  const db = database.db;
  const first = world.centres[0];
  if (!first) return;
  const reviewer = await demoUserByEmail(db, 'country@example.com');
  if (!reviewer) return;
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const manager = demoCaller(reviewer.id, null, { all: true });
  const month = new Date().toISOString().slice(0, 7);
  const last = addMonths(month, -1);
  const today = new Date().toISOString().slice(0, 10);
  const centres = new Set(
    world.centres
      .filter((c) => c.countryId === first.countryId)
      .slice(0, 3)
      .map((c) => c.id),
  );
  const staff = world.employees.filter((e) => e.centreId && centres.has(e.centreId));
  await teacherLogDemo(db, staff);
  let n = 0;
  for (const e of staff) {
    n++;
    const self = demoCaller(reviewer.id, e.id, {
      all: false,
      countryIds: [],
      centreIds: [],
      ringIds: [],
    });
    const task = TASKS[n % TASKS.length]!;
    // One line of last month: a task on the 10th in the morning, before the rings meet.
    await addLine(ctx, self, {
      month: last,
      date: `${last}-10`,
      startsAt: '09:00',
      endsAt: n % 3 === 0 ? '11:30' : '10:30',
      task,
    });
    // Of every ten: one draft never sent ("not submitted" on the completeness screen), two
    // waiting for the manager, one returned with a reason, six approved.
    const turn = n % 10;
    if (turn === 0) continue;
    await submitMine(ctx, self, { month: last });
    const mine = await sheetOf(db, e.id, last);
    if (!mine) continue;
    if (turn === 1 || turn === 4) continue;
    await openSheet(ctx, manager, mine.id);
    if (turn === 2) {
      await reviewSheet(ctx, manager, mine.id, 'return', {
        reason: RETURN_REASONS[n % RETURN_REASONS.length],
      });
      continue;
    }
    await reviewSheet(ctx, manager, mine.id, 'approve', {});
    // This month's draft: a line already written for a day that has passed.
    if (n % 2 === 0 && today >= `${month}-02`)
      await addLine(ctx, self, {
        month,
        date: `${month}-01`,
        startsAt: '08:00',
        endsAt: '09:00',
        task: TASKS[(n + 1) % TASKS.length]!,
      });
  }
};
