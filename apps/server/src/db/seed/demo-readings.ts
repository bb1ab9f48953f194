import { countAyahs, nextPortion, pageMeasure, SURAHS, type QuranRange } from '@qc/domain';
import type { Random } from './random.ts';

type ReadingFields = {
  kind: 'hifz' | 'revision' | 'recitation';
  fromSurah: number;
  fromAyah: number;
  toSurah: number;
  toAyah: number;
  ayahCount: number;
  pageCount: string;
  mistakesMemorisation: number;
  mistakesTajweed: number;
  grade: string;
};

const lastAyah = (surah: number) => SURAHS[surah - 1]!.ayahCount;

/**
 * Simulates each demo student memorising from An-Nas backwards (the common order for
 * children), half a page to a page a session, with a revision of an earlier surah.
 */
export function demoProgress(rnd: Random) {
  const state = new Map<string, { last: QuranRange | null; firstSurah: number }>();

  const gradeFor = (mistakes: number) =>
    mistakes === 0
      ? 'excellent'
      : mistakes <= 1
        ? 'very_good'
        : mistakes <= 3
          ? 'good'
          : mistakes <= 5
            ? 'acceptable'
            : 'repeat';

  const fields = (kind: ReadingFields['kind'], range: QuranRange): ReadingFields => {
    const mistakes = rnd.weighted([
      [0, 40],
      [1, 25],
      [2, 15],
      [3, 10],
      [5, 7],
      [7, 3],
    ] as const);
    return {
      kind,
      fromSurah: range.from.surah,
      fromAyah: range.from.ayah,
      toSurah: range.to.surah,
      toAyah: range.to.ayah,
      ayahCount: countAyahs(range),
      pageCount: pageMeasure(range).toFixed(2),
      mistakesMemorisation: mistakes,
      mistakesTajweed: rnd.int(0, 3),
      grade: gradeFor(mistakes),
    };
  };

  return {
    readingsFor(studentId: string, _date: string): ReadingFields[] {
      let s = state.get(studentId);
      if (!s) {
        // Entered having memorised from some surah of juz 30 or 29 to the end.
        const firstSurah = rnd.int(67, 114);
        s = {
          last: {
            from: { surah: firstSurah, ayah: 1 },
            to: { surah: firstSurah, ayah: lastAyah(firstSurah) },
          },
          firstSurah,
        };
        state.set(studentId, s);
      }
      const out: ReadingFields[] = [];
      if (s.last) {
        const portion = nextPortion(s.last, rnd.pick([0.5, 0.5, 1, 1, 1.5]), 'backward');
        s.last = portion;
        if (portion) {
          out.push(fields('hifz', portion));
          s.firstSurah = Math.min(s.firstSurah, portion.from.surah);
        }
      }
      // Revise one whole surah already memorised (the short ones) or part of a long one.
      const surah = rnd.int(Math.min(s.firstSurah + 1, 114), 114);
      const count = lastAyah(surah);
      const from = count > 40 ? rnd.int(1, count - 20) : 1;
      const to = count > 40 ? Math.min(count, from + rnd.int(10, 20)) : count;
      out.push(fields('revision', { from: { surah, ayah: from }, to: { surah, ayah: to } }));
      return out;
    },
  };
}
