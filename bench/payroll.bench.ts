/**
 * A payroll run for a whole country at scale, on PostgreSQL:
 *   npx tsx bench/payroll.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [employees]
 * Creates a fresh database `qc_bench_payroll`, loads (default) 5,000 employees over 100 centres,
 * each with a salary profile of four components; each teacher (4 in 5) teaches a ring of 15
 * students that held 20 sessions in the month; one employee in 10 repays an advance. Then
 * times what the run's background job does (payslips computed in batches of 200, each batch in
 * its own transaction, then the totals) and the post (one transaction: the run, the advance
 * deductions), and the memory the process holds over its baseline. Prints a Markdown table.
 */
import type { Database } from '../apps/server/src/db/client.ts';
import { payrollRuns } from '../apps/server/src/db/schema/index.ts';
import { employeesOfRun } from '../apps/server/src/modules/payroll/payroll-facts.repository.ts';
import {
  PAYROLL_BATCH,
  approveRun,
  computeBatch,
  finishComputedRun,
  postRun,
} from '../apps/server/src/modules/payroll/payroll.service.ts';
import { callerOfUser, type Caller } from '../apps/server/src/resources/resource-caller.ts';
import { eq } from 'drizzle-orm';
import {
  benchApp,
  benchDatabase,
  benchUser,
  isScript,
  log,
  machineState,
  runScript,
} from './bench-kit.ts';

const DB = 'qc_bench_payroll';
const MONTH = '2031-05';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

if (isScript(import.meta.url))
  runScript(async () => {
    const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const { database } = await benchDatabase(baseUrl, DB);
    console.log(await payrollBench(database, Number(process.argv[3] ?? 5_000)));
    await database.close();
  });

/**
 * Loads `EMPLOYEES` employees into the migrated, empty `database`, computes and posts their run
 * and answers the Markdown table. The small mode (a few dozen employees) runs in the tests.
 */
export async function payrollBench(database: Database, EMPLOYEES: number): Promise<string> {
  const q = (text: string) => database.query(text);
  log('loading', EMPLOYEES, 'employees');
  await q(`insert into countries (code, name_ar, name_en, name_fr, currency, phone_region)
           values ('BP', 'دولة', 'Country', 'Pays', 'TRY', 'TR')`);
  await q(`insert into centres (country_id, name)
           select (select id from countries), 'مركز ' || g from generate_series(1, 100) g`);
  await q(`insert into employees (country_id, centre_id, full_name, gender, job)
           select c.country_id, c.id, 'موظف ' || g, 'male', case when g % 5 = 0 then 'supervisor' else 'teacher' end
           from generate_series(1, ${EMPLOYEES}) g
           join lateral (select * from centres order by id offset (g % 100) limit 1) c on true`);
  await q(`insert into salary_components (employee_id, country_id, centre_id, name, kind, basis, amount, currency)
           select e.id, e.country_id, e.centre_id, x.name, x.kind, x.basis, x.amount, 'TRY'
           from employees e, (values ('الراتب الأساسي', 'base', 'fixed', 1500000),
             ('بدل الحلقات', 'allowance', 'per_ring', 150000), ('بدل الجلسات', 'allowance', 'per_session', 5000),
             ('التأمينات', 'deduction', 'fixed', 75000)) as x(name, kind, basis, amount)`);
  await q(`insert into rings (country_id, centre_id, teacher_id, name, gender)
           select country_id, centre_id, id, 'حلقة ' || full_name, 'male' from employees where job = 'teacher'`);
  await q(`insert into students (country_id, centre_id, ring_id, full_name, gender, status)
           select r.country_id, r.centre_id, r.id, 'طالب', 'male', 'active' from rings r, generate_series(1, 15)`);
  await q(`insert into attendance (country_id, centre_id, ring_id, student_id, attended_on, status)
           select s.country_id, s.centre_id, s.ring_id, s.id, ('${MONTH}-01'::date + d), 'present'
           from (select distinct on (ring_id) * from students order by ring_id, id) s, generate_series(0, 19) d`);
  await q(
    `insert into advance_types (code, name_ar, name_en, name_fr) values ('S', 'سلفة', 'Advance', 'Avance')`,
  );
  await q(`insert into advances (country_id, centre_id, employee_id, type_id, amount, currency, granted_on,
             instalments, start_month, outstanding, remaining_instalments, next_month)
           select e.country_id, e.centre_id, e.id, (select id from advance_types), 300000, 'TRY', '2031-04-01',
                  3, '${MONTH}', 300000, 3, '${MONTH}'
           from (select *, row_number() over (order by id) n from employees) e where n % 10 = 0`);
  await q('analyze');
  // Two people: whoever computes a run may not approve it (separation of duties).
  const preparer = await benchUser(database, 'super_admin');
  const approver = await benchUser(database, 'super_admin');
  const [country] = await database.query<{ id: string }>(
    `select id from countries where code = 'BP'`,
  );
  const callerAs = async (userId: string): Promise<Caller> => {
    const caller = await callerOfUser(database.db, userId, 'ar', 'bench');
    if (!caller) throw new Error('no caller');
    return caller;
  };
  const { app, ctx } = await benchApp(database);
  log('loaded');

  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const [run] = await database.db
    .insert(payrollRuns)
    .values({
      countryId: country!.id,
      month: MONTH,
      currency: 'TRY',
      status: 'computing',
      createdBy: preparer.id,
    })
    .returning();
  const t0 = performance.now();
  const ids = await employeesOfRun(database.db, run!);
  for (let i = 0; i < ids.length; i += PAYROLL_BATCH) {
    await database.db.transaction((tx) => computeBatch(tx, run!, ids.slice(i, i + PAYROLL_BATCH)));
    sample();
  }
  // The run becomes a draft as whoever created it, as the run's job does.
  await finishComputedRun(ctx, await callerAs(preparer.id), run!.id);
  const compute = performance.now() - t0;
  const caller = await callerAs(approver.id);
  await approveRun(ctx, caller, run!.id);
  const t1 = performance.now();
  await postRun(ctx, caller, run!.id);
  const post = performance.now() - t1;
  sample();
  const [done] = await database.db.select().from(payrollRuns).where(eq(payrollRuns.id, run!.id));
  const [{ n }] = (await database.query<{ n: string }>(
    `select count(*) as n from advance_repayments where payroll_run_id = '${run!.id}'`,
  )) as [{ n: string }];
  const table = `${machineState()}

| step | time | notes |
|---|---:|---|
| compute ${ids.length} payslips (batches of ${PAYROLL_BATCH}) + totals | ${(compute / 1000).toFixed(2)} s | ${done!.employees} payslips, net ${done!.net} |
| post (one transaction) | ${(post / 1000).toFixed(2)} s | ${n} advance deductions |
| memory over baseline | | heap +${mb(peakHeap - base.heapUsed)}, RSS +${mb(peakRss - base.rss)} |`;
  await app.close();
  return table;
}
