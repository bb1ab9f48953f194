/**
 * Cuts the public site's font files (apps/server/src/modules/site/fonts/) from the font
 * package's files: for each subset of `FONT_SUBSETS` and each weight, the glyphs of its
 * characters (and the glyphs Arabic shaping reaches from them: the initial, medial and final
 * forms, lam-alef), as WOFF2, without hinting instructions (phones and current desktop
 * browsers do not use them; they were a third of each file) and with the licence kept in the
 * file's name table.
 *
 *   npx tsx scripts/site-fonts.ts
 *
 * The files are committed rather than made at build time: the server runs from its sources
 * without a build step, the subsetting tool (harfbuzz compiled to WebAssembly) stays a
 * development dependency, and the output changes only when the font package or the lists do.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import {
  FONT_SUBSETS,
  FONT_WEIGHTS,
  fontFile,
  subsetText,
} from '../apps/server/src/modules/site/site-fonts.ts';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '../apps/server/src/modules/site/fonts');
mkdirSync(out, { recursive: true });

// Arabic joining and marks, Latin ligatures and kerning: the features browsers apply by
// default to these scripts (the stylistic sets and alternates are left out).
const FEATURES = [
  'ccmp',
  'locl',
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'liga',
  'calt',
  'kern',
  'mark',
  'mkmk',
  'curs',
];
// Copyright, family, style, unique id, full name, version, PostScript name, licence and its URL.
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

for (const subset of FONT_SUBSETS) {
  for (const weight of FONT_WEIGHTS) {
    const source = readFileSync(
      require.resolve(
        `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset.source}-${weight}-normal.woff2`,
      ),
    );
    const file = await subsetFont(source, subsetText(subset), {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      preserveNameIds: NAME_IDS,
      noHinting: true,
    });
    writeFileSync(join(out, fontFile(subset, weight)), file);
    console.log(
      `${fontFile(subset, weight)}: ${(file.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
    );
  }
}
