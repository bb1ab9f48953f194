import { describe, expect, it } from 'vitest';
import { dateTextError, isIsoDay, isoDay, isUnreadableDate } from './date-value.ts';

const t = (key: string) => `«${key}»`;

describe('date field values', () => {
  it('tells a stored day from text the field could not read', () => {
    expect(isIsoDay('2026-11-23')).toBe(true);
    expect(isIsoDay('23/11/2026')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isUnreadableDate('1448-13-40')).toBe(true);
    expect(isUnreadableDate('40/13/1448')).toBe(true);
    expect(isUnreadableDate('')).toBe(false);
    expect(isUnreadableDate(null)).toBe(false);
  });

  it('gives the invalid-date message only for unreadable text', () => {
    expect(dateTextError('abc', t)).toBe('«validation.invalidDate»');
    expect(dateTextError('2026-11-23', t)).toBeUndefined();
    expect(dateTextError('', t)).toBeUndefined();
  });
});

describe('isoDay', () => {
  it('passes whole days only, so a half-typed date never reaches the query', () => {
    expect(isoDay('2026-11-24')).toBe('2026-11-24');
    expect(isoDay('2026-11-2')).toBeUndefined();
    expect(isoDay('١٤٤٨/٠٥/١٢')).toBeUndefined();
    expect(isoDay('')).toBeUndefined();
  });
});
