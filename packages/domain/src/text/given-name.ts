/**
 * The given name of a full name, for places that show only it (a public results page): the
 * first word, joined with the next one when the first is the start of a compound Arabic name
 * ("عبد الرحمن", "أبو بكر", "نور الدين" is two words and the first already a name). The prefixes
 * are compared without hamza or diacritics, so "ابو" and "أبو" both hold.
 */
const COMPOUND_STARTS = new Set(['عبد', 'ابو', 'ابي', 'ام', 'abd', 'abdel', 'abu', 'abou']);

const bare = (word: string) =>
  word
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .toLowerCase();

export function givenName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length > 1 && COMPOUND_STARTS.has(bare(words[0]!))) return `${words[0]} ${words[1]}`;
  return words[0]!;
}
