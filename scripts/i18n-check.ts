/**
 * npm run i18n:check — the translation catalogue is complete and every key the code uses
 * exists. Fails (exit code 1) when:
 *   - a key of the catalogue is missing or empty in one of the locales (ar, en, fr),
 *   - a message's {{placeholders}} differ between locales,
 *   - a counted key (`key_<plural category>`, see packages/domain/src/i18n/plural.ts) lacks
 *     one of the plural categories of a language: all six for Arabic (zero, one, two, few,
 *     many, other), one and other for English, one, many and other for French; its forms may
 *     leave out `{{n}}` (Arabic: آيتان) but must otherwise have the placeholders of English,
 *   - an Arabic message counts a noun without being a counted key: a number placeholder
 *     (`{{n}}`, `{{count}}`, `{{total}}`, `{{max}}`, `{{minutes}}`…) followed by an Arabic
 *     word, as in «{{n}} صفحة», which is wrong for 1, 2, 3-10 and 11-99; the noun after a
 *     number is what takes the plural form. A word before the number («الصفحة {{n}}»,
 *     «من {{total}}») and the particles in NOT_A_NOUN do not; UNCOUNTED_OK lists the few
 *     keys where the number is no count of a noun (sizes in bytes, kilobytes, megabytes).
 *   - web, server or domain code uses a literal key that the catalogue does not have:
 *     t('…'), i18nKey="…", translate(locale, '…'), code: '…', message: '…', titleKey: '…',
 *     notFound('…'), forbidden('…'), badRequest('…'), conflict('…'), new AppError(n, '…').
 * Keys built at run time (template literals, concatenation) cannot be checked here; resource
 * labels are generated from the definitions and checked with the catalogue.
 */
import {
  buildCatalogue,
  LOCALE_CODES,
  pluralCategoriesOf,
  splitPluralKey,
  type LocaleCode,
} from '@qc/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface KeyUse {
  key: string;
  file: string;
  line: number;
}

export interface I18nReport {
  keys: number;
  missing: Array<{ key: string; locale: LocaleCode }>;
  empty: Array<{ key: string; locale: LocaleCode }>;
  placeholders: Array<{ key: string; detail: string }>;
  /** Arabic messages that put a noun after a number without being counted keys. */
  uncounted: Array<{ key: string; text: string }>;
  /** Counted keys missing a plural form their language needs. */
  plurals: Array<{ key: string; locale: LocaleCode; category: string }>;
  unknown: KeyUse[];
  filesScanned: number;
}

/** What a translation key looks like: dotted segments, e.g. `resources.centres.title`. */
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

/** Places where code names a key with a plain string literal. */
const USES: RegExp[] = [
  /\bt\(\s*(['"`])([^'"`$\n]+)\1/g,
  /\bi18nKey=\{?\s*(['"`])([^'"`$\n]+)\1/g,
  /\btranslate\(\s*[^,()]+,\s*(['"`])([^'"`$\n]+)\1/g,
  /\b(?:code|message|titleKey|labelKey|messageKey)\s*:\s*(['"`])([^'"`$\n]+)\1/g,
  /\b(?:notFound|forbidden|badRequest|conflict|unauthorized)\(\s*(['"`])([^'"`$\n]+)\1/g,
  /\bnew AppError\(\s*\d+\s*,\s*(['"`])([^'"`$\n]+)\1/g,
];

/** Placeholder names that hold a bare number (counted text goes in other names). */
const NUMBER_PLACEHOLDER =
  /\{\{\s*(n|count|total|min|max|minutes|seconds|hours|days|weeks|months|years|quota|done|valid|skipped|limit)\s*\}\}\s+([\u0621-\u064A]+)/g;

/** Words after a number that are not the counted noun: «{{done}} من {{total}}». */
const NOT_A_NOUN = new Set(['من', 'على', 'في', 'إلى', 'أو', 'و']);

/**
 * Arabic messages where a number placeholder stands before an Arabic word that is no counted
 * noun; each says why.
 */
const UNCOUNTED_OK = new Set([
  // Sizes: a unit of measure after a number (بايت، كيلوبايت، ميغابايت) keeps one form.
  'conversations.ui.size.b',
  'conversations.ui.size.kb',
  'conversations.ui.size.mb',
  'conversations.attachment.tooLarge',
  'conversations.attachment.totalTooLarge',
  'forms.fileTooLarge',
  'forms.ui.fileRules',
  // A file size already written with its unit («حتى 5 MB للملف الواحد»).
  'resources.file.limits',
]);

/** Arabic messages that count a noun after a number without being counted keys. */
export function uncountedArabic(
  table: Record<string, string>,
): Array<{ key: string; text: string }> {
  const out: Array<{ key: string; text: string }> = [];
  for (const [key, text] of Object.entries(table)) {
    if (splitPluralKey(key) || UNCOUNTED_OK.has(key)) continue;
    for (const m of text.matchAll(NUMBER_PLACEHOLDER)) {
      if (NOT_A_NOUN.has(m[2]!)) continue;
      out.push({ key, text });
      break;
    }
  }
  return out;
}

const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

function sourceFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Every literal key used in the sources under `root`, with where. */
export function keyUses(root: string): { uses: KeyUse[]; files: number } {
  const uses: KeyUse[] = [];
  const files = SOURCE_DIRS.flatMap((d) => sourceFiles(join(root, d)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of USES) {
      for (const match of text.matchAll(pattern)) {
        const key = match[2]!;
        if (!KEY.test(key)) continue;
        const line = text.slice(0, match.index).split('\n').length;
        uses.push({ key, file: relative(root, file), line });
      }
    }
  }
  return { uses, files: files.length };
}

const placeholdersOf = (s: string) =>
  [...new Set([...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort().join(',');

/** Placeholders of a plural form, leaving out the count itself (a form may spell it out). */
const formPlaceholdersOf = (s: string) =>
  placeholdersOf(s)
    .split(',')
    .filter((p) => p !== '' && p !== 'n' && p !== 'count')
    .join(',');

export function runI18nCheck(root: string): I18nReport {
  const catalogue = buildCatalogue();
  const all = new Set<string>();
  for (const code of LOCALE_CODES) for (const key of Object.keys(catalogue[code])) all.add(key);
  const report: I18nReport = {
    keys: all.size,
    missing: [],
    empty: [],
    placeholders: [],
    plurals: [],
    uncounted: uncountedArabic(catalogue.ar),
    unknown: [],
    filesScanned: 0,
  };
  const counted = new Set<string>();
  for (const key of all) {
    const plural = splitPluralKey(key);
    if (plural) counted.add(plural.base);
  }
  for (const base of counted) {
    for (const locale of LOCALE_CODES) {
      for (const category of pluralCategoriesOf(locale)) {
        const text = catalogue[locale][`${base}_${category}`];
        if (text === undefined || text.trim() === '')
          report.plurals.push({ key: base, locale, category });
      }
    }
    const reference = catalogue.en[`${base}_other`];
    if (reference === undefined) continue;
    for (const locale of LOCALE_CODES) {
      for (const [key, text] of Object.entries(catalogue[locale])) {
        if (splitPluralKey(key)?.base !== base) continue;
        if (formPlaceholdersOf(text) !== formPlaceholdersOf(reference))
          report.placeholders.push({
            key,
            detail: `${locale} has {${formPlaceholdersOf(text)}}, en has {${formPlaceholdersOf(reference)}}`,
          });
      }
    }
  }
  for (const key of all) {
    // The forms of counted keys are checked above, by the categories of each language.
    if (splitPluralKey(key) && counted.has(splitPluralKey(key)!.base)) continue;
    for (const locale of LOCALE_CODES) {
      const text = catalogue[locale][key];
      if (text === undefined) report.missing.push({ key, locale });
      else if (text.trim() === '') report.empty.push({ key, locale });
    }
    const en = catalogue.en[key];
    if (en === undefined) continue;
    for (const locale of LOCALE_CODES) {
      const text = catalogue[locale][key];
      if (text !== undefined && placeholdersOf(text) !== placeholdersOf(en))
        report.placeholders.push({
          key,
          detail: `${locale} has {${placeholdersOf(text)}}, en has {${placeholdersOf(en)}}`,
        });
    }
  }
  const { uses, files } = keyUses(root);
  report.filesScanned = files;
  report.unknown = uses.filter((u) => !all.has(u.key) && !counted.has(u.key));
  return report;
}

export function reportFailed(r: I18nReport): boolean {
  return (
    r.missing.length +
      r.empty.length +
      r.placeholders.length +
      r.plurals.length +
      r.uncounted.length +
      r.unknown.length >
    0
  );
}

function main() {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const started = Date.now();
  const r = runI18nCheck(root);
  const lines: string[] = [];
  for (const m of r.missing) lines.push(`missing  ${m.locale}  ${m.key}`);
  for (const m of r.empty) lines.push(`empty    ${m.locale}  ${m.key}`);
  for (const p of r.placeholders) lines.push(`placeholders  ${p.key}: ${p.detail}`);
  for (const p of r.plurals) lines.push(`plural   ${p.locale}  ${p.key}_${p.category}`);
  for (const u of r.uncounted) lines.push(`uncounted ar  ${u.key}: ${u.text}`);
  for (const u of r.unknown) lines.push(`unknown key  ${u.key}  (${u.file}:${u.line})`);
  const summary = `${r.keys} keys in ${LOCALE_CODES.join(', ')}; ${r.filesScanned} source files scanned in ${Date.now() - started} ms`;
  if (reportFailed(r)) {
    console.error(lines.join('\n'));
    console.error(`\ni18n check FAILED: ${lines.length} problem(s). ${summary}`);
    process.exit(1);
  }
  console.log(`i18n check passed: ${summary}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
