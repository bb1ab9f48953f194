import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Days and months are typed and picked with the shared `DateField` and `MonthField`: the
 * browser's own date and month inputs write their mask and names in the browser's language
 * ("mm/dd/yyyy", "November 2026" on an Arabic page), know no Hijri calendar and ignore the
 * reader's digits. No screen uses them again.
 */
const NATIVE = [
  // <TextField type="date">, <input type='month'>, type={'date'}
  /\btype=\{?\s*["'](date|month|week)["']/,
  // { type: 'date' } handed to an input's props
  /\btype:\s*["'](date|month|week)["']/,
];

const WEB = join(import.meta.dirname, '../..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('no screen uses the browser’s date or month input', () => {
  it('finds none in the web app', () => {
    const found: string[] = [];
    for (const path of sources(WEB)) {
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (NATIVE.some((re) => re.test(line)))
            found.push(`${relative(WEB, path)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    expect(NATIVE.some((re) => re.test('<TextField type="date" label="x" />'))).toBe(true);
    expect(NATIVE.some((re) => re.test("htmlInput: { type: 'month' }"))).toBe(true);
    expect(NATIVE.some((re) => re.test('type="datetime-local"'))).toBe(false);
  });
});
