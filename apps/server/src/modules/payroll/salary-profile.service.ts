import type { Scope } from '../../access/access-types.ts';
import { openBaseLines, salaryLine } from './payroll-facts.repository.ts';
import type { Writes } from '../../resources/resource.service.ts';

/**
 * Opens a new member of staff's salary profile inside the caller's unit of work: its base pay, a
 * fixed monthly amount (recruitment's hire, from the posting's grade). Written through the write
 * core as a `salary-components` record, scoped to the caller's `salaries:create`.
 */
export async function openSalaryProfile(
  w: Writes,
  input: { employeeId: string; name: string; amount: number; currency: string },
): Promise<{ id: string }> {
  const row = await w.create(
    'salary-components',
    {
      employeeId: input.employeeId,
      name: input.name,
      kind: 'base',
      basis: 'fixed',
      amount: input.amount,
      currency: input.currency,
      status: 'active',
    },
    { system: true, audit: { action: 'hire' } },
  );
  return { id: String(row.id) };
}

/**
 * A ladder promotion's pay (docs/work-sheets-and-ladder.md), inside the promoting unit of work:
 * the lines it replaces are closed the day before `from` (a line that had not begun by then is
 * closed on its first day's eve, so it pays nothing) and the grade's line is opened from `from`.
 * A grade paid as a base replaces every open fixed base line too. Written through the write
 * core as `salary-components` records (audited `promote`), in the scope the caller's promotion
 * right covers.
 */
export async function applyGradePay(
  w: Writes,
  input: {
    employeeId: string;
    name: string;
    kind: 'allowance' | 'base';
    amount: number;
    currency: string;
    from: string;
    /** The previous grade's line, if any. */
    replaces: string | null;
    scope: Scope;
  },
): Promise<{ id: string }> {
  const eve = dayBefore(input.from);
  const close = new Set<string>(input.replaces ? [input.replaces] : []);
  if (input.kind === 'base')
    for (const id of await openBaseLines(w.tx, input.employeeId, input.from)) close.add(id);
  const options = { system: true, scope: input.scope, audit: { action: 'promote' } };
  for (const id of close) {
    const line = await salaryLine(w.tx, id);
    if (!line || (line.validTo && line.validTo <= eve)) continue;
    await w.update('salary-components', id, { validTo: eve }, options);
  }
  const row = await w.create(
    'salary-components',
    {
      employeeId: input.employeeId,
      name: input.name,
      kind: input.kind,
      basis: 'fixed',
      amount: input.amount,
      currency: input.currency,
      validFrom: input.from,
      status: 'active',
    },
    options,
  );
  return { id: String(row.id) };
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
