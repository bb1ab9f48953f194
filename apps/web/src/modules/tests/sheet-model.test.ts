import { describe, expect, it } from 'vitest';
import {
  addMark,
  ayahGroups,
  marksToMistakes,
  mistakesToMarks,
  removeMark,
  type SheetMarks,
} from './sheet-model.ts';

describe('the test sheet', () => {
  it('lists the portion’s ayahs in order, grouped by surah, across a surah boundary', () => {
    const groups = ayahGroups({ from: { surah: 1, ayah: 6 }, to: { surah: 2, ayah: 3 } });
    expect(groups.map((g) => g.surah)).toEqual([1, 2]);
    expect(groups[0]!.ayahs.map((a) => a.key)).toEqual(['1:6', '1:7']);
    expect(groups[1]!.ayahs.map((a) => a.ayah)).toEqual([1, 2, 3]);
    expect(groups[1]!.ayahs[0]!.page).toBe(2);
  });

  it('a whole juz is every one of its ayahs', () => {
    const groups = ayahGroups({ from: { surah: 78, ayah: 1 }, to: { surah: 114, ayah: 6 } });
    expect(groups).toHaveLength(37);
    expect(groups.reduce((n, g) => n + g.ayahs.length, 0)).toBe(564);
  });

  it('marks and unmarks mistakes by type, and sends them in mushaf order', () => {
    let marks: SheetMarks = {};
    marks = addMark(marks, { surah: 2, ayah: 5 }, 'memorisation');
    marks = addMark(marks, { surah: 2, ayah: 5 }, 'tajweed');
    marks = addMark(marks, { surah: 2, ayah: 1 }, 'memorisation');
    marks = addMark(marks, { surah: 2, ayah: 1 }, 'hesitation');
    expect(marks['2:5']).toEqual(['memorisation', 'tajweed']);
    // Mushaf order for the server, whatever the order of marking.
    expect(marksToMistakes(marks)).toEqual([
      { surah: 2, ayah: 1, type: 'memorisation' },
      { surah: 2, ayah: 1, type: 'hesitation' },
      { surah: 2, ayah: 5, type: 'memorisation' },
      { surah: 2, ayah: 5, type: 'tajweed' },
    ]);
    marks = removeMark(marks, { surah: 2, ayah: 1 }, 'memorisation');
    marks = removeMark(marks, { surah: 2, ayah: 1 }, 'hesitation');
    expect(marks['2:1']).toBeUndefined();
    expect(removeMark(marks, { surah: 9, ayah: 9 }, 'tajweed')).toBe(marks);
    expect(marks['2:5']).toEqual(['memorisation', 'tajweed']);
    expect(mistakesToMarks(marksToMistakes(marks))).toEqual(marks);
  });
});
