/**
 * `npm run routes:report`: every route of routes.tsv (the web registry's table) as implemented
 * or planned, by module, with totals; then the extra paths modules serve. It reads the same
 * screens maps the web app collects (apps/web/src/modules/<m>/screens.ts, the resource
 * engine's apps/web/src/resources/screens.ts and the shell's own pages), so the report and the
 * app never disagree. Options: --planned (only what is missing), --json.
 */
import { routeTotals } from '../apps/web/src/app/routes/registry.ts';
import { collectAppRoutes } from './app-routes.ts';

const args = new Set(process.argv.slice(2));
const { routes, problems, notes } = await collectAppRoutes();
const totals = routeTotals(routes);

if (args.has('--json')) {
  process.stdout.write(
    `${JSON.stringify(
      {
        totals,
        problems,
        routes: routes.map((r) => ({
          path: r.path,
          status: r.status,
          module: r.module,
          public: r.public,
          layout: r.layout,
          inTable: r.inTable,
          source: r.source,
        })),
      },
      null,
      2,
    )}\n`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}

const out: string[] = [];
const table = routes.filter((r) => r.inTable);
const modules = [...new Set(table.map((r) => r.module))];
for (const module of modules) {
  const list = table.filter((r) => r.module === module);
  const done = list.filter((r) => r.status === 'implemented').length;
  const shown = args.has('--planned') ? list.filter((r) => r.status === 'planned') : list;
  if (shown.length === 0) continue;
  out.push(`\n${module}  (${done}/${list.length} implemented)`);
  for (const r of shown) {
    const mark = r.status === 'implemented' ? 'implemented' : 'planned    ';
    const where = r.source ? `  ← ${r.source}` : '';
    const access = r.public ? 'public' : 'signed-in';
    out.push(`  ${mark}  ${r.path.padEnd(46)} ${access.padEnd(9)} ${String(r.layout)}${where}`);
  }
}

const extra = routes.filter((r) => !r.inTable);
if (extra.length > 0 && !args.has('--planned')) {
  out.push(`\nextra paths (outside routes.tsv)`);
  for (const r of extra) out.push(`  implemented  ${r.path.padEnd(46)} ${r.module}  ← ${r.source}`);
}
for (const p of problems) out.push(`\nproblem: ${p}`);
for (const n of notes) out.push(`\nnote: ${n}`);

const percent = Math.round((totals.implemented / totals.table) * 100);
out.push(
  `\n${totals.table} routes in routes.tsv: ${totals.implemented} implemented (${percent}%), ${totals.planned} planned; ${totals.extra} extra paths.`,
);
process.stdout.write(`${out.join('\n')}\n`);
process.exit(problems.length > 0 ? 1 : 0);
