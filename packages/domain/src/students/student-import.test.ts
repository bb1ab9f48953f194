import { describe, expect, it } from 'vitest';
import { guessMapping, importRowKey, parseSheetDate, validateImportRow } from './student-import.ts';

describe('Excel import rows', () => {
  it('maps Arabic and English headers', () => {
    expect(guessMapping(['الاسم', 'الجنس', 'تاريخ الميلاد', 'رقم الهوية', 'Phone'])).toEqual({
      fullName: 0,
      gender: 1,
      birthDate: 2,
      identityNumber: 3,
      phone: 4,
    });
    expect(guessMapping(['Full Name', 'Gender', 'Date of birth'])).toEqual({
      fullName: 0,
      gender: 1,
      birthDate: 2,
    });
  });
  it('validates a row with per-field errors', () => {
    const mapping = { fullName: 0, gender: 1, birthDate: 2, phone: 3 };
    const ok = validateImportRow(['عمر خالد', 'ذكر', '15/03/2012', '0532 111 22 33'], mapping);
    expect(ok).toMatchObject({
      ok: true,
      value: { fullName: 'عمر خالد', gender: 'male', birthDate: '2012-03-15' },
    });
    const bad = validateImportRow(['', 'x', '31/02/2012', '12'], mapping);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors.map((e) => e.field)).toEqual(['fullName', 'gender', 'birthDate', 'phone']);
  });
  it('parses dates and builds re-import keys', () => {
    expect(parseSheetDate('2012-3-5')).toBe('2012-03-05');
    expect(parseSheetDate('٠٥/٠٣/٢٠١٢')).toBe('2012-03-05');
    expect(parseSheetDate('2012-02-30')).toBeNull();
    const r = validateImportRow(['سارة', 'أنثى', '', '', 'A-123 456'], {
      fullName: 0,
      gender: 1,
      identityNumber: 4,
    });
    expect(r.ok && importRowKey(r.value)).toBe('id:A123456');
  });
});
