import { juzEnd, juzStart, ayahIndex, positionFromIndex, type QuranRange } from '../quran/index.ts';

/**
 * The server's draws, reproducible from a logged seed: the same seed and the same inputs give the
 * same passages and the same draw numbers, on any machine (a 32-bit generator seeded from the
 * seed's text, no `Math.random`). The seed is stored with what it drew, so anyone can redo the
 * draw and compare (docs/competitions.md).
 */

/** A 32-bit hash of a text (FNV-1a), the generator's start. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of numbers in [0, 1) from a seed text (mulberry32). */
export function seededRandom(seed: string): () => number {
  let a = hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A category's portion: juz `fromJuz` to `toJuz` (1..30; 1 to 30 is the whole Quran). */
export function portionOf(fromJuz: number, toJuz: number): QuranRange {
  return { from: juzStart(fromJuz), to: juzEnd(toJuz) };
}

/**
 * `count` passages of `length` ayahs each, inside the portion, not overlapping, in the order of
 * the mushaf. Fewer when the portion cannot hold them.
 */
export function drawPassages(
  seed: string,
  portion: QuranRange,
  count: number,
  length: number,
): QuranRange[] {
  const a = ayahIndex(portion.from);
  const b = ayahIndex(portion.to);
  const span = b - a + 1;
  const fit = Math.min(count, Math.floor(span / length));
  const random = seededRandom(seed);
  const starts: number[] = [];
  let tries = 0;
  while (starts.length < fit && tries < 1000) {
    tries++;
    const s = a + Math.floor(random() * (span - length + 1));
    if (starts.every((t) => s + length <= t || t + length <= s)) starts.push(s);
  }
  return starts
    .sort((x, y) => x - y)
    .map((s) => ({ from: positionFromIndex(s), to: positionFromIndex(s + length - 1) }));
}

/**
 * Draw numbers 1..n for the contestants: a shuffle of their ids taken in sorted order (so the
 * order they were nominated in plays no part), by the seed.
 */
export function drawOrder(seed: string, ids: readonly string[]): Map<string, number> {
  const list = [...ids].sort();
  const random = seededRandom(`${seed}:order`);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return new Map(list.map((id, i) => [id, i + 1]));
}

/** The seed of one contestant's passages: the competition's seed and their draw number. */
export const passageSeed = (seed: string, drawNumber: number) => `${seed}:${drawNumber}`;
