import {
  isSafeRichTextImage,
  RICH_TEXT_COMMON_ATTRIBUTES,
  RICH_TEXT_DIRECTIONS,
  RICH_TEXT_TAG_ATTRIBUTES,
  RICH_TEXT_TAGS,
  SAFE_RICH_TEXT_HREF,
} from '../richtext/policy.ts';

/**
 * Rich text is stored as a small, safe subset of HTML (the allow-list is `richtext/policy.ts`). Instead of silently rewriting what a
 * user typed, the server refuses anything outside the subset (with a translated message), so
 * what is stored is exactly what was shown in the editor. Screens render it through the same
 * allow-list, so a stored value can never carry a script.
 */
const TAG_ATTRIBUTES = RICH_TEXT_TAG_ATTRIBUTES;
const COMMON_ATTRIBUTES = RICH_TEXT_COMMON_ATTRIBUTES;
const SAFE_HREF = SAFE_RICH_TEXT_HREF;
const TAG_RE = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const ATTR_RE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

class UnsafeRichText extends Error {}

function scan(html: string): boolean {
  // Comments, doctype, processing instructions and CDATA never belong in user content.
  if (/<\s*[!?]/.test(html)) return false;
  let rest = html;
  for (const match of html.matchAll(TAG_RE)) {
    const tag = match[2]!.toLowerCase();
    if (!RICH_TEXT_TAGS.has(tag)) return false;
    const attributes = match[3] ?? '';
    if (match[1] === '/' && attributes.trim() !== '') return false;
    const allowed = TAG_ATTRIBUTES[tag];
    const leftover = attributes.replace(ATTR_RE, (_whole, name: string, d, s, u) => {
      const attr = name.toLowerCase();
      if (!COMMON_ATTRIBUTES.has(attr) && !allowed?.has(attr)) throw new UnsafeRichText();
      const value = String(d ?? s ?? u ?? '');
      if (attr === 'href' && !SAFE_HREF.test(value.trim())) throw new UnsafeRichText();
      if (attr === 'target' && value !== '_blank') throw new UnsafeRichText();
      if (attr === 'src' && !isSafeRichTextImage(value)) throw new UnsafeRichText();
      if (attr === 'dir' && !RICH_TEXT_DIRECTIONS.includes(value.toLowerCase()))
        throw new UnsafeRichText();
      return '';
    });
    if (leftover.replace(/[\s/]/g, '') !== '') return false;
    rest = rest.replace(match[0], '');
  }
  // A '<' left outside a recognised tag is a broken or disguised tag.
  return !/</.test(rest);
}

/** Is the HTML inside the allowed subset (tags, attributes, link targets)? */
export function isSafeRichText(html: string): boolean {
  try {
    return scan(html);
  } catch (error) {
    if (error instanceof UnsafeRichText) return false;
    throw error;
  }
}

/** The plain text of rich text (for search and exports). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[2-4]|\/tr)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
