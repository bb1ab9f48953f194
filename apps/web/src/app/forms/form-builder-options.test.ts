import { describe, expect, it } from 'vitest';
import { optionsFrom } from './FormBuilder.tsx';

describe('the builder’s options, one a line', () => {
  it('keeps an option’s id when its label is corrected or lines move, new lines get new ids', () => {
    const before = [
      { id: 'a', label: 'راضٍ' },
      { id: 'b', label: 'غير راضٍ' },
    ];
    const corrected = optionsFrom('راضٍ جدًا\nغير راضٍ\n\n', before);
    expect(corrected.map((o) => o.id)).toEqual(['a', 'b']);
    expect(corrected.map((o) => o.label)).toEqual(['راضٍ جدًا', 'غير راضٍ']);
    const moved = optionsFrom('غير راضٍ\nراضٍ\nمحايد', before);
    expect(moved.slice(0, 2).map((o) => o.id)).toEqual(['b', 'a']);
    expect(moved[2]!.id).not.toMatch(/^[ab]$/);
    expect(new Set(moved.map((o) => o.id)).size).toBe(3);
  });
});
