/**
 * Initials for an avatar that tell people apart, in Arabic as in Latin names.
 *
 * A name is read as units: a word, or a compound with its particle ("عبد الله", "أبو بكر",
 * "أم كلثوم", "عبد الرحمن"); lineage words ("بن", "ابن", "بنت") and the article "ال" standing
 * alone are skipped, and a word's article "ال" is not its first letter ("الحسن" gives ح). The
 * initials are the first letters of the first and the last unit: "محمد بن سعيد العلي" gives م ع.
 *
 * Arabic letters side by side join into a word ("ما" reads as a word), so two Arabic letters
 * are kept apart by a zero-width non-joiner: they show in their separate forms.
 */

/** Words that begin a compound name with the word after them. */
const COMPOUND = new Set(['عبد', 'أبو', 'ابو', 'أبي', 'ابي', 'أم', 'ام']);
/** Words between a person's name and a father's or family name. */
const LINEAGE = new Set(['بن', 'ابن', 'بنت', 'ال', 'آل']);
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const ZWNJ = '\u200C';
const TATWEEL_AND_MARKS = /\p{Mn}|\u0640/gu;

function firstLetter(word: string): string {
  const bare = word.replace(TATWEEL_AND_MARKS, '');
  // The article is not an initial, unless it is all the word has ("الله" is kept whole).
  const stem = /^(ال|أل)(?=\p{L}{2})/u.test(bare) ? bare.slice(2) : bare;
  return Array.from(stem)[0] ?? '';
}

/** The units of a name: compounds kept as one, lineage words left out. */
export function nameUnits(name: string): string[] {
  const words = name
    .trim()
    .split(/[\s\u200C]+/)
    .filter((w) => w.length > 0);
  const units: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (LINEAGE.has(word)) continue;
    if (COMPOUND.has(word) && next !== undefined) {
      units.push(`${word} ${next}`);
      i++;
      continue;
    }
    units.push(word);
  }
  return units;
}

/** One or two letters: the first letters of the first and the last unit of the name. */
export function initialsOf(name: string): string {
  const units = nameUnits(name);
  const first = units[0];
  if (first === undefined) return '';
  const letters = [firstLetter(first)];
  const last = units.length > 1 ? units[units.length - 1] : undefined;
  if (last !== undefined) letters.push(firstLetter(last));
  const shown = letters.filter(Boolean).map((l) => l.toLocaleUpperCase());
  const arabic = shown.some((l) => ARABIC_LETTER.test(l));
  return shown.join(arabic ? ZWNJ : '');
}
