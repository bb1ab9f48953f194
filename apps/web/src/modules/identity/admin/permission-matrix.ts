import { permissionMatches } from '@qc/domain/identity/permissions';

/** How a cell of the matrix is granted: by itself, by a wildcard, or not at all. */
export type CellGrant = { kind: 'none' } | { kind: 'explicit' } | { kind: 'wildcard'; by: string };

const uniq = (list: Iterable<string>) => [...new Set(list)];

/** Which grant covers `resource:action`: the exact permission first, else the first wildcard. */
export function cellGrant(perms: readonly string[], resource: string, action: string): CellGrant {
  const wanted = `${resource}:${action}`;
  if (perms.includes(wanted)) return { kind: 'explicit' };
  const by = perms.find((p) => p !== wanted && permissionMatches(p, wanted));
  return by ? { kind: 'wildcard', by } : { kind: 'none' };
}

/** Replaces `*` by one `res:*` per resource (so a single row or cell can be taken away). */
function expandAll(perms: readonly string[], resources: readonly string[]): string[] {
  if (!perms.includes('*')) return [...perms];
  return uniq([...perms.filter((p) => p !== '*'), ...resources.map((r) => `${r}:*`)]);
}

/** Replaces `res:*` by its actions one by one. */
function expandRow(
  perms: readonly string[],
  resource: string,
  actions: readonly string[],
): string[] {
  if (!perms.includes(`${resource}:*`)) return [...perms];
  return uniq([
    ...perms.filter((p) => p !== `${resource}:*`),
    ...actions.map((a) => `${resource}:${a}`),
  ]);
}

/** Replaces `*:action` by the action on every resource. */
function expandColumn(
  perms: readonly string[],
  action: string,
  resources: readonly string[],
): string[] {
  if (!perms.includes(`*:${action}`)) return [...perms];
  return uniq([
    ...perms.filter((p) => p !== `*:${action}`),
    ...resources.map((r) => `${r}:${action}`),
  ]);
}

/**
 * Ticks or unticks one cell. Taking a cell away from a wildcard spells the wildcard out
 * first (`students:*` becomes its other actions), so nothing else changes meaning.
 */
export function toggleCell(
  perms: readonly string[],
  resource: string,
  action: string,
  resources: readonly string[],
  actions: readonly string[],
): string[] {
  const wanted = `${resource}:${action}`;
  const grant = cellGrant(perms, resource, action);
  if (grant.kind === 'none') return [...perms, wanted];
  let next = expandAll(perms, resources);
  next = expandRow(next, resource, actions);
  next = expandColumn(next, action, resources);
  return next.filter((p) => p !== wanted);
}

/** All actions of a resource, as `res:*` (which also covers actions added later), or none. */
export function toggleRow(
  perms: readonly string[],
  resource: string,
  resources: readonly string[],
  actions: readonly string[],
): string[] {
  const all = `${resource}:*`;
  if (perms.includes('*') || perms.includes(all)) {
    const next = expandRow(expandAll(perms, resources), resource, actions);
    // Column wildcards keep their cells: spell them out for the other resources only.
    let out = next;
    for (const a of actions) if (out.includes(`*:${a}`)) out = expandColumn(out, a, resources);
    return out.filter((p) => !p.startsWith(`${resource}:`));
  }
  return [...perms.filter((p) => !p.startsWith(`${resource}:`)), all];
}

/** One action on every resource, as `*:action`, or nowhere. */
export function toggleColumn(
  perms: readonly string[],
  action: string,
  resources: readonly string[],
  actions: readonly string[],
): string[] {
  const all = `*:${action}`;
  if (perms.includes('*') || perms.includes(all)) {
    let out = expandColumn(expandAll(perms, resources), action, resources);
    for (const r of resources) if (out.includes(`${r}:*`)) out = expandRow(out, r, actions);
    return out.filter((p) => !(p.endsWith(`:${action}`) || p === all));
  }
  return [...perms.filter((p) => !p.endsWith(`:${action}`)), all];
}

/** Is the whole row granted as one (`res:*` or `*`)? */
export const rowWhole = (perms: readonly string[], resource: string) =>
  perms.includes('*') || perms.includes(`${resource}:*`);

/** Is the whole column granted as one (`*:action` or `*`)? */
export const columnWhole = (perms: readonly string[], action: string) =>
  perms.includes('*') || perms.includes(`*:${action}`);
