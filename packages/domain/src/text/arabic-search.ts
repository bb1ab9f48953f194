import { normalizeArabic } from './arabic-normalize.ts';

const ABD = 'عبد';
const AL = 'ال';

/**
 * Splits text into normalised search tokens (letters and digits; everything else separates).
 *
 * Compound names with "عبد" are written both joined and apart ("عبدالله" / "عبد الله",
 * "عبد الرحمن" / "عبدالرحمن"). Both spellings give the same tokens: the joined form
 * ("عبدالله") followed by the second part alone ("الله"), so a search for either spelling, for
 * "عبد" or for "الرحمن" finds the name. Only "عبد" + a word starting with "ال" is treated so.
 * Tokens are unique and in order of first appearance.
 */
export function tokenize(input: string): string[] {
  const raw = normalizeArabic(input)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
  const out: string[] = [];
  const push = (t: string): void => {
    if (!out.includes(t)) out.push(t);
  };
  for (let i = 0; i < raw.length; i++) {
    const token = raw[i] as string;
    const next = raw[i + 1];
    if (token === ABD && next !== undefined && next.startsWith(AL)) {
      push(token + next);
      push(next);
      i++;
    } else if (token.startsWith(ABD + AL) && token.length > ABD.length + AL.length) {
      push(token);
      push(token.slice(ABD.length));
    } else {
      push(token);
    }
  }
  return out;
}

/**
 * The value to store in a search column: the tokens of `input` joined by single spaces.
 * tokenize(searchKey(s)) gives the same tokens as tokenize(s).
 */
export function searchKey(input: string): string {
  return tokenize(input).join(' ');
}

/**
 * True when every token of `query` is a prefix of some token of `haystack` (order-free).
 * An empty query matches everything. `haystack` may be raw text or a stored searchKey.
 */
export function matchesSearch(haystack: string, query: string): boolean {
  const wanted = tokenize(query);
  if (wanted.length === 0) return true;
  const have = tokenize(haystack);
  return wanted.every((q) => have.some((h) => h.startsWith(q)));
}
