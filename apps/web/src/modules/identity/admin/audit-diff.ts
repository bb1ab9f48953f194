/** One changed field of an audit entry: its value before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields that change on every write and say nothing to a reader. */
const NOISE = new Set(['updatedAt', 'version', 'createdAt', 'id', 'search']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an audit entry changed: for an update, those whose value differs; for a create
 * or a delete, every field it recorded. Bookkeeping fields are left out.
 */
export function auditChanges(
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
): FieldChange[] {
  const fields = new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})]);
  const out: FieldChange[] = [];
  for (const field of fields) {
    if (NOISE.has(field)) continue;
    const before = oldValues?.[field];
    const after = newValues?.[field];
    if (oldValues && newValues && same(before, after)) continue;
    out.push({ field, before, after });
  }
  return out.sort((a, b) => a.field.localeCompare(b.field));
}

/** A value as a short line of text (objects as compact JSON). */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 160 ? `${json.slice(0, 157)}…` : json;
}
