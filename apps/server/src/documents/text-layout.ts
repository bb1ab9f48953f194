import bidiFactory from 'bidi-js';
import { faceOf, fontName, type Face, type Family, type Weight } from './fonts.ts';

const bidi = bidiFactory();

/**
 * One piece of a line, ready to draw from left to right: `text` is what to hand to PDFKit so
 * that it comes out in visual order. fontkit (inside PDFKit) shapes Arabic and itself reverses
 * any run it detects as Arabic script, so an Arabic run is handed over in logical order, and a
 * run fontkit would reverse but that must read left to right (Arabic-Indic digits) is handed
 * over reversed.
 */
export interface Piece {
  text: string;
  font: string;
  width: number;
}

export interface Measurer {
  width(font: string, size: number, text: string): number;
  /** The family the text is set in (Amiri when not given). */
  family?: Family;
}

interface Chunk {
  face: Face;
  rtl: boolean;
  from: number;
  to: number; // logical indices, inclusive
}

function isBidiControl(cp: number): boolean {
  return (
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x061c ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069)
  );
}

/** The characters of a string with their UTF-16 offsets (code points, not code units). */
function codePoints(text: string): Array<{ cp: number; at: number; len: number }> {
  const out: Array<{ cp: number; at: number; len: number }> = [];
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    out.push({ cp, at: i, len });
    i += len;
  }
  return out;
}

/**
 * Lays out one line (no wrapping): resolves the bidi levels of the Unicode algorithm with the
 * paragraph's direction, reorders into visual order, mirrors brackets in right-to-left runs
 * and cuts the line into pieces of one font subset and one direction.
 */
export function layoutLine(
  text: string,
  direction: 'rtl' | 'ltr',
  weight: Weight,
  size: number,
  measure: Measurer,
): Piece[] {
  if (text.length === 0) return [];
  const levels = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  // Visual order of UTF-16 indices.
  const order = Array.from({ length: text.length }, (_, i) => i);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(text, levels)) {
    const slice = order.slice(start, end + 1).reverse();
    order.splice(start, slice.length, ...slice);
  }
  const cps = codePoints(text);
  const faceAt = new Map<number, Face>();
  // Bidi controls steer the algorithm above and are not drawn.
  for (const c of cps) if (!isBidiControl(c.cp)) faceAt.set(c.at, faceOf(c.cp));

  const chunks: Chunk[] = [];
  for (const index of order) {
    const face = faceAt.get(index);
    if (face === undefined) continue; // low surrogate, handled with its pair
    const rtl = (levels.levels[index]! & 1) === 1;
    const last = chunks.at(-1);
    if (
      last &&
      last.face === face &&
      last.rtl === rtl &&
      (rtl ? index < last.from : index > last.to) &&
      (rtl ? last.from - index <= 2 : index - last.to <= 2)
    ) {
      if (rtl) last.from = index;
      else last.to = index;
    } else {
      chunks.push({ face, rtl, from: index, to: index });
    }
  }

  return chunks.map((chunk) => {
    let logical = '';
    for (let i = chunk.from; i <= chunk.to; i++) {
      const code = text.charCodeAt(i);
      // Keep surrogate pairs whole.
      if (code >= 0xdc00 && code <= 0xdfff && i > chunk.from) continue;
      const cp = text.codePointAt(i)!;
      if (isBidiControl(cp)) continue;
      logical +=
        chunk.rtl && chunk.face !== 'arabic'
          ? (mirrored.get(i) ?? String.fromCodePoint(cp))
          : String.fromCodePoint(cp);
    }
    // fontkit reverses Arabic-script runs; everything else it draws as given.
    const fontkitReverses = chunk.face === 'arabic';
    const wanted = chunk.rtl ? [...logical].reverse().join('') : logical; // visual order
    const text2 = fontkitReverses ? [...wanted].reverse().join('') : wanted;
    const font = fontName(chunk.face, weight, measure.family);
    return { text: text2, font, width: measure.width(font, size, text2) };
  });
}

export function lineWidth(pieces: Piece[]): number {
  return pieces.reduce((sum, p) => sum + p.width, 0);
}

/**
 * Breaks a paragraph into lines no wider than `maxWidth` at spaces, in logical order (each line
 * is then laid out on its own, as the bidi algorithm prescribes). A word wider than the line
 * stays whole on its own line.
 */
export function wrapText(
  text: string,
  direction: 'rtl' | 'ltr',
  weight: Weight,
  size: number,
  maxWidth: number,
  measure: Measurer,
): Piece[][] {
  const lines: Piece[][] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/ +/).filter((w) => w.length > 0);
    let current = '';
    let currentPieces: Piece[] = [];
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      const pieces = layoutLine(candidate, direction, weight, size, measure);
      if (current && lineWidth(pieces) > maxWidth) {
        lines.push(currentPieces);
        current = word;
        currentPieces = layoutLine(word, direction, weight, size, measure);
      } else {
        current = candidate;
        currentPieces = pieces;
      }
    }
    lines.push(currentPieces);
  }
  return lines;
}
