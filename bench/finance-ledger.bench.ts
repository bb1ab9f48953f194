/**
 * The ledger at scale, on PostgreSQL:
 *   npx tsx bench/finance-ledger.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [lines] [reuse]
 * Creates a fresh database `qc_bench_finance`, loads (default) 2,000,000 journal lines (two per
 * entry, over 20 cash boxes of 20 centres, 5 funds and 10 categories, three years of days),
 * then times the service's balance of a box at a date (`balanceOf`), a statement page (the
 * running balance over the box's lines, page 1 and a middle page) and the trial balance, each
 * next to raw SQL answering the same. Prints a Markdown table (bench/README.md); the median of
 * RUNS runs. Triggers are off while loading (session_replication_role), as a restore would be.
 */
import { statementQuery } from '@qc/domain';
import { buildAccessContext } from '../apps/server/src/access/access-context.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { balanceOf } from '../apps/server/src/ledger/index.ts';
import { statement, trialBalance } from '../apps/server/src/modules/finance/reports.service.ts';
import type { Caller } from '../apps/server/src/resources/resource-caller.ts';

import { benchApp, benchDatabase, isScript, log, machineState, runScript } from './bench-kit.ts';

const DB = 'qc_bench_finance';

if (isScript(import.meta.url))
  runScript(async () => {
    const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const lines = Number(process.argv[3] ?? 2_000_000);
    const reuse = process.argv[4] === 'reuse';
    const { database } = await benchDatabase(baseUrl, DB, { reuse });
    if (!reuse) await loadLedger(database, lines);
    console.log(await ledgerBench(database, 9));
    await database.close();
  });
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

/**
 * Loads `LINES` journal lines into the migrated, empty `database`, in one transaction with the
 * triggers off (as a restore would be).
 */
export async function loadLedger(database: Database, LINES: number): Promise<void> {
  log('loading', LINES, 'lines');
  await database.rawTransaction(async (q) => {
    // The triggers (the ledger's append-only and balance checks) off for this transaction only.
    await q('set local session_replication_role = replica');
    await q(`insert into countries (code, name_ar, name_en, name_fr, currency, phone_region)
             values ('BF', 'دولة', 'Country', 'Pays', 'TRY', 'TR')`);
    await q(`insert into centres (country_id, name)
             select (select id from countries where code = 'BF'), 'مركز ' || g from generate_series(1, 20) g`);
    await q(`insert into finance_accounts (code, kind, role, name_ar, name_en, name_fr, currency, country_id, centre_id)
             select 'BOX-' || row_number() over (order by id), 'asset', 'cash_box', 'صندوق', 'Box', 'Caisse',
                    'TRY', country_id, id from centres`);
    await q(`create temp table bx on commit drop as select row_number() over (order by id) - 1 as n, id, centre_id
             from finance_accounts where role = 'cash_box'`);
    await q(`create temp table cat on commit drop as select row_number() over (order by code) - 1 as n, id
             from finance_accounts where role = 'category' and kind = 'income' limit 6`);
    await q(`create temp table fd on commit drop as select row_number() over (order by code) - 1 as n, id
             from finance_funds where code in ('GENERAL', 'SADAQA', 'SPONSORSHIP')`);
    const entries = Math.floor(LINES / 2);
    await q(`insert into journal_entries (id, entry_date, kind, memo, centre_id, posted_at)
             select md5('e' || g)::uuid, date '2024-01-01' + (g % 1095), 'receipt', 'تبرع ' || g,
                    (select centre_id from bx where n = g % 20), now()
             from generate_series(1, ${entries}) g`);
    await q(`insert into journal_lines (entry_id, line_no, entry_date, account_id, fund_id, centre_id, currency, debit, credit)
             select md5('e' || g)::uuid, 1, date '2024-01-01' + (g % 1095), b.id, f.id, b.centre_id, 'TRY', 100 + g % 5000, 0
             from generate_series(1, ${entries}) g
             join bx b on b.n = g % 20 join fd f on f.n = g % 3`);
    await q(`insert into journal_lines (entry_id, line_no, entry_date, account_id, fund_id, centre_id, currency, debit, credit)
             select md5('e' || g)::uuid, 2, date '2024-01-01' + (g % 1095), c.id, f.id, b.centre_id, 'TRY', 0, 100 + g % 5000
             from generate_series(1, ${entries}) g
             join bx b on b.n = g % 20 join cat c on c.n = g % 6 join fd f on f.n = g % 3`);
  });
  await database.query('analyze');
  log('loaded');
}

/** Times the ledger's services against raw SQL of the same answers (median of `RUNS`). */
export async function ledgerBench(database: Database, RUNS: number): Promise<string> {
  const q = async (text: string, params?: unknown[]) => ({
    rows: await database.query<Record<string, string>>(text, params),
  });
  const [{ id: box }] = (await q(`select id from finance_accounts where code = 'BOX-1'`)).rows as [
    { id: string },
  ];
  const total = Number((await q('select count(*) from journal_lines')).rows[0]!.count);
  const access = buildAccessContext('00000000-0000-4000-8000-000000000000', null, [
    { permissions: ['*'], level: 'organisation', countryId: null, centreId: null, ringId: null },
  ]);
  const caller: Caller = {
    access,
    locale: 'ar',
    request: { ip: '', id: 'bench', access } as Caller['request'],
  };
  const { app, ctx } = await benchApp(database);
  const boxLines = Number(
    (await q('select count(*) from journal_lines where account_id = $1', [box])).rows[0]!.count,
  );
  const middle = Math.max(1, Math.floor(boxLines / 25 / 2));
  const time = async (fn: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await fn();
      ms.push(performance.now() - t0);
    }
    return median(ms).toFixed(1);
  };
  const rows: string[][] = [];
  const add = async (what: string, service: () => Promise<unknown>, sql: () => Promise<unknown>) =>
    rows.push([what, await time(service), await time(sql)]);
  await add(
    'balance of a box at a date',
    () => balanceOf(database.db, { boxId: box, at: '2025-06-30' }),
    () =>
      q(
        `select currency, sum(debit), sum(credit) from journal_lines where account_id = $1 and entry_date <= '2025-06-30' group by currency`,
        [box],
      ),
  );
  const page = (p: number) => statementQuery.parse({ accountId: box, page: p, pageSize: 25 });
  const rawPage = (p: number) =>
    q(
      `select l.*, sum(l.debit - l.credit) over (partition by l.currency order by l.entry_date, e.number, l.line_no) as running
       from journal_lines l join journal_entries e on e.id = l.entry_id where l.account_id = $1
       order by l.entry_date, e.number, l.line_no limit 25 offset ${(p - 1) * 25}`,
      [box],
    );
  await add(
    'statement, first page',
    () => statement(ctx, caller, page(1)),
    () => rawPage(1),
  );
  await add(
    `statement, page ${middle}`,
    () => statement(ctx, caller, page(middle)),
    () => rawPage(middle),
  );
  await add(
    'trial balance at a date',
    () => trialBalance(ctx, caller, { at: '2025-06-30' }),
    () =>
      q(
        `select account_id, currency, sum(debit), sum(credit) from journal_lines where entry_date <= '2025-06-30' group by account_id, currency`,
      ),
  );
  await app.close();
  return [
    `${total.toLocaleString('en')} journal lines, ${boxLines.toLocaleString('en')} in the box; median of ${RUNS} runs, ms; ${machineState()}`,
    '',
    '| query | service | raw SQL |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
