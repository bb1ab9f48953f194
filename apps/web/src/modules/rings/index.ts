/**
 * The rings module's public entry on the web: what other modules may use of it
 * (docs/module-boundaries.md). Small parts only: the screens stay behind screens.ts.
 */

// The ring picker (the rings the caller may work with): students' case, import and
// registration screens and tests' anticipated tests place or filter by ring.
export { RingSelect } from './RingSelect.tsx';

// The surah picker: a test request names the surahs it covers.
export { SurahField } from './SurahField.tsx';
