import {
  comparePositions,
  pageOf,
  positionFromIndex,
  rangeIndices,
  type QuranPosition,
  type QuranRange,
} from '@qc/domain';

/** One ayah of the portion on the sheet. */
export interface SheetAyah {
  surah: number;
  ayah: number;
  page: number;
  /** `surah:ayah`, the key of its marks. */
  key: string;
}

/** The portion's ayahs in mushaf order, grouped by surah. */
export interface SurahGroup {
  surah: number;
  ayahs: SheetAyah[];
}

export const ayahKey = (p: QuranPosition): string => `${p.surah}:${p.ayah}`;

/** Every ayah of the range, in order, grouped by surah (a whole-Quran portion is 114 groups). */
export function ayahGroups(range: QuranRange): SurahGroup[] {
  const [first, last] = rangeIndices(range);
  const groups: SurahGroup[] = [];
  for (let i = first; i <= last; i++) {
    const pos = positionFromIndex(i);
    let group = groups[groups.length - 1];
    if (!group || group.surah !== pos.surah) {
      group = { surah: pos.surah, ayahs: [] };
      groups.push(group);
    }
    group.ayahs.push({ ...pos, page: pageOf(pos), key: ayahKey(pos) });
  }
  return groups;
}

/** A mistake marked on the sheet. */
export interface MarkedMistake {
  surah: number;
  ayah: number;
  type: string;
}

/** Marks by ayah key, each ayah's mistakes in the order they were marked. */
export type SheetMarks = Readonly<Record<string, readonly string[]>>;

export function addMark(marks: SheetMarks, pos: QuranPosition, type: string): SheetMarks {
  const key = ayahKey(pos);
  return { ...marks, [key]: [...(marks[key] ?? []), type] };
}

/** Removes the last mark of that type on the ayah (a second tap undoes the first). */
export function removeMark(marks: SheetMarks, pos: QuranPosition, type: string): SheetMarks {
  const key = ayahKey(pos);
  const list = [...(marks[key] ?? [])];
  const at = list.lastIndexOf(type);
  if (at < 0) return marks;
  list.splice(at, 1);
  const next: Record<string, readonly string[]> = { ...marks };
  if (list.length) next[key] = list;
  else delete next[key];
  return next;
}

/** The marks as the list the server takes, in mushaf order. */
export function marksToMistakes(marks: SheetMarks): MarkedMistake[] {
  const out: MarkedMistake[] = [];
  for (const [key, types] of Object.entries(marks)) {
    const [surah, ayah] = key.split(':').map(Number) as [number, number];
    for (const type of types) out.push({ surah, ayah, type });
  }
  return out.sort((a, b) => comparePositions(a, b));
}

/** The list the server sent back (a draft), as marks. */
export function mistakesToMarks(list: readonly MarkedMistake[]): SheetMarks {
  let marks: SheetMarks = {};
  for (const m of list) marks = addMark(marks, m, m.type);
  return marks;
}
