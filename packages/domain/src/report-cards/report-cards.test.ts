import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../i18n/catalogue.ts';
import { LOCALE_CODES } from '../locales.ts';
import '../index.ts';
import { CARD_ELEMENTS, cardElementHelpKey, cardElementLabelKey } from './elements.ts';
import { CARD_GRID, DEFAULT_LAYOUT, firstFreeBox, layoutProblems } from './layout.ts';
import { issueInput } from './report-cards.api.ts';

describe('card layouts', () => {
  it('accepts the default layout', () => {
    expect(layoutProblems(DEFAULT_LAYOUT)).toEqual([]);
  });

  it('refuses an unknown element, one placed twice, off the page, too small or overlapping', () => {
    const problems = layoutProblems([
      { element: 'title', x: 0, y: 0, w: 12, h: 1 },
      { element: 'horoscope', x: 0, y: 1, w: 2, h: 1 },
      { element: 'title', x: 0, y: 2, w: 12, h: 1 },
      { element: 'logo', x: 11, y: 3, w: 3, h: 2 },
      { element: 'mushaf-map', x: 0, y: 5, w: 3, h: 3 },
      { element: 'dates', x: 6, y: 0, w: 6, h: 1 },
    ]);
    expect(problems).toEqual([
      { index: 1, code: 'reportCards.errors.unknownElement' },
      { index: 2, code: 'reportCards.errors.placedTwice' },
      { index: 3, code: 'reportCards.errors.offPage' },
      { index: 4, code: 'reportCards.errors.tooSmall' },
      { index: 5, code: 'reportCards.errors.overlap' },
    ]);
  });

  it('finds the first free box for a new element, or none on a full page', () => {
    expect(firstFreeBox([{ element: 'title', x: 0, y: 0, w: 12, h: 1 }], { w: 3, h: 2 })).toEqual({
      x: 0,
      y: 1,
    });
    const full = [
      { element: 'title' as const, x: 0, y: 0, w: CARD_GRID.columns, h: CARD_GRID.rows },
    ];
    expect(firstFreeBox(full, { w: 1, h: 1 })).toBeNull();
  });

  it('issues for exactly one student, ring or centre', () => {
    const base = {
      templateId: crypto.randomUUID(),
      termLabel: 'الفصل',
      from: '2026-09-01',
      to: '2026-11-30',
    };
    expect(issueInput.safeParse(base).success).toBe(false);
    expect(issueInput.safeParse({ ...base, ringId: crypto.randomUUID() }).success).toBe(true);
    expect(
      issueInput.safeParse({ ...base, ringId: crypto.randomUUID(), studentId: crypto.randomUUID() })
        .success,
    ).toBe(false);
    expect(
      issueInput.safeParse({ ...base, ringId: crypto.randomUUID(), from: '2026-12-01' }).success,
    ).toBe(false);
  });

  it('names and explains every element in ar, en and fr', () => {
    const catalogue = buildCatalogue();
    for (const e of CARD_ELEMENTS)
      for (const locale of LOCALE_CODES) {
        expect(catalogue[locale][cardElementLabelKey(e.key)], e.key).toBeTruthy();
        expect(catalogue[locale][cardElementHelpKey(e.key)], e.key).toBeTruthy();
      }
  });
});
