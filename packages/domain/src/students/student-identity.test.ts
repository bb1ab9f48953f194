import { describe, expect, it } from 'vitest';
import {
  duplicateReasons,
  identityKey,
  isStrongDuplicate,
  nameKey,
  phoneKey,
} from './student-identity.ts';

describe('duplicate detection keys', () => {
  it('folds identity numbers, phones and Arabic names', () => {
    expect(identityKey(' 123-456 789 ')).toBe('123456789');
    expect(identityKey('١٢٣٤٥٦')).toBe('123456');
    expect(phoneKey('+90 532 111 22 33')).toBe(phoneKey('0532 111 22 33'));
    expect(nameKey('أحمد  محمد')).toBe(nameKey('احمد محمد'));
    expect(nameKey('فاطمة')).toBe(nameKey('فاطمه'));
  });
  it('explains why two people look alike', () => {
    const a = { fullName: 'أحمد علي', phone: '0532 111 22 33', identityNumber: '99887766' };
    expect(duplicateReasons(a, { fullName: 'احمد علي', phone: '+90 532 111 2233' })).toEqual([
      'phone',
      'name',
    ]);
    expect(duplicateReasons(a, { identityNumber: '99-88-77-66' })).toEqual(['identityNumber']);
    expect(duplicateReasons(a, { fullName: 'عمر', phone: '0500000000' })).toEqual([]);
    expect(isStrongDuplicate(['name'])).toBe(false);
    expect(isStrongDuplicate(['identityNumber'])).toBe(true);
  });
});
