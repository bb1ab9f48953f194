/**
 * The one permission language: `resource:action`. A role grants exact permissions or
 * wildcards: `*` (everything), `students:*` (every action on a resource) and `*:read` (one
 * action on every resource). Server guards and the web's `useCan()` both ask `permits`.
 */
export const PERMISSION_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'approve',
  'export',
  // Reveals and writes the fields a resource marks sensitive (`<resource>:sensitive`).
  'sensitive',
  // Tests: examine an assigned test (tests:examine); issue a certificate (certificates:issue).
  'examine',
  'issue',
  // Training: sit a scheduled exam as a trainee (training-exams:sit).
  'sit',
  // Finance: post an approved voucher to the ledger (vouchers:post).
  'post',
] as const;

export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Does one granted pattern cover the wanted `resource:action`? */
export function permissionMatches(granted: string, wanted: string): boolean {
  if (granted === '*' || granted === wanted) return true;
  const [gr, ga] = granted.split(':');
  const [wr, wa] = wanted.split(':');
  if (!gr || !ga || !wr || !wa) return false;
  return (gr === '*' || gr === wr) && (ga === '*' || ga === wa);
}

/** Does any of the granted patterns cover the wanted permission? */
export function permits(granted: Iterable<string>, wanted: string): boolean {
  for (const g of granted) if (permissionMatches(g, wanted)) return true;
  return false;
}

/** A syntactically valid permission pattern (`*`, `res:act`, `res:*`, `*:act`). */
export const PERMISSION_PATTERN = /^(\*|[a-z][a-z0-9-]*:(\*|[a-z][a-z0-9-]*)|\*:[a-z][a-z0-9-]*)$/;
