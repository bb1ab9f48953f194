import { describe, expect, it } from 'vitest';
import { firstNameOf, formatImpactMonth, impactOfStudent, impactMonth } from './impact-rules.ts';

describe('impact rules', () => {
  it('bounds a month, February of a leap year included', () => {
    expect(impactMonth('2024-02')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
      next: '2024-03-01',
    });
    expect(impactMonth('2026-12')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      next: '2027-01-01',
    });
  });

  it('keeps the first name only, "عبد الله" as one name', () => {
    expect(firstNameOf('محمد أحمد الخطيب')).toBe('محمد');
    expect(firstNameOf('عبد الله يوسف النجار')).toBe('عبد الله');
    expect(firstNameOf('  Yusuf  Demir ')).toBe('Yusuf');
  });

  it('counts hifz pages except repeats, the attendance rate, and filters identity and photo', () => {
    const base = {
      fullName: 'عمر خالد السيد',
      identityNumber: '12345678901',
      photoUrl: '/files/x.jpg',
      readings: [
        { kind: 'hifz', grade: 'good', pageCount: 1.5 },
        { kind: 'hifz', grade: 'repeat', pageCount: 2 },
        { kind: 'revision', grade: 'good', pageCount: 10 },
        { kind: 'hifz', grade: null, pageCount: 0.5 },
      ],
      attendance: ['present', 'late', 'absent', 'excused'] as const,
      testsPassed: 1,
      certificates: 1,
    };
    const hidden = impactOfStudent({ ...base, photoConsent: false });
    expect(hidden).toEqual({
      firstName: 'عمر',
      photoUrl: null,
      pagesMemorised: 2,
      attendanceRate: 0.667,
      daysRecorded: 3,
      testsPassed: 1,
      certificates: 1,
    });
    expect(JSON.stringify(hidden)).not.toContain('12345678901');
    expect(JSON.stringify(hidden)).not.toContain('السيد');
    expect(impactOfStudent({ ...base, photoConsent: true }).photoUrl).toBe('/files/x.jpg');
  });

  it('names a month in both calendars, the Hijri months it spans first', () => {
    expect(formatImpactMonth('2026-10', 'en')).toBe(
      'Rabiʻ II 1448 AH – Jumada I 1448 AH (October 2026)',
    );
    expect(formatImpactMonth('2026-10', 'ar')).toBe(
      'ربيع الآخر ١٤٤٨ هـ – جمادى الأولى ١٤٤٨ هـ (أكتوبر ٢٠٢٦)',
    );
    expect(formatImpactMonth('2026-02', 'fr')).toContain('(février 2026)');
  });
});
