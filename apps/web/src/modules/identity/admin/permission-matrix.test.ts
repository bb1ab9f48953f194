import { permits } from '@qc/domain/identity/permissions';
import { describe, expect, it } from 'vitest';
import { cellGrant, toggleCell, toggleColumn, toggleRow } from './permission-matrix.ts';

const R = ['students', 'rings', 'users'];
const A = ['read', 'create', 'update', 'delete'];

/** Every cell the permissions grant, as "res:act" (what the server would allow). */
const granted = (perms: string[]) =>
  R.flatMap((r) => A.map((a) => `${r}:${a}`)).filter((p) => permits(perms, p));

describe('role permission matrix', () => {
  it('tells explicit grants from wildcard ones', () => {
    expect(cellGrant(['students:read'], 'students', 'read')).toEqual({ kind: 'explicit' });
    expect(cellGrant(['students:*'], 'students', 'delete')).toEqual({
      kind: 'wildcard',
      by: 'students:*',
    });
    expect(cellGrant(['*:read'], 'rings', 'read')).toEqual({ kind: 'wildcard', by: '*:read' });
    expect(cellGrant(['*'], 'users', 'update')).toEqual({ kind: 'wildcard', by: '*' });
    expect(cellGrant(['students:read'], 'rings', 'read')).toEqual({ kind: 'none' });
  });

  it('adds and removes a plain cell', () => {
    expect(toggleCell([], 'rings', 'read', R, A)).toEqual(['rings:read']);
    expect(toggleCell(['rings:read', 'users:read'], 'rings', 'read', R, A)).toEqual(['users:read']);
  });

  it('takes one cell out of a wildcard and leaves every other cell as it was', () => {
    for (const perms of [['students:*'], ['*:read'], ['*'], ['students:*', '*:read']]) {
      const before = granted(perms);
      for (const [r, a] of [
        ['students', 'read'],
        ['students', 'delete'],
        ['rings', 'read'],
      ] as const) {
        if (!permits(perms, `${r}:${a}`)) continue;
        const after = granted(toggleCell(perms, r, a, R, A));
        expect(after, `${perms.join(',')} minus ${r}:${a}`).toEqual(
          before.filter((p) => p !== `${r}:${a}`),
        );
      }
    }
  });

  it('grants a whole row as res:* and takes it back', () => {
    const on = toggleRow(['students:read', 'rings:read'], 'students', R, A);
    expect(on).toEqual(['rings:read', 'students:*']);
    expect(toggleRow(on, 'students', R, A)).toEqual(['rings:read']);
    // A row taken out of full access leaves the other rows whole.
    const out = toggleRow(['*'], 'users', R, A);
    expect(granted(out)).toEqual(granted(['students:*', 'rings:*']));
  });

  it('grants a whole column as *:action and takes it back, keeping other grants', () => {
    const on = toggleColumn(['rings:read', 'users:update'], 'read', R, A);
    expect(on).toEqual(['users:update', '*:read']);
    expect(toggleColumn(on, 'read', R, A)).toEqual(['users:update']);
    // Not whole yet: the column is granted everywhere.
    expect(granted(toggleColumn(['students:*'], 'delete', R, A))).toEqual(
      granted(['students:*', '*:delete']),
    );
    // Taken back: the delete action goes from every row, even one granted as students:*.
    const out = toggleColumn(['students:*', '*:delete'], 'delete', R, A);
    expect(granted(out)).toEqual(['students:read', 'students:create', 'students:update']);
  });

  it('keeps patterns of resources the matrix does not list', () => {
    expect(toggleCell(['books:*', 'rings:read'], 'rings', 'read', R, A)).toEqual(['books:*']);
  });
});
