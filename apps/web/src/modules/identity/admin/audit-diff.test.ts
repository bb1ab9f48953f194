import { describe, expect, it } from 'vitest';
import { auditChanges, showValue } from './audit-diff.ts';

describe('audit entry changes', () => {
  it('keeps only the fields an update changed, without bookkeeping', () => {
    expect(
      auditChanges(
        { displayName: 'Ali', status: 'active', version: 1, updatedAt: 'a', phone: null },
        { displayName: 'Ali', status: 'disabled', version: 2, updatedAt: 'b', phone: '+90' },
      ),
    ).toEqual([
      { field: 'phone', before: null, after: '+90' },
      { field: 'status', before: 'active', after: 'disabled' },
    ]);
  });

  it('lists every recorded field of a create or a delete', () => {
    expect(auditChanges(null, { code: 'x', permissions: ['a:read'] })).toEqual([
      { field: 'code', before: undefined, after: 'x' },
      { field: 'permissions', before: undefined, after: ['a:read'] },
    ]);
    expect(auditChanges({ roleCode: 'teacher' }, null)).toHaveLength(1);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('shows values briefly', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue(['a:read', 'b:*'])).toBe('["a:read","b:*"]');
    expect(showValue('x'.repeat(10))).toBe('xxxxxxxxxx');
    expect(showValue({ long: 'y'.repeat(300) }).length).toBe(158);
  });
});
