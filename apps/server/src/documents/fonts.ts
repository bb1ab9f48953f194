import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';

/**
 * Fonts ship with the application as npm packages (@fontsource/amiri, @fontsource/ibm-plex-sans-
 * arabic), never from the system. Fontsource splits a family into per-script subsets (arabic,
 * latin, latin-ext, the same ranges in both families), so the renderer picks the subset of each
 * run of text by the script of its characters.
 */
export type Face = 'arabic' | 'latin' | 'latinExt';
export type Weight = 400 | 700;
/**
 * The families a document may be set in: Amiri, a naskh (the default of every document), and
 * IBM Plex Sans Arabic, a plain sans (the app's own typeface), which a report card's style may
 * choose.
 */
export const FAMILIES = ['amiri', 'plex'] as const;
export type Family = (typeof FAMILIES)[number];
const PACKAGE_OF: Record<Family, string> = {
  amiri: 'amiri',
  plex: 'ibm-plex-sans-arabic',
};

const FILE_OF: Record<Face, string> = {
  arabic: 'arabic',
  latin: 'latin',
  latinExt: 'latin-ext',
};

const require = createRequire(import.meta.url);

/** A font parsed by fontkit (the engine inside PDFKit); PDFKit takes it in place of bytes. */
export interface ParsedFont {
  layout(text: string): { advanceWidth: number };
  readonly unitsPerEm: number;
}
/** fontkit's glyph, as far as the code-point repair below reads and writes it. */
interface FontkitGlyph {
  codePoints: number[];
}
/** What this module reaches of a fontkit font: fontkit ships no types. */
interface FontkitFont extends ParsedFont {
  getGlyph(id: number, characters?: number[]): FontkitGlyph | null;
}
const fontkit = require('fontkit') as { create(data: Uint8Array): FontkitFont };
const cache = new Map<string, Buffer>();

export function fontName(face: Face, weight: Weight, family: Family = 'amiri'): string {
  return `${family}-${FILE_OF[face]}-${weight}`;
}

/**
 * WOFF (1.0) to plain TrueType: the same tables, inflated. fontkit reads WOFF, but inflates a
 * table (in JavaScript) each time it reads it — for every PDF that embeds a subset — so the
 * fonts are unpacked once, with Node's zlib, when first used.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error('corrupt WOFF table');
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize);
  const out = Buffer.alloc(size);
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** log2, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - 16 * 2 ** log2, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    out.writeUInt32BE(t.tag, rec);
    out.writeUInt32BE(t.checksum, rec + 4);
    out.writeUInt32BE(offset, rec + 8);
    out.writeUInt32BE(t.data.length, rec + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

/** The font as TrueType bytes, read and unpacked once per process. */
export function fontData(face: Face, weight: Weight, family: Family = 'amiri'): Buffer {
  const name = fontName(face, weight, family);
  let data = cache.get(name);
  if (!data) {
    const pkg = PACKAGE_OF[family];
    data = woffToSfnt(
      readFileSync(
        require.resolve(`@fontsource/${pkg}/files/${pkg}-${FILE_OF[face]}-${weight}-normal.woff`),
      ),
    );
    cache.set(name, data);
  }
  return data;
}

const parsed = new Map<string, ParsedFont>();

/**
 * A parsed font whose glyphs always carry the characters they draw. fontkit keeps one glyph
 * object per glyph id and fills its characters only when the glyph is first made; a glyph first
 * made without them (a component of an accented letter, "u" in "û", while a PDF's subset is
 * written) kept none, so every later PDF of the process wrote that letter with no text behind
 * it ("J mada" read back for "Jumada": search and copy broken). The font is shared by every
 * document of the process, so the order of the documents decided it. Here a glyph met again
 * with its characters gets them.
 */
export function parseFont(face: Face, weight: Weight, family: Family = 'amiri'): ParsedFont {
  const f = fontkit.create(fontData(face, weight, family));
  const getGlyph = f.getGlyph.bind(f);
  f.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0)
      glyph.codePoints = characters;
    return glyph;
  };
  return f;
}

/**
 * The parsed font, shared by every document of the process: parsing the WOFF files and
 * fontkit's caches of glyphs and layouts are paid once, not per PDF (each PDF still embeds its
 * own subset of the glyphs it uses).
 */
export function font(face: Face, weight: Weight, family: Family = 'amiri'): ParsedFont {
  const name = fontName(face, weight, family);
  let f = parsed.get(name);
  if (!f) {
    f = parseFont(face, weight, family);
    parsed.set(name, f);
  }
  return f;
}

export const FACES: readonly Face[] = ['arabic', 'latin', 'latinExt'];
export const WEIGHTS: readonly Weight[] = [400, 700];

/** Code points of the Arabic subset (from the package's unicode-range). */
function isArabic(cp: number): boolean {
  return (
    (cp >= 0x0600 && cp <= 0x06ff) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0x0870 && cp <= 0x08ff) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfefc) ||
    cp === 0x200c ||
    cp === 0x200d
  );
}

/**
 * Code points of the Latin subset (the package's unicode-range): Latin-1, general punctuation,
 * the modifier letters of transliteration (ʻ ʼ, as in the English Hijri month "Rabiʻ"), a few
 * signs. They are tested before the Latin Extended ranges, which skip them.
 */
function isBasicLatin(cp: number): boolean {
  return (
    cp <= 0xff ||
    (cp >= 0x2000 && cp <= 0x206f) ||
    cp === 0x0131 ||
    cp === 0x0152 ||
    cp === 0x0153 ||
    cp === 0x02bb ||
    cp === 0x02bc ||
    cp === 0x02c6 ||
    cp === 0x02da ||
    cp === 0x02dc ||
    cp === 0x20ac ||
    cp === 0x2122 ||
    cp === 0x2191 ||
    cp === 0x2193 ||
    cp === 0x2212 ||
    cp === 0x2215 ||
    cp === 0xfeff ||
    cp === 0xfffd
  );
}

/** The subset that draws a character. Unknown characters go to Latin (a blank box). */
export function faceOf(cp: number): Face {
  if (isArabic(cp)) return 'arabic';
  if (isBasicLatin(cp)) return 'latin';
  if (
    (cp >= 0x0100 && cp <= 0x02ff) ||
    (cp >= 0x1d00 && cp <= 0x1dbf) ||
    (cp >= 0x1e00 && cp <= 0x1eff) ||
    (cp >= 0x2c60 && cp <= 0x2c7f) ||
    (cp >= 0xa720 && cp <= 0xa7ff) ||
    (cp >= 0x20a0 && cp <= 0x20c0)
  )
    return 'latinExt';
  return 'latin';
}
