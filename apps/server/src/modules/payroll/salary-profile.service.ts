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
